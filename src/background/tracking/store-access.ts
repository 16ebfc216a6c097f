import { storeOf } from '../../shared/product-key';

/**
 * The stores this browser may fetch, from the granted origin patterns: host names without `www.`.
 * A wildcard host (`*.shop.example`) grants the bare host too; all-hosts patterns name no store.
 */
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
