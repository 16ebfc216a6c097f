import type { Currency } from './types';

interface CurrencyStyle {
  decimals: number;
  groupSeparator: string;
  decimalSeparator: string;
  place: (number: string) => string;
}

const nbsp = '\u00a0';

// Written out by hand rather than with Intl so the pages are byte-for-byte stable across ICU versions.
const styles: Record<Currency, CurrencyStyle> = {
  USD: { decimals: 2, groupSeparator: ',', decimalSeparator: '.', place: (n) => `$${n}` },
  GBP: { decimals: 2, groupSeparator: ',', decimalSeparator: '.', place: (n) => `£${n}` },
  JPY: { decimals: 0, groupSeparator: ',', decimalSeparator: '.', place: (n) => `¥${n}` },
  EUR: { decimals: 2, groupSeparator: '.', decimalSeparator: ',', place: (n) => `${n}${nbsp}€` },
  CHF: { decimals: 2, groupSeparator: "'", decimalSeparator: '.', place: (n) => `CHF${nbsp}${n}` },
  PLN: { decimals: 2, groupSeparator: nbsp, decimalSeparator: ',', place: (n) => `${n}${nbsp}zł` },
};

export function currencyDecimals(currency: Currency): number {
  return styles[currency].decimals;
}

function toMinorUnits(amount: number, currency: Currency): number {
  return Math.round(amount * 10 ** currencyDecimals(currency));
}

export function hasValidDecimals(amount: number, currency: Currency): boolean {
  const scaled = amount * 10 ** currencyDecimals(currency);
  return Math.abs(scaled - Math.round(scaled)) < 1e-6;
}

/** The machine-readable amount used in structured data: `1234.50`, `1234` for JPY. */
export function formatPlainAmount(amount: number, currency: Currency): string {
  return amount.toFixed(currencyDecimals(currency));
}

/** The amount as a shopper in the currency's home locale reads it: `1.234,56 €`, `CHF 1'234.50`. */
export function formatPrice(amount: number, currency: Currency): string {
  const style = styles[currency];
  const [whole = '0', fraction] = formatPlainAmount(amount, currency).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, style.groupSeparator);
  return style.place(fraction === undefined ? grouped : `${grouped}${style.decimalSeparator}${fraction}`);
}

/** One instalment, rounded up to the minor unit so the instalments never sum to less than the price. */
export function instalmentAmount(amount: number, count: number, currency: Currency): number {
  const minor = Math.ceil(toMinorUnits(amount, currency) / count);
  return minor / 10 ** currencyDecimals(currency);
}
