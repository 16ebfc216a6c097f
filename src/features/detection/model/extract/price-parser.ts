/**
 * parsePrice: the amount and currency in a price string as shops write it, with the currency
 * resolved from the page when the symbol is ambiguous.
 */
import {
  findCurrencyTokens,
  isIsoCode,
  resolveCodes,
  THREE_DECIMALS,
  type CurrencyToken,
} from './currency';
import { DECIMAL_MARK, findNumbers, type NumberSpan } from './price-number';
import type { ParsedPrice, PriceHints } from './types';

/** What the parser knows about currencies: the content script's small table, or the worker's full one. */
export interface CurrencyLexicon {
  find(text: string): CurrencyToken[];
  /** Picks one of a token's candidate codes; `code` null and `uncertain` when nothing decides. */
  resolve(token: CurrencyToken, preferred: string | null, hints: PriceHints): { code: string | null; guessed: boolean; uncertain: boolean };
  isCode(code: string): boolean;
  /** Digits after the decimal point: 0 (JPY, CLP...), 2, or 3 (KWD...). */
  minorUnits(code: string): number;
}

/** The content script's lexicon: a short table of symbols; an ambiguous one is guessed, for the worker to settle. */
export const SMALL_LEXICON: CurrencyLexicon = {
  find: findCurrencyTokens,
  resolve: (token, preferred) => ({ ...resolveCodes(token.codes, preferred), uncertain: false }),
  isCode: isIsoCode,
  minorUnits: (code) => (THREE_DECIMALS.has(code) ? 3 : 2),
};

const MAX_LENGTH = 400;
const FREE_RE = /(?<!\p{L})(?:free|gratis|kostenlos|gratuit|gratuito|zdarma|бесплатно)(?!\p{L})/iu;
const FROM_RE =
  /(?<!\p{L})(?:from|starting at|starts at|ab|dès|des|à partir de|a partir de|a partire da|desde|vanaf|fra|från|od|от|da)\s*:?\s*$/iu;
const RANGE_SEP_RE = /^\s*(?:-|–|—|~|to|bis|à|a|até|до|tot)\s*$/iu;
const GLUE = /^[\s:]{0,3}$/;

