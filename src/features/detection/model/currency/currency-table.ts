/**
 * The full currency table (every ISO 4217 currency's symbols and names in every CLDR locale), built
 * from the generated data (src/features/detection/model/currency/currency-data.ts), and the scanner that finds currencies in
 * a price string. Worker side only: the data is far too big for the content script.
 */
import type { CurrencyToken } from '../extract/currency';
import { ABBREVIATIONS, WITHDRAWN_CODES } from './abbreviations';
import { CODES } from './currency-codes.generated';
import type { CurrencyData } from './currency-data';
import { fold } from './fold';
import { countAdd, rank, type Candidates, type Counts } from './ranking';

export interface CurrencyTable {
  /**
   * Every currency in `text`, in order: the longest symbol, abbreviation, code or name at each place,
   * never a piece of a longer word. A token found only folded and three letters or fewer ("chf",
   * "zl"), or a one- or two-letter symbol ("R", "Ft"), is weak: trusted only right next to a number.
   */
  findCurrencies: (text: string) => CurrencyToken[];
  isCurrencyCode: (code: string) => boolean;
  /** Digits after the decimal point (CLDR): 0 for JPY, CLP, IDR...; 3 for KWD...; 2 otherwise. */
  minorUnits: (code: string) => number;
}

interface Indexes {
  /** Symbols and abbreviations as written. */
  exact: Map<string, Candidates>;
  /** Names, their unit words, lower-case codes and symbols without their diacritics, folded. */
  folded: Map<string, Candidates>;
  codes: Set<string>;
  minorUnits: Map<string, number>;
  longest: number;
}

const BIDI = /[\u200e\u200f\u061c]/g;

function build({ symbols, names, minorUnits: minor }: CurrencyData): Indexes {
  const exact: Counts = new Map();
  const extraFolded: Counts = new Map();
  const codes = new Set([...CODES.split(' '), ...WITHDRAWN_CODES.split(' ')]);
  const addSymbol = (written: string, code: string, n: number): void => {
    // Bidi marks are invisible on the page and dropped from its text.
    const token = written.replace(BIDI, '');
    const forms = new Set([token]);
    // How symbols are typed: a final dot left out ("ر.ي", "лв", "රු"), Latin dots inside too ("F.Rw"),
    // hamza's seat as a plain alef ("د.ا"), a space before a dollar sign ("US $").
    if (/[\p{L}\p{M}]\.$/u.test(token)) forms.add(token.slice(0, -1));
    if (/^[A-Za-z]+(?:\.[A-Za-z]+)+\.?$/.test(token)) forms.add(token.replace(/\./g, ''));
    for (const form of [...forms]) forms.add(form.replace(/[أإآ]/g, 'ا'));
    if (/^[A-Z]{2,3}\$$/.test(token)) forms.add(token.replace('$', ' $'));
    for (const form of forms) countAdd(exact, form, code, n);
    const f = fold(token);
    // A symbol whose diacritics went ("zl", "kc"), or a mixed-case one of three letters or more in
    // another case ("Fbu", "KSH"); a case change alone makes a short one a word ("Ft" feet).
    const mixed = /\p{Lu}/u.test(token) && /\p{Ll}/u.test(token) && token.replace(/\P{L}/gu, '').length >= 3;
    if (f && (f !== token.toLowerCase() || mixed)) countAdd(extraFolded, f, code, n);
  };
  for (const line of symbols.split('\n')) {
    const [code, ...tokens] = line.split('\t') as [string, ...string[]];
    for (const entry of tokens) {
      const [written, n] = entry.split('\u0001') as [string, string];
      addSymbol(written, code, Number(n));
    }
  }
  for (const [code, tokens] of Object.entries(ABBREVIATIONS)) for (const token of tokens) addSymbol(token, code, 1);
  for (const code of codes) countAdd(extraFolded, code.toLowerCase(), code, 1);
  const folded = new Map<string, Candidates>();
  for (const line of names.split('\n')) {
    const [token, list, contenders] = line.split('\t') as [string, string, string];
    folded.set(token, { codes: list.split(' '), contenders: Number(contenders) });
  }
  for (const [token, byCode] of extraFolded) if (!folded.has(token)) folded.set(token, rank(byCode));
  const exactRanked = new Map<string, Candidates>();
  for (const [token, byCode] of exact) exactRanked.set(token, rank(byCode));
  const minorUnits = new Map<string, number>();
  for (const [n, list] of Object.entries(minor)) for (const code of list.split(' ')) minorUnits.set(code, Number(n));
  let longest = 3;
  for (const token of exactRanked.keys()) longest = Math.max(longest, token.length);
  for (const token of folded.keys()) longest = Math.max(longest, token.length);
  return { exact: exactRanked, folded, codes, minorUnits, longest };
}

export function buildCurrencyTable(data: CurrencyData): CurrencyTable {
  const indexes = build(data);
  return {
    findCurrencies: (text) => findCurrencies(indexes, text),
    isCurrencyCode: (code) => indexes.codes.has(code),
    minorUnits: (code) => indexes.minorUnits.get(code) ?? 2,
  };
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

function findCurrencies({ exact, folded, codes, longest }: Indexes, text: string): CurrencyToken[] {
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
