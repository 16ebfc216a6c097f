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

export function parsePrice(text: string, hints: PriceHints = {}): ParsedPrice | null {
  try {
    return parse(text, hints);
  } catch {
    return null;
  }
}

function parse(raw: string, hints: PriceHints): ParsedPrice | null {
  if (typeof raw !== 'string') return null;
  const text = normalise(raw);
  const tokens = findCurrencyTokens(text);
  let numberText = text;
  const sep = hints.decimalSeparator;
  let decimal: string | undefined;
  if (sep === '.' || sep === ',') decimal = sep;
  else if (sep && sep.length === 1) {
    numberText = text.replace(new RegExp(`(?<=\\d)${sep.replace(/[$^\\.*+?()[\]{}|]/g, '\\$&')}(?=\\s?\\d)`, 'g'), DECIMAL_MARK);
  }
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
  token ??= tokens.find((t) => !t.weak);
  if (!token && hints.currencyHint) {
    const hintTokens = findCurrencyTokens(normalise(hints.currencyHint));
    token = hintTokens.find((t) => !t.weak) ?? hintTokens[0];
  }
  if (!chosen) {
    if (!FREE_RE.test(text)) return null;
    return result(0, null, token, hints, false, false);
  }
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
