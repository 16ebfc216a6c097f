import type { PricePoint, TrendPoint } from '../model/tracking';

/** What the chart's price steps need of a point. */
export type PricedPoint = Pick<PricePoint, 'at' | 'amount' | 'currency' | 'outcome'>;

/**
 * The points the chart's price steps are drawn from, oldest first: the history's observations and
 * the item's trend points that found a price. An observation's document is its hour, so a second
 * change within one hour replaces the first in the history, while the trend (which the list row
 * draws) keeps both: without it the chart would lose a price the row shows. A trend point with a
 * price is an ok reading in the item's currency; one the history still holds merges with it.
 */
export function chartPoints(points: readonly PricePoint[], trend: readonly TrendPoint[], currency: string | null): PricedPoint[] {
  const fromTrend = trend.flatMap((point): PricedPoint[] =>
    point.amount === null ? [] : [{ at: point.at, amount: point.amount, currency, outcome: 'ok' }],
  );
  return [...points, ...fromTrend].sort((a, b) => a.at - b.at);
}
