import { isStateSnapshot, type StateSnapshot } from './state';

/**
 * The state cache (STORAGE_KEYS.stateCache) is stored as one JSON string rather than as an object:
 * chrome.storage converts an object value by value on every write and read, which with 1,000 items
 * is most of the popup's wait before its first paint, while a string passes through whole.
 */
export const encodeStateCache = (snapshot: StateSnapshot): string => JSON.stringify(snapshot);

/** The cached snapshot, from a string or (as older versions stored it) an object; null when unusable. */
export function decodeStateCache(stored: unknown): StateSnapshot | null {
  let value = stored;
  if (typeof stored === 'string') {
    try {
      value = JSON.parse(stored);
    } catch {
      return null;
    }
  }
  return isStateSnapshot(value) ? value : null;
}
