/**
 * How long a `Retry-After` header asks to wait, in milliseconds from `now`: delay-seconds or an
 * HTTP date (RFC 9110 §10.2.3). Null when absent or unreadable; a date in the past means 0.
 */
export function parseRetryAfter(value: string | null, now: number): number | null {
  if (value === null) return null;
  const text = value.trim();
  if (/^\d+$/.test(text)) return Number(text) * 1000;
  // Only the IMF-fixdate and its obsolete forms name a weekday or a month; bare numbers did above.
  if (!/[a-z]{3}/i.test(text)) return null;
  const at = Date.parse(text);
  if (Number.isNaN(at)) return null;
  return Math.max(0, at - now);
}
