import type { AlertEntry } from './alerts';
import type { PricePoint } from '../../tracking';
import { hourIdOf } from '../../tracking';

/**
 * "Wrong price" on an observation the shopper may not remove (a viewer's alert on another
 * member's observation) withdraws their alert and leaves the observation in the list's history. The
 * withdrawn alerts of the feed are this shopper's record of it: their engine leaves out the
 * points of those hours, for that item. (Where the observation was removed, this is a no-op.)
 */
export function withdrawnHours(feed: readonly AlertEntry[] | null, listId: string, itemId: string): Set<string> {
  const hours = new Set<string>();
  for (const alert of feed ?? []) {
    if (alert.withdrawn && alert.listId === listId && alert.itemId === itemId) hours.add(hourIdOf(alert.observedAt));
  }
  return hours;
}

/** The item's points without those the shopper called wrong. */
export function withoutWithdrawn(points: readonly PricePoint[], hours: ReadonlySet<string>): PricePoint[] {
  return hours.size === 0 ? [...points] : points.filter((point) => !hours.has(hourIdOf(point.at)));
}
