import type { TrackedItem } from './tracked-item';
import { itemKey, type QueueEntry } from './run-state';
import { isOnItsStore } from './store-access';

export interface DueOptions {
  now: number;
  intervalMs: number;
  /** This browser's own last checks, by `listId/itemId`. */
  ownChecks: Record<string, number>;
  storesWithAccess: readonly string[];
}

/**
 * The items due for a re-check, least recently checked first: checked by nobody (the synced
 * lastCheck) and not by this browser (its own record, which also covers checks whose write is
 * still pending) within the interval, on a store this browser may fetch, at an address on that store.
 */
export function dueItems(items: Record<string, TrackedItem[]>, options: DueOptions): QueueEntry[] {
  const { now, intervalMs, ownChecks } = options;
  const access = new Set(options.storesWithAccess);
  const due: { entry: QueueEntry; last: number }[] = [];
  for (const [listId, listItems] of Object.entries(items)) {
    for (const item of listItems) {
      if (!access.has(item.store) || !/^https?:/i.test(item.url) || !isOnItsStore(item)) continue;
      const last = Math.max(item.lastCheck?.at ?? 0, ownChecks[itemKey({ listId, itemId: item.id })] ?? 0);
      if (now - last < intervalMs) continue;
      due.push({ entry: { listId, itemId: item.id, store: item.store, manual: false }, last });
    }
  }
  return due.sort((a, b) => a.last - b.last).map(({ entry }) => entry);
}
