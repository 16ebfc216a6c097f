import { LIMITS } from '../platform/limits';

export type TypedPrice = { amount: number | null } | { error: 'invalid' | 'range' };

/**
 * Reads a price the shopper typed: digits with one decimal comma or point ("12,99", "1 234.50");
 * empty means no price.
 */
export function parseTypedPrice(text: string): TypedPrice {
  const compact = text.replace(/[\s'\u00a0\u202f]/g, '');
  if (compact === '') return { amount: null };
  const match = /^(\d{1,3}(?:[.,]\d{3})*|\d+)(?:[.,](\d{1,2}))?$/.exec(compact);
  if (match === null) return { error: 'invalid' };
  const whole = (match[1] ?? '').replace(/[.,]/g, '');
  const amount = Number(`${whole}.${match[2] ?? '0'}`);
  if (!(amount > 0) || amount >= LIMITS.priceExclusiveMax) return { error: 'range' };
  return { amount };
}

const CURRENCY_BY_REGION: Record<string, string> = {
  US: 'USD', GB: 'GBP', CA: 'CAD', AU: 'AUD', NZ: 'NZD', IN: 'INR', JP: 'JPY', CN: 'CNY', CH: 'CHF',
  SE: 'SEK', NO: 'NOK', DK: 'DKK', PL: 'PLN', CZ: 'CZK', BR: 'BRL', MX: 'MXN', ZA: 'ZAR',
  DE: 'EUR', FR: 'EUR', IT: 'EUR', ES: 'EUR', NL: 'EUR', AT: 'EUR', BE: 'EUR', IE: 'EUR', FI: 'EUR', PT: 'EUR',
};

/** A first guess at the shopper's currency from the browser's language ("de-DE" → EUR). */
export function guessCurrency(language: string): string {
  const region = language.split('-')[1]?.toUpperCase() ?? '';
  return CURRENCY_BY_REGION[region] ?? 'USD';
}
