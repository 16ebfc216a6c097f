/** A price as the shopper reads it, in their own locale; the plain number when the currency is unknown. */
export function formatPrice(amount: number, currency: string | null, locale?: string): string {
  if (currency === null) return new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).format(amount);
  try {
    return new Intl.NumberFormat(locale, { style: 'currency', currency }).format(amount);
  } catch {
    return `${new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).format(amount)} ${currency}`;
  }
}
