import type { ListItem } from '../../features/lists';
import type { AppState, StateSnapshot } from '../state';
import { listItemsCacheKey, STATE_CACHE_HEAD } from '../state-cache';
import { defineKey, LEGACY_STATE_CACHE_NAME } from '../../platform/state/storage-keys';
import { EMPTY_CACHE, planCacheWrite, storedBytes, type WrittenCache } from './cache-plan';
import { sameData } from '../../platform/state/same-data';

/** Read only to be removed: whether it is still there. */
const LEGACY_STATE_CACHE = defineKey<boolean, never>(LEGACY_STATE_CACHE_NAME, (stored) => stored !== undefined);

/** The part of chrome.storage.local the store uses (browser.storage.local itself in the worker). */
export interface CacheStorage {
  get(keys: string[]): Promise<Record<string, unknown>>;
  set(entries: Record<string, string>): Promise<void>;
  remove(keys: string[]): Promise<void>;
}

export interface StateStore {
  /** Resolves once the cached revision is restored, so revisions keep growing across restarts. */
  readonly ready: Promise<void>;
  snapshot(): StateSnapshot;
  update(change: (state: AppState) => AppState): void;
  subscribe(listener: (snapshot: StateSnapshot) => void): () => void;
}

/**
 * After a state cache write, later revisions wait this long, so that a burst of them (20 lists'
 * snapshots as the worker starts, a batch of saves) is written once, as its latest revision,
 * rather than once per revision.
 */
export const PERSIST_INTERVAL_MS = 250;

/**
 * After a restore from the cache, the first write waits this long. The restore keeps neither the
 * alert feed nor the tracking state (see restore-cached-state.ts), so the listeners publish them
 * back soon after it (0.5 s on an idle machine, up to 2.1 s on a loaded one in bench:worker):
 * written at once, the restored revision would be a head without them, and a wake with nothing
 * changed would write twice. Storage still holds the cache the state was restored from, so a
 * worker stopped meanwhile loses only what changed in these seconds.
 */
export const RESTORED_WRITE_HOLD_MS = 3_000;

/**
 * Holds the state the pages see and mirrors it to storage, where the popup reads it to paint
 * before the worker (possibly just woken) answers: the state without items and an index of them
 * in one key, each list's items in a key of its own (see cache-plan.ts). Pages get every revision
 * at once; storage gets the latest one, at most once per PERSIST_INTERVAL_MS and one write at a
 * time, none before the cache is read (nor for RESTORED_WRITE_HOLD_MS after a restore from it), and
 * a failed write shows in the state (`cacheWriteFailed`) until one succeeds.
 */
export function createStateStore(
  initial: AppState,
  storage: CacheStorage,
  options: {
    /** What of the cached state a new worker keeps until it knows better (e.g. the account). */
    restore?: (cached: AppState, fresh: AppState) => AppState;
    reportError?: (error: unknown) => void;
  } = {},
): StateStore {
  const { restore = (_cached: AppState, fresh: AppState) => fresh, reportError = console.error } = options;
  let current: StateSnapshot = { revision: 0, state: initial };
  const listeners = new Set<(snapshot: StateSnapshot) => void>();
  // Held until the cache is read: a revision published before it would overwrite the cache with a
  // state that lacks the account and lists, and with a lower revision.
  let persisting = true;
  let written: WrittenCache = EMPTY_CACHE;

  async function write(snapshot: StateSnapshot): Promise<void> {
    const plan = planCacheWrite(snapshot, written);
    if (Object.keys(plan.set).length > 0) await storage.set(plan.set);
    if (plan.remove.length > 0) await storage.remove(plan.remove);
    written = plan.written;
  }

  function showCacheWriteFailed(failed: boolean): void {
    if (current.state.cacheWriteFailed !== failed) publish({ ...current.state, cacheWriteFailed: failed });
  }

  /** Writes the current revision now, then holds later ones back for the interval and writes the latest. */
  function persist(): void {
    if (persisting) return;
    persisting = true;
    const writing = current;
    void write(writing)
      .then(
        () => showCacheWriteFailed(false),
        (error: unknown) => {
          reportError(error);
          showCacheWriteFailed(true);
        },
      )
      .then(() => new Promise((resolveHold) => setTimeout(resolveHold, PERSIST_INTERVAL_MS)))
      .then(() => {
        persisting = false;
        if (current !== writing) persist();
      });
  }

  function publish(state: AppState): void {
    current = { revision: current.revision + 1, state };
    persist();
    for (const listener of listeners) listener(current);
  }

  async function readCache(): Promise<StateSnapshot | null> {
    const stored = await storage.get([STATE_CACHE_HEAD.name, LEGACY_STATE_CACHE.name]);
    if (LEGACY_STATE_CACHE.read(stored)) void storage.remove([LEGACY_STATE_CACHE.name]).catch(reportError);
    const head = STATE_CACHE_HEAD.read(stored);
    if (head === null) return null;
    const keys = (head.snapshot.state.lists ?? []).map((list) => ({ listId: list.id, key: listItemsCacheKey(list.id) }));
    const storedItems = await storage.get(keys.map(({ key }) => key.name));
    const items: Record<string, ListItem[]> = {};
    const lists = new Map<string, { items: readonly ListItem[]; bytes: number }>();
    for (const { listId, key } of keys) {
      const listItems = key.read(storedItems);
      if (listItems === null) continue;
      items[listId] = listItems;
      lists.set(listId, { items: listItems, bytes: storedBytes(key.name, storedItems[key.name] as string) });
    }
    written = { head: null, lists };
    return { revision: head.snapshot.revision, state: { ...head.snapshot.state, items } };
  }

  function release(): void {
    persisting = false;
    persist();
  }

  const ready = readCache().then(
    (cached) => {
      if (cached === null) {
        publish(current.state);
        release();
        return;
      }
      current = { revision: Math.max(cached.revision, current.revision), state: current.state };
      publish(restore(cached.state, current.state));
      setTimeout(release, RESTORED_WRITE_HOLD_MS);
    },
    (error: unknown) => {
      reportError(error);
      publish(current.state);
      release();
    },
  );

  return {
    ready,
    snapshot: () => current,
    update(change) {
      const next = change(current.state);
      // The state restored from storage differs from fresh snapshots in its key order only.
      if (sameData(next, current.state)) return;
      publish(next);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
