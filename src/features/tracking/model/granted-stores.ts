import type { TrackedItem } from './tracked-item';
import { storeOf } from '../../detection';
import type { TrackingState } from './tracking';

/**
 * The stores this browser may fetch, from the granted origin patterns: host names without `www.`.
 * A wildcard host (`*.shop.example`) grants the bare host too; all-hosts patterns name no store.
 */
/** Whether the granted patterns cover every https site (the "Detect as I browse" grant does). */
export function grantsAllStores(origins: readonly string[]): boolean {
  return origins.some((origin) => origin === '<all_urls>' || /^(?:\*|https):\/\/\*\/\*$/.test(origin));
}

export function storesOfOrigins(origins: readonly string[]): string[] {
  const stores = new Set<string>();
  for (const origin of origins) {
    const match = /^(?:https?|\*):\/\/(?:\*\.)?([^/*:]+)(?::\d+)?\//i.exec(origin);
    if (!match?.[1]) continue;
    const store = storeOf(`https://${match[1]}/`);
    if (store) stores.add(store);
  }
  return [...stores].sort();
}

/** The stores the engine may fetch: those granted one by one, or every saved product's store under an all-sites grant. */
export function accessibleStores(
  tracking: Pick<TrackingState, 'storesWithAccess' | 'allStores'>,
  items: Readonly<Record<string, readonly TrackedItem[]>>,
): string[] {
  if (!tracking.allStores) return tracking.storesWithAccess;
  const stores = new Set(tracking.storesWithAccess);
  for (const list of Object.values(items)) for (const item of list) if (item.store) stores.add(item.store);
  return [...stores].sort();
}
