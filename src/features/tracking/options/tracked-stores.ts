import type { ListItem } from '../../lists';
import { storeOfUrl } from '../model/store-access';
import type { CheckOutcome, TrackingState } from '../model/tracking';

export interface TrackedStore {
  store: string;
  /** Saved products from this store, across every list. */
  items: number;
  /** Set while the store is backing off after errors. */
  backoff: { until: number; outcome: CheckOutcome } | null;
}

/** The stores this browser may check, by name, with how many saved products each holds. */
export function trackedStores(tracking: TrackingState, items: Record<string, readonly ListItem[]>, now: number): TrackedStore[] {
  const counts = new Map<string, number>();
  for (const list of Object.values(items)) {
    for (const item of list) {
      const store = storeOfUrl(item.url);
      if (store !== null) counts.set(store, (counts.get(store) ?? 0) + 1);
    }
  }
  return [...tracking.storesWithAccess].sort().map((store) => {
    const backoff = tracking.storeBackoff[store];
    return { store, items: counts.get(store) ?? 0, backoff: backoff !== undefined && backoff.until > now ? backoff : null };
  });
}
