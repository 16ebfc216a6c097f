/**
 * The full currency table (every ISO 4217 currency's symbols and names in every CLDR locale), built
 * on first use from the generated data, and the scanner that finds currencies in a price string.
 * Worker side only: the data is far too big for the content script.
 */
import type { CurrencyToken } from '../extract/currency';
import { ABBREVIATIONS, WITHDRAWN_CODES } from './abbreviations';
import { CODES, MINOR_UNITS, NAMES, SYMBOLS } from './currency-data.generated';
import { fold } from './fold';

interface Candidates {
  codes: string[];
  contenders: number;
}

interface Table {
  /** Symbols and abbreviations as written; candidate codes most used first. */
  exact: Map<string, Candidates>;
  /** Names, lower-case codes and symbols without their diacritics, folded. */
  folded: Map<string, Candidates>;
  codes: Set<string>;
  minorUnits: Map<string, number>;
  longest: number;
}

let table: Table | null = null;

const BIDI = /[\u200e\u200f\u061c]/g;
const MAX_WORD_CURRENCIES = 40;

function rankedAdd(counts: Map<string, Map<string, number>>, token: string, code: string, n: number): void {
  const byCode = counts.get(token) ?? new Map<string, number>();
  counts.set(token, byCode);
  byCode.set(code, (byCode.get(code) ?? 0) + n);
}

/**
 * A token's codes, those more locales use first. The contenders are the codes some locale gives the
 * token as its symbol in at least 1% as many locales as the first: "£" is GBP's in 490 locales and
 * the Falklands pound's in one (en-FK), while "kr" and "¥" stay ambiguous.
 */
function ranked(counts: Map<string, Map<string, number>>): Map<string, Candidates> {
  const out = new Map<string, Candidates>();
  for (const [token, byCode] of counts) {
    const sorted = [...byCode].filter(([code]) => code !== '-').sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1));
    const top = sorted[0]?.[1] ?? 0;
    const contenders = sorted.filter(([, n]) => n >= Math.max(1, top / 100)).length;
    out.set(token, { codes: sorted.map(([code]) => code), contenders: contenders || sorted.length });
  }
  return out;
}

function build(): Table {
  const exact = new Map<string, Map<string, number>>();
  const folded = new Map<string, Map<string, number>>();
  const codes = new Set([...CODES.split(' '), ...WITHDRAWN_CODES.split(' ')]);
  for (const line of SYMBOLS.split('\n')) {
    const [code, ...tokens] = line.split('\t') as [string, ...string[]];
    for (const entry of tokens) {
      const [written, n] = entry.split('\u0001') as [string, string];
      // Bidi marks are invisible on the page and dropped from its text; a final dot is often left out ("ر.ي", "лв").
      const token = written.replace(BIDI, '');
      rankedAdd(exact, token, code, Number(n));
      if (/\p{L}\.$/u.test(token)) rankedAdd(exact, token.slice(0, -1), code, Number(n));
      const f = fold(token);
      // Only a symbol whose diacritics went ("zl", "kc"): a case change alone makes "Ft" feet.
      if (f && f !== token.toLowerCase()) rankedAdd(folded, f, code, Number(n));
    }
  }
  for (const [code, tokens] of Object.entries(ABBREVIATIONS)) for (const token of tokens) rankedAdd(exact, token, code, 1);
  const words = new Map<string, Map<string, number>>();
  for (const line of NAMES.split('\n')) {
    const [code, ...tokens] = line.split('\t') as [string, ...string[]];
    for (const token of tokens) {
      rankedAdd(folded, token, code, 1);
      // Shops write the unit alone: "złotych" for "złotych polskich", "yen" for "Japanese yen".
      for (const word of token.split(/[\s\-()]+/)) if ((word.length >= 3 || /[^ -~]/.test(word)) && word !== token) rankedAdd(words, word, code, 1);
    }
  }
  for (const [word, byCode] of words) {
    // A word in many currencies' names is a preposition or an adjective ("des", "new"), not a unit.
    if (byCode.size <= MAX_WORD_CURRENCIES && !folded.has(word)) for (const [code, n] of byCode) rankedAdd(folded, word, code, n);
  }
  for (const code of codes) rankedAdd(folded, code.toLowerCase(), code, 1);
  const minorUnits = new Map<string, number>();
  for (const [n, list] of Object.entries(MINOR_UNITS)) for (const code of list.split(' ')) minorUnits.set(code, Number(n));
  let longest = 3;
  for (const token of [...exact.keys(), ...folded.keys()]) longest = Math.max(longest, token.length);
  return { exact: ranked(exact), folded: ranked(folded), codes, minorUnits, longest };
}

function currencyTable(): Table {
  table ??= build();
  return table;
}

export function isCurrencyCode(code: string): boolean {
  return currencyTable().codes.has(code);
}

/** Digits after the decimal point (CLDR): 0 for JPY, CLP, IDR...; 3 for KWD...; 2 otherwise. */
export function minorUnits(code: string): number {
  return currencyTable().minorUnits.get(code) ?? 2;
}

const LETTER = /\p{L}/u;
const isLetter = (ch: string | undefined): boolean => ch !== undefined && LETTER.test(ch);

/** `text` folded character by character, so that positions in it are positions in `text`. */
function foldInPlace(text: string): string {
  let out = '';
  for (const ch of text) {
    const f = ch.normalize('NFD').replace(/\p{M}/gu, '').normalize('NFC').replace(/[łŁ]/g, 'l').toLowerCase();
    out += f.length === ch.length ? f : ch.toLowerCase().length === ch.length ? ch.toLowerCase() : ch;
  }
  return out;
}

/**
 * Every currency in `text`, in order: the longest symbol, abbreviation, code or name at each place,
 * never a piece of a longer word. A token found only folded and three letters or fewer ("chf",
 * "zl"), or a one- or two-letter symbol ("R", "Ft"), is weak: trusted only right next to a number.
 */
export function findCurrencies(text: string): CurrencyToken[] {
  const { exact, folded, codes, longest } = currencyTable();
  const low = foldInPlace(text);
  const letter = Array.from({ length: text.length + 1 }, (_, k) => isLetter(text[k]));
  const out: CurrencyToken[] = [];
  let i = 0;
  while (i < text.length) {
    const ch = text[i]!;
    if (ch === ' ' || (ch >= '0' && ch <= '9') || (i > 0 && letter[i - 1] && letter[i])) {
      i++;
      continue;
    }
    let found: CurrencyToken | null = null;
    for (let len = Math.min(longest, text.length - i); len >= 1 && !found; len--) {
      if (letter[i + len - 1] && letter[i + len]) continue;
      const token = text.slice(i, i + len);
      const asWritten = exact.get(token) ?? (len === 3 && codes.has(token) ? { codes: [token], contenders: 1 } : undefined);
      if (asWritten) {
        found = { text: token, start: i, end: i + len, ...asWritten, weak: /^[A-Za-z]{1,2}\.?$/.test(token) };
        break;
      }
      const byName = folded.get(low.slice(i, i + len));
      if (byName) found = { text: token, start: i, end: i + len, ...byName, weak: len <= 3 };
    }
    if (found) {
      out.push(found);
      i = found.end;
    } else i++;
  }
  return out;
}
