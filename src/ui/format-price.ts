/** Formatters by locale and currency: building one costs far more than formatting with it. */
const formatters = new Map<string, Intl.NumberFormat>();

function formatter(locale: string | undefined, currency: string | null): Intl.NumberFormat {
  const key = `${locale ?? ''}|${currency ?? ''}`;
  let cached = formatters.get(key);
  if (cached === undefined) {
    cached =
      currency === null
        ? new Intl.NumberFormat(locale, { maximumFractionDigits: 2 })
        : new Intl.NumberFormat(locale, { style: 'currency', currency });
    formatters.set(key, cached);
  }
  return cached;
}

/** A price as the shopper reads it, in their own locale; the plain number when the currency is unknown. */
export function formatPrice(amount: number, currency: string | null, locale?: string): string {
  try {
    return formatter(locale, currency).format(amount);
  } catch {
    return `${formatter(locale, null).format(amount)} ${currency}`;
  }
}
