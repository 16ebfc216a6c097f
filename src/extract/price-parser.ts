/**
 * parsePrice: the amount and currency in a price string as shops write it, with the currency
 * resolved from the page when the symbol is ambiguous.
 */
import {
  findCurrencyTokens,
  isIsoCode,
  pageRegions,
  resolveCodes,
  THREE_DECIMALS,
  type CurrencyToken,
} from './currency';
import { DECIMAL_MARK, findNumbers, type NumberSpan } from './price-number';
import type { ParsedPrice, PriceHints } from './types';

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
    if (!GLUE.test(text.slice(edge, t.start).replace(/^[.,]-{1,2}/, ''))) break;
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
export function parsePrice(raw: string, hints: PriceHints = {}): ParsedPrice | null {
  try {
    const text = normalise(raw);
    const sep = hints.decimalSeparator;
    const unusual = sep && sep !== '.' && sep !== ',' && sep.length === 1;
    const numberText = unusual
      ? text.replace(new RegExp(`(?<=\\d)${sep.replace(/[$^\\.*+?()[\]{}|]/g, '\\$&')}(?=\\s?\\d)`, 'g'), DECIMAL_MARK)
      : text;
    const price = parse(text, hints, numberText, unusual ? undefined : sep);
    if (price && price.currencyText !== null) return price;
    const own = findCurrencyTokens(text).find((t) => !t.weak);
    const named = hints.currencyHint ? findCurrencyTokens(normalise(hints.currencyHint)) : [];
    const token = own ?? named.find((t) => !t.weak) ?? named[0];
    if (price) return token ? result(price.amount, price.maxAmount, token, hints, price.isFrom, price.isRange) : price;
    return FREE_RE.test(text) ? result(0, null, token, hints, false, false) : null;
  } catch {
    return null;
  }
}

/** The parser extraction uses: a price as a page shows it, `currencyHint` an ISO code at most. */
export function readPrice(raw: string, hints: PriceHints): ParsedPrice | null {
  try {
    const text = normalise(raw);
    return parse(text, hints, text);
  } catch {
    return null;
  }
}

function parse(text: string, hints: PriceHints, numberText: string, decimal?: string): ParsedPrice | null {
  const tokens = findCurrencyTokens(text);
  const threeDecimals = tokens.some((t) => t.codes[0] !== undefined && THREE_DECIMALS.has(t.codes[0]));
  const numbers = findNumbers(numberText, { decimal, threeDecimals }).filter((n) => standsAlone(text, n, tokens));
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
  return result(amount, max, token, hints, isFrom, max !== null);
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
  amount: number,
  max: number | null,
  token: CurrencyToken | undefined,
  hints: PriceHints,
  isFrom: boolean,
  isRange: boolean,
): ParsedPrice {
  const hintCode = hints.currencyHint?.trim().toUpperCase() ?? '';
  const preferred = isIsoCode(hintCode) ? hintCode : null;
  let currency: string | null = null;
  let guessed = false;
  if (token) {
    const resolved = resolveCodes(token.codes, preferred, pageRegions({ lang: hints.lang, domain: hints.domain }));
    currency = resolved.code;
    guessed = resolved.guessed;
  }
  return {
    amount: Math.abs(amount),
    currency,
    currencyText: token?.text ?? null,
    currencyGuessed: guessed,
    isRange,
    maxAmount: max,
    isFrom,
  };
}
