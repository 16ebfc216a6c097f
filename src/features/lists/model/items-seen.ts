/**
 * How far this browser has seen a list's items, so that a worker that wakes asks the server only
 * for what changed since (docs/data-model.md, "Following a list's items"): for each server time
 * an item write sets, the latest one this browser has received in a snapshot that holds every
 * later write of it. Every item write sets `updatedAt` to the request time, except a heartbeat,
 * which sets `lastCheck.at` alone; each is followed by its own query, and so has its own mark.
 */
export interface ItemsSeen {
  /** Microseconds since 1970 (Firestore's precision): every write whose `updatedAt` is earlier has reached this browser's cache. */
  updatedAt: number;
  /** Microseconds since 1970: every write whose `lastCheck.at` is earlier has reached this browser's cache. */
  checkedAt: number;
}

/** The fields the marks follow, as Firestore names them. */
export const SEEN_FIELDS = { updatedAt: 'updatedAt', checkedAt: 'lastCheck.at' } as const;
export type SeenMark = keyof typeof SEEN_FIELDS;

const isTime = (value: unknown): value is number => Number.isSafeInteger(value) && (value as number) >= 0;

/** A stored mark from an older or damaged value: none (the list is read whole once more). */
export function decodeItemsSeen(stored: unknown): ItemsSeen | null {
  if (typeof stored !== 'object' || stored === null) return null;
  const { updatedAt, checkedAt } = stored as Record<string, unknown>;
  return isTime(updatedAt) && isTime(checkedAt) ? { updatedAt, checkedAt } : null;
}

/**
 * The mark after a server snapshot that holds every document whose time is at or after `from`:
 * the latest of those times (`times`, one per document, null for a document without one), or
 * `from` when the snapshot holds none later. A snapshot is consistent at one moment, and a write
 * that reached the server after it carries a later time, so nothing at or after the new mark is
 * missing from what the browser has, except what it will be told of.
 */
export function advancedMark(from: number, times: readonly (number | null)[]): number {
  return times.reduce<number>((latest, time) => (time !== null && time > latest ? time : latest), from);
}

/** What the list's item counter says of the items this browser's cache holds. */
export type CountVerdict =
  | { kind: 'agrees' }
  /** One cached item is gone: the counter's latest step removed it. Reading it alone drops it from the cache. */
  | { kind: 'removed'; itemId: string }
  /** `missing` of these cached items, unchanged since the mark, are gone: which, `findRemoved` finds. */
  | { kind: 'search'; candidates: string[]; missing: number }
  /** Items are missing from the cache: read the list whole. */
  | { kind: 'reread' };

/**
 * Compares the list's item counter (`count` and the item of its latest step, a save or a removal)
 * with the items the cache holds. The counter steps in the same batch as every save and removal,
 * so a count lower than the cache's says how many removals the "changed since" queries cannot see
 * (a deleted document has no time): they are among the cached items the server has not said
 * changed since the mark (`changedIds`, every save since included). The latest step names the
 * removed item when there is one and that item is not among the changed. A count higher than the
 * cache's says items are missing from it.
 */
export function countVerdict(count: number, lastItemId: string | null, cachedIds: ReadonlySet<string>, changedIds: ReadonlySet<string>): CountVerdict {
  const missing = cachedIds.size - count;
  if (missing === 0) return { kind: 'agrees' };
  if (missing < 0) return { kind: 'reread' };
  if (missing === 1 && lastItemId !== null && cachedIds.has(lastItemId) && !changedIds.has(lastItemId)) return { kind: 'removed', itemId: lastItemId };
  const candidates = [...cachedIds].filter((itemId) => !changedIds.has(itemId)).sort();
  return { kind: 'search', candidates, missing };
}