function normalise(text: string): string {
  if (typeof text !== 'string') throw new TypeError('not a string');
  return text
    .slice(0, MAX_LENGTH)
    .replace(/&nbsp;|&#160;|&#xa0;/gi, ' ')
    .replace(/&amp;/gi, '&')
    .replace(/[\u00a0\u2000-\u200b\u202f\u205f\u3000\t\r\n]/g, ' ');
}

/** Tokens right before or after the number, joined only by spaces or a colon. */
function adjacentTokens(text: string, tokens: CurrencyToken[], n: NumberSpan): CurrencyToken[] {
  const out: CurrencyToken[] = [];
  let edge = n.start;
  for (let k = tokens.length - 1; k >= 0; k--) {
    const t = tokens[k]!;
    if (t.end > edge) continue;
    if (!GLUE.test(text.slice(t.end, edge))) break;
    out.push(t);
    edge = t.start;
  }
  edge = n.end;
  for (const t of tokens) {
    if (t.start < edge) continue;
    if (!GLUE.test(text.slice(edge, t.start).replace(/^[.,][-–—]{1,2}/, ''))) break;
    out.push(t);
    edge = t.end;
  }
  return out;
}

/** The most specific token: fewest candidate currencies, an ISO code rather than a symbol. */
function mostSpecific(tokens: CurrencyToken[]): CurrencyToken | undefined {
  let best: CurrencyToken | undefined;
  for (const t of tokens) {
    const rank = (x: CurrencyToken): number => (x.codes.length === 0 ? 99 : x.codes.length);
    if (!best || rank(t) < rank(best)) best = t;
  }
  return best;
}

/** Not part of a word or a percentage: "A4", "MX924", "40%". */
function standsAlone(text: string, n: NumberSpan, tokens: CurrencyToken[]): boolean {
  const before = text[n.start - 1];
  const after = text.slice(n.end, n.end + 2);
  if (/^\s?%/.test(after)) return false;
  const inToken = (p: number): boolean => tokens.some((t) => p >= t.start && p < t.end);
  if (before !== undefined && /\p{L}/u.test(before) && !inToken(n.start - 1)) return false;
  const a = after[0];
  if (a !== undefined && /\p{L}/u.test(a) && !inToken(n.end)) return false;
  return true;
}

/**
 * The full parser, for strings on their own: also takes a decimal separator the caller knows,
 * a currency named apart from the price ("Price in £:"), and reads "Free" as 0.
 */
export function parsePriceWith(lexicon: CurrencyLexicon, raw: string, hints: PriceHints = {}): ParsedPrice | null {
  try {
    const text = normalise(raw);
    const sep = hints.decimalSeparator;
    const unusual = sep && sep !== '.' && sep !== ',' && sep.length === 1;
    const numberText = unusual
      ? text.replace(new RegExp(`(?<=\\d)${sep.replace(/[$^\\.*+?()[\]{}|]/g, '\\$&')}(?=\\s?\\d)`, 'g'), DECIMAL_MARK)
      : text;
    const price = parse(lexicon, text, hints, numberText, unusual ? undefined : sep);
    if (price && price.currencyText !== null) return price;
    const own = lexicon.find(text).find((t) => !t.weak);
    const named = hints.currencyHint ? lexicon.find(normalise(hints.currencyHint)) : [];
    // A weak token in the hint only when it is the whole hint ("R"), not a word in a sentence.
    const token = own ?? named.find((t) => !t.weak) ?? named.find((t) => t.text === hints.currencyHint?.trim());
    if (price) return token ? result(lexicon, price.amount, price.maxAmount, token, hints, price.isFrom, price.isRange) : price;
    return FREE_RE.test(text) ? result(lexicon, 0, null, token, hints, false, false) : null;
  } catch {
    return null;
  }
}

/** The parser extraction uses: a price as a page shows it, `currencyHint` an ISO code at most. */
export function readPrice(raw: string, hints: PriceHints): ParsedPrice | null {
  try {
    const text = normalise(raw);
    return parse(SMALL_LEXICON, text, hints, text);
  } catch {
    return null;
  }
}

function parse(lexicon: CurrencyLexicon, text: string, hints: PriceHints, numberText: string, decimal?: string): ParsedPrice | null {
  const tokens = lexicon.find(text);
  const units = (t: CurrencyToken): number | null => (t.codes.length > 0 && t.codes.every((c) => lexicon.minorUnits(c) === lexicon.minorUnits(t.codes[0]!)) ? lexicon.minorUnits(t.codes[0]!) : null);
  const threeDecimals = tokens.some((t) => units(t) === 3);
  const noDecimals = tokens.length > 0 && tokens.every((t) => units(t) === 0);
  const numbers = findNumbers(numberText, { decimal, threeDecimals, noDecimals }).filter((n) => standsAlone(text, n, tokens));
  let chosen: NumberSpan | undefined;
  let token: CurrencyToken | undefined;
  for (const n of numbers) {
    const near = adjacentTokens(text, tokens, n).filter((t) => t.codes.length > 0 || !t.weak);
    if (near.length > 0) {
      chosen = n;
      token = mostSpecific(near);
      break;
    }
  }
  chosen ??= numbers[0];
  if (!chosen) return null;
  token ??= tokens.find((t) => !t.weak);
  let amount = chosen.value;
  let max: number | null = null;
  let isFrom = FROM_RE.test(stripCurrency(text.slice(Math.max(0, chosen.start - 30), chosen.start), tokens, chosen.start));
  const index = numbers.indexOf(chosen);
  const prev = numbers[index - 1];
  const next = numbers[index + 1];
  if (prev && prev.value < amount && RANGE_SEP_RE.test(stripCurrency(text.slice(prev.end, chosen.start), tokens, chosen.start, prev.end))) {
    max = amount;
    amount = prev.value;
    isFrom ||= FROM_RE.test(text.slice(Math.max(0, prev.start - 30), prev.start));
  } else if (next && next.value > amount && RANGE_SEP_RE.test(stripCurrency(text.slice(chosen.end, next.start), tokens, next.start, chosen.end))) {
    max = next.value;
  }
  return result(lexicon, amount, max, token, hints, isFrom, max !== null);
}

/** Removes currency tokens from a slice of the text so "£6.95 - £9.95" reads as "6.95 - 9.95". */
function stripCurrency(slice: string, tokens: CurrencyToken[], end: number, start = end - slice.length): string {
  let out = slice;
  for (const t of tokens) {
    if (t.start >= start && t.end <= end) out = out.replace(t.text, ' ');
  }
  return out;
}

function result(
  lexicon: CurrencyLexicon,
  amount: number,
  max: number | null,
  token: CurrencyToken | undefined,
  hints: PriceHints,
  isFrom: boolean,
  isRange: boolean,
): ParsedPrice {
  const hintCode = hints.currencyHint?.trim().toUpperCase() ?? '';
  const preferred = lexicon.isCode(hintCode) ? hintCode : null;
  let currency: string | null = null;
  let guessed = false;
  let uncertain = false;
  if (token) {
    const resolved = lexicon.resolve(token, preferred, hints);
    currency = resolved.code;
    guessed = resolved.guessed;
    uncertain = resolved.uncertain;
  }
  return {
    amount: Math.abs(amount),
    currency,
    currencyText: token?.text ?? null,
    currencyGuessed: guessed,
    currencyUncertain: uncertain,
    isRange,
    maxAmount: max,
    isFrom,
  };
}
