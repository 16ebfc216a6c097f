import type { TrackedItem } from './tracked-item';
import type { Reading } from './tracking';
import { effectiveReading } from './record-plan';

/** A disagreeing visit asks for a check of its item at most this often (docs/tracking.md, "Stale readings"). */
export const VISIT_CHECK_SPACING_MS = 10 * 60 * 1000;

/** The drop threshold a disagreement is measured by when the item has no percentage-drop rule: 10 %. */
export const DEFAULT_DISAGREEMENT_BASIS_POINTS = 1000;

/**
 * What the worker does with a visit's reading of one saved item: record it (a newer reading) or
 * drop it (an older one, or one of unknown age), and whether to ask for one background check of
 * the item because the page disagrees with what the item says.
 */
export interface VisitVerdict {
  record: boolean;
  asksCheck: boolean;
}

/**
 * When the item's state was last read by anyone: its latest check (a visit or a re-check, synced
 * from every member), else the save that set its price.
 */
export function latestReadingAt(item: TrackedItem & { addedAt: number }): number {
  return item.lastCheck?.at ?? item.addedAt;
}

/**
 * Whether the reading tells something the item would alert on: another stock state, or a price
 * that differs from the item's by more than `basisPoints` of it (either way: a rise seen on a
 * page is as suspicious as a drop when the store says otherwise).
 */
export function disagrees(item: TrackedItem, reading: Reading, basisPoints: number): boolean {
  const effective = effectiveReading(item, reading);
  if (effective.outcome !== 'ok') return false;
  if (effective.availability !== item.availability) return true;
  if (effective.amount === null || item.price === null || item.price <= 0) return false;
  // In hundredths, so that 10 % of 74.00 is exactly 7.40 and not a float's hair more or less.
  const [seen, held] = [Math.round(effective.amount * 100), Math.round(item.price * 100)];
  return Math.abs(seen - held) * 10_000 > basisPoints * held;
}

/**
 * The stale-reading rule (docs/tracking.md): a visit dated after the item's latest reading is
 * recorded; one dated at or before it, or of unknown age (`pageTime` null: the browser served the
 * page from its own cache), never moves the item. Either asks for a check when it disagrees with
 * the item past the threshold: a newer page may have been served by a store's cache, an older one
 * may be the only sign of a change, and a check asked with `no-cache` decides.
 */
export function visitVerdict(item: TrackedItem, reading: Reading, pageTime: number | null, latestAt: number, basisPoints: number): VisitVerdict {
  const record = pageTime !== null && pageTime > latestAt;
  return { record, asksCheck: disagrees(item, reading, basisPoints) };
}

/**
 * When a re-check's answer left the store: the time it arrived less its `Age` (RFC 9111: the
 * seconds a cache between the store and the browser held it), so a copy a CDN made hours ago is
 * dated then. Without an `Age`, or with one that is not a number of seconds, the time it arrived.
 */
export function answeredAt(headers: Readonly<Record<string, string>>, arrivedAt: number): number {
  const age = headers['age']?.trim();
  if (age === undefined || !/^\d{1,9}$/.test(age)) return arrivedAt;
  return arrivedAt - Number(age) * 1000;
}

/** Whether a re-check's reading is no newer than the item's latest reading: then it changes nothing. */
export function isStaleCheck(item: TrackedItem & { addedAt: number }, reading: Reading): boolean {
  return reading.at <= latestReadingAt(item);
}
