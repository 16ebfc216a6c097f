export interface PriceChange {
  direction: 'up' | 'down';
  /** The change as a fraction of the saved price, always positive. */
  fraction: number;
}

/** How the price moved since the item was saved; null when it did not, or when either is unknown. */
export function priceChange(savedPrice: number | null, price: number | null): PriceChange | null {
  if (savedPrice === null || price === null || savedPrice <= 0 || price === savedPrice) return null;
  return { direction: price < savedPrice ? 'down' : 'up', fraction: Math.abs(price - savedPrice) / savedPrice };
}

const percentFormats = new Map<string, Intl.NumberFormat>();

/** "12%", or "0.4%" for changes too small to round to a whole percent. */
export function formatPercent(fraction: number, locale?: string): string {
  const digits = fraction < 0.01 ? 1 : 0;
  const key = `${locale ?? ''}|${digits}`;
  let format = percentFormats.get(key);
  if (format === undefined) {
    format = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: digits });
    percentFormats.set(key, format);
  }
  return format.format(fraction);
}
