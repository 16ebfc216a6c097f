/** How candidate currencies for a token are ranked, shared by the generator and the table. */

export interface Candidates {
  /** Most used first. */
  codes: string[];
  /** How many of the first codes really compete for the token when nothing on the page decides. */
  contenders: number;
}

/** token -> code -> weight (the number of locales, or of names, giving the token to the code). */
export type Counts = Map<string, Map<string, number>>;

export function countAdd(counts: Counts, token: string, code: string, n: number): void {
  const byCode = counts.get(token) ?? new Map<string, number>();
  counts.set(token, byCode);
  byCode.set(code, (byCode.get(code) ?? 0) + n);
}

/**
 * A token's codes, those more locales use first. The contenders are the codes with at least 1% of
 * the first one's weight (and at least 1): "£" is GBP's symbol in 490 locales and the Falklands
 * pound's in one (en-FK), while "kr" and "¥" stay ambiguous. "-" marks a currency without a code.
 */
export function rank(byCode: Map<string, number>): Candidates {
  const sorted = [...byCode].filter(([code]) => code !== '-').sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1));
  const top = sorted[0]?.[1] ?? 0;
  const contenders = sorted.filter(([, n]) => n >= Math.max(1, top / 100)).length;
  return { codes: sorted.map(([code]) => code), contenders: contenders || sorted.length };
}

/** A word in more currencies' names than this is a preposition or an adjective ("des", "new"), not a unit. */
const MAX_WORD_CURRENCIES = 40;

/**
 * Folded names with their codes, plus each name's words on their own: shops write the unit alone,
 * "złotych" for "złotych polskich", "yen" for "Japanese yen".
 */
export function nameIndex(names: Iterable<[name: string, code: string]>): Counts {
  const out: Counts = new Map();
  const words: Counts = new Map();
  for (const [name, code] of names) {
    countAdd(out, name, code, 1);
    for (const word of name.split(/[\s\-()]+/)) {
      if ((word.length >= 3 || /[^ -~]/.test(word)) && word !== name) countAdd(words, word, code, 1);
    }
  }
  for (const [word, byCode] of words) {
    if (byCode.size <= MAX_WORD_CURRENCIES && !out.has(word)) out.set(word, byCode);
  }
  return out;
}
