import { isItemIndex, itemIndexOf, type ItemIndex } from '../features/lists';
import type { ListItem } from '../features/lists';
import { isStateSnapshot, type StateSnapshot } from './state';
import { defineKey, defineKeyFamily, LIST_ITEMS_CACHE_PREFIX, STATE_CACHE_HEAD_NAME } from '../platform/state/storage-keys';

/**
 * The state cache's format. A cache written in another format is ignored, never misread: bump
 * this whenever what is cached changes shape.
 */
export const STATE_CACHE_VERSION = 5;

/** What a page paints its first frame from: the state without items, and the index of the items. */
export interface CachedState {
  snapshot: StateSnapshot;
  index: ItemIndex;
}

export function cachedStateOf(snapshot: StateSnapshot): CachedState {
  return { snapshot: { revision: snapshot.revision, state: { ...snapshot.state, items: {} } }, index: itemIndexOf(snapshot.state.items) };
}

/*
 * Cached values are stored as JSON strings rather than objects: chrome.storage converts an object
 * value by value on every write and read, while a string passes through whole.
 */

export const encodeCacheHead = (cached: CachedState): string => JSON.stringify({ version: STATE_CACHE_VERSION, ...cached });

export function decodeCacheHead(stored: unknown): CachedState | null {
  const value = parseJson(stored) as Partial<CachedState & { version: unknown }> | null;
  if (value?.version !== STATE_CACHE_VERSION || !isStateSnapshot(value.snapshot) || !isItemIndex(value.index)) return null;
  return { snapshot: value.snapshot, index: value.index };
}

export const encodeListItems = (items: readonly ListItem[]): string => JSON.stringify({ version: STATE_CACHE_VERSION, items });

export function decodeListItems(stored: unknown): ListItem[] | null {
  const value = parseJson(stored) as { version?: unknown; items?: unknown } | null;
  return value?.version === STATE_CACHE_VERSION && Array.isArray(value.items) ? (value.items as ListItem[]) : null;
}

/** The cache's head, stored as its JSON. */
export const STATE_CACHE_HEAD = defineKey<CachedState | null, string>(STATE_CACHE_HEAD_NAME, decodeCacheHead);

/** Each list's cached items under a key of their own, stored as their JSON. */
export const listItemsCacheKey = defineKeyFamily<ListItem[] | null, string>(LIST_ITEMS_CACHE_PREFIX, decodeListItems);

function parseJson(stored: unknown): unknown {
  if (typeof stored !== 'string') return null;
  try {
    return JSON.parse(stored);
  } catch {
    return null;
  }
}
