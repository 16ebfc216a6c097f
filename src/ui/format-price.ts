/** Formatters by locale, currency and whether cents are shown: building one costs far more than formatting with it. */
const formatters = new Map<string, Intl.NumberFormat>();

function formatter(locale: string | undefined, currency: string | null, whole: boolean): Intl.NumberFormat {
  const key = `${locale ?? ''}|${currency ?? ''}|${whole}`;
  let cached = formatters.get(key);
  if (cached === undefined) {
    const digits = whole ? { minimumFractionDigits: 0, maximumFractionDigits: 0 } : {};
    cached =
      currency === null
        ? new Intl.NumberFormat(locale, { maximumFractionDigits: whole ? 0 : 2 })
        : new Intl.NumberFormat(locale, { style: 'currency', currency, ...digits });
    formatters.set(key, cached);
  }
  return cached;
}

/** A price as the shopper reads it, in their own locale; the plain number when the currency is unknown. */
export function formatPrice(amount: number, currency: string | null, locale?: string, options: { whole?: boolean } = {}): string {
  const whole = options.whole === true && Number.isInteger(amount);
  try {
    return formatter(locale, currency, whole).format(amount);
  } catch {
    return `${formatter(locale, null, whole).format(amount)} ${currency}`;
  }
}
