import { storeOf } from '../../detection';
import type { TrackingState } from './tracking';

/** The demo stores run on the shopper's own machine, over plain http. */
function isLocal(store: string): boolean {
  return store === 'localhost' || store === '127.0.0.1';
}

/**
 * The host access that lets the worker re-check a store's pages: https only (plain http only for
 * local demo stores), with and without `www.`. Match patterns carry no port: one grant covers all.
 */
export function storeOrigins(store: string): string[] {
  if (isLocal(store)) return [`http://${store}/*`, `https://${store}/*`];
  return [`https://${store}/*`, `https://www.${store}/*`];
}

/** The store of a saved product's address, or null when it is not a web address. */
export function storeOfUrl(url: string): string | null {
  return storeOf(url) || null;
}

/**
 * Whether the item's address is on its store: its host without `www.` (storeOf) is `store`. The
 * engine fetches `url`, with the shopper's cookies, because it may fetch `store`; an item written
 * outside the app with another host in its address (firestore.rules refuses it since #29, not in
 * documents written before) is never fetched.
 */
export function isOnItsStore(item: { url: string; store: string }): boolean {
  return storeOfUrl(item.url) === item.store;
}

/** Whether this browser may fetch `store`'s pages (the worker publishes what it may fetch). */
export function hasStoreAccess(tracking: Pick<TrackingState, 'storesWithAccess' | 'allStores'>, store: string): boolean {
  return tracking.allStores || tracking.storesWithAccess.includes(store);
}

/** Whether this browser may re-check the product at `url`. */
export function isWatched(tracking: TrackingState, url: string): boolean {
  const store = storeOfUrl(url);
  return store !== null && hasStoreAccess(tracking, store);
}
