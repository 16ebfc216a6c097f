import type { Availability } from '../../detection';
import type { TrendPoint } from './tracking';

/** How long a row says "Back in stock" after the item came back. */
export const BACK_IN_STOCK_SHOWN_MS = 7 * 24 * 3600 * 1000;

/** The item's stock as a row shows it: its state, since when (null when the trend does not say), and whether it just came back. */
export interface StockView {
  availability: Availability;
  since: number | null;
  backInStock: boolean;
}

/**
 * Reads the item's stock from its trend (change points, oldest first): the state held since the
 * first point of the trend's latest run of that state. Points that could not tell the stock
 * ('unknown') neither start nor end a run. The trend's latest point must agree with the item: a
 * trend that says otherwise (written before the item) gives no date.
 */
export function stockView(availability: Availability, trend: readonly TrendPoint[], now: number): StockView {
  const known = trend.filter((point) => point.availability !== 'unknown');
  const latest = known.at(-1);
  if (availability === 'unknown' || latest === undefined || latest.availability !== availability) return { availability, since: null, backInStock: false };
  let start = known.length - 1;
  while (start > 0 && known[start - 1]?.availability === availability) start -= 1;
  const since = known[start]?.at ?? null;
  const before = known[start - 1]?.availability;
  const backInStock = availability === 'in-stock' && before === 'out-of-stock' && since !== null && now - since < BACK_IN_STOCK_SHOWN_MS;
  return { availability, since, backInStock };
}
