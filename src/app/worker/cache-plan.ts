import type { ListItem } from '../../features/lists';
import { orderLists } from '../../features/lists';
import type { StateSnapshot } from '../state';
import { cachedStateOf, encodeCacheHead, encodeListItems, listItemsCacheKey, STATE_CACHE_HEAD } from '../state-cache';
import { sameData } from '../../platform/state/same-data';

/**
 * How much of chrome.storage.local's 10 MB the cached items may take. The head (the state without
 * items, and the item index) takes at most about 2 MB at the product's limits, so head and items
 * always fit, without asking for unlimitedStorage. At the limits (100 lists of 1,000 items, about
 * 57 MB) the first lists in the shopper's order are cached, up to the first that does not fit;
 * the others show once the worker has sent them.
 */
export const ITEM_CACHE_BUDGET_BYTES = 6 * 1024 * 1024;

/** What the cache in storage holds, as last written. */
export interface WrittenCache {
  head: string | null;
  /** The lists whose items are cached, with those items and the bytes they take. */
  lists: ReadonlyMap<string, { items: readonly ListItem[]; bytes: number }>;
}

export const EMPTY_CACHE: WrittenCache = { head: null, lists: new Map() };

export interface CacheWrite {
  set: Record<string, string>;
  remove: string[];
  /** What the cache holds once the write has succeeded. */
  written: WrittenCache;
}

/** What chrome.storage counts against its quota for a value: its key and its JSON. */
export const storedBytes = (key: string, value: string): number => new TextEncoder().encode(key + JSON.stringify(value)).length;

/**
 * What to write so that storage holds `snapshot`: the head whenever it changed, the items of each
 * list whose items changed, in the shopper's order while they fit the budget, and the removal of
 * lists no longer cached.
 */
export function planCacheWrite(snapshot: StateSnapshot, previous: WrittenCache, budgetBytes = ITEM_CACHE_BUDGET_BYTES): CacheWrite {
  const { state } = snapshot;
  const set: Record<string, string> = {};
  const lists = new Map<string, { items: readonly ListItem[]; bytes: number }>();
  let used = 0;
  for (const list of orderLists(state.lists ?? [], state.profile?.listOrder ?? [])) {
    const items = state.items[list.id];
    if (items === undefined) continue;
    const key = listItemsCacheKey(list.id);
    const before = previous.lists.get(list.id);
    const unchanged = before !== undefined && sameData(before.items, items);
    const encoded = unchanged ? null : encodeListItems(items);
    const bytes = encoded === null ? (before as { bytes: number }).bytes : storedBytes(key.name, encoded);
    // The lists after the first that does not fit are not even encoded: at the limits, that is most.
    if (used + bytes > budgetBytes) break;
    used += bytes;
    lists.set(list.id, { items, bytes });
    if (encoded !== null) Object.assign(set, key.entry(encoded));
  }
  const head = encodeCacheHead(cachedStateOf(snapshot));
  if (head !== previous.head) Object.assign(set, STATE_CACHE_HEAD.entry(head));
  const remove = [...previous.lists.keys()].filter((listId) => !lists.has(listId)).map((listId) => listItemsCacheKey(listId).name);
  return { set, remove, written: { head, lists } };
}
