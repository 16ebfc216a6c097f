import type { PricePoint } from '../model/tracking';
import type { PricedPoint } from './chart-points';

const DAY = 24 * 3600 * 1000;

/** A price that held from `from` until `to` (ms): from one priced observation to the next. */
export interface PriceStep {
  from: number;
  to: number;
  amount: number;
}

/** A time the product was out of stock, from the check that saw it gone to the one that saw it back. */
export interface StockGap {
  from: number;
  to: number;
}

export type PriceVerdict = 'low' | 'typical' | 'high';

export interface PriceStats {
  lowest: number;
  highest: number;
  /** The time-weighted median: the price the product had for half of the time shown. */
  typical: number;
  /** The middle half of the time (time-weighted 25th to 75th percentile): "typically X–Y". */
  typicalLow: number;
  typicalHigh: number;
  /** The current price against the typical range. */
  verdict: PriceVerdict;
  /** Whole days the current price has been the lowest seen, when it is lower than an earlier one; else null. */
  lowestInDays: number | null;
}

/**
 * Only checks that found a price in the item's currency are prices; a failed check (bot check,
 * timeout…) is a state, and the price before it still holds.
 */
export function pricedPoints(points: readonly PricedPoint[], currency: string | null): PricedPoint[] {
  return points.filter(
    (point) => point.outcome === 'ok' && point.amount !== null && (currency === null || point.currency === currency),
  );
}

/** The price steps over [start, now]: equal neighbours merge, the last step runs until now. */
export function priceSteps(points: readonly PricedPoint[], currency: string | null, start: number, now: number): PriceStep[] {
  const steps: PriceStep[] = [];
  for (const point of pricedPoints(points, currency)) {
    const amount = point.amount as number;
    const from = Math.max(point.at, start);
    const previous = steps.at(-1);
    if (previous !== undefined && previous.amount === amount) continue;
    if (previous !== undefined) previous.to = from;
    if (from < now) steps.push({ from, to: now, amount });
  }
  return steps.filter((step) => step.to > step.from);
}

/** The spans the product was out of stock, by the checks that could read the page. */
export function stockGaps(points: readonly PricePoint[], start: number, now: number): StockGap[] {
  const gaps: StockGap[] = [];
  let open: number | null = null;
  for (const point of points) {
    if (point.outcome !== 'ok' || point.availability === 'unknown') continue;
    const at = Math.min(Math.max(point.at, start), now);
    if (point.availability === 'out-of-stock') open ??= at;
    else if (open !== null) {
      gaps.push({ from: open, to: at });
      open = null;
    }
  }
  if (open !== null) gaps.push({ from: open, to: now });
  return gaps.filter((gap) => gap.to > gap.from);
}

/** The price held for `fraction` of the time the steps cover (each price weighted by how long it held). */
export function timeWeightedQuantile(steps: readonly PriceStep[], fraction: number): number | null {
  const sorted = [...steps].sort((a, b) => a.amount - b.amount);
  const total = sorted.reduce((sum, step) => sum + (step.to - step.from), 0);
  if (total === 0) return null;
  let covered = 0;
  for (const step of sorted) {
    covered += step.to - step.from;
    if (covered >= fraction * total) return step.amount;
  }
  return (sorted.at(-1) as PriceStep).amount;
}

/**
 * How long the current (last) price has been the lowest: whole days back to the most recent time
 * the price was lower, or to the start of what is known. Null when it is not lower than any earlier
 * price (a price that never moved is not news).
 */
export function lowestInDays(steps: readonly PriceStep[], now: number): number | null {
  const current = steps.at(-1);
  if (current === undefined) return null;
  const earlier = steps.slice(0, -1);
  if (!earlier.some((step) => step.amount > current.amount)) return null;
  const lower = earlier.filter((step) => step.amount < current.amount).at(-1);
  const since = lower === undefined ? (steps[0] as PriceStep).from : lower.to;
  const days = Math.floor((now - since) / DAY);
  return days >= 1 ? days : null;
}

/** Lowest, highest and typical price over the steps, and how the current price compares; null without prices. */
export function priceStats(steps: readonly PriceStep[], now: number): PriceStats | null {
  const current = steps.at(-1);
  const typical = timeWeightedQuantile(steps, 0.5);
  const typicalLow = timeWeightedQuantile(steps, 0.25);
  const typicalHigh = timeWeightedQuantile(steps, 0.75);
  if (current === undefined || typical === null || typicalLow === null || typicalHigh === null) return null;
  const amounts = steps.map((step) => step.amount);
  return {
    lowest: Math.min(...amounts),
    highest: Math.max(...amounts),
    typical,
    typicalLow,
    typicalHigh,
    verdict: current.amount < typicalLow ? 'low' : current.amount > typicalHigh ? 'high' : 'typical',
    lowestInDays: lowestInDays(steps, now),
  };
}
