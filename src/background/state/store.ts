import type { AppState, StateSnapshot } from '../../shared/state';
import { decodeStateCache, encodeStateCache } from '../../shared/state-cache';
import { sameData } from './same-data';

export interface KeyValueStorage {
  get(key: string): Promise<unknown>;
  set(key: string, value: unknown): Promise<void>;
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
 * rather than once per revision: each write is the whole state, hundreds of kB with 1,000 items.
 */
export const PERSIST_INTERVAL_MS = 250;

/**
 * Holds the state the pages see and mirrors it to storage, where the popup reads it to paint
 * before the worker (possibly just woken) answers. Pages get every revision at once; storage gets
 * the latest one, at most once per PERSIST_INTERVAL_MS and one write at a time.
 */
export function createStateStore(
  initial: AppState,
  storage: KeyValueStorage,
  cacheKey: string,
  options: {
    /** What of the cached state a new worker keeps until it knows better (e.g. the account). */
    restore?: (cached: AppState, fresh: AppState) => AppState;
    reportError?: (error: unknown) => void;
  } = {},
): StateStore {
  const { restore = (_cached: AppState, fresh: AppState) => fresh, reportError = console.error } = options;
  let current: StateSnapshot = { revision: 0, state: initial };
  const listeners = new Set<(snapshot: StateSnapshot) => void>();
  let persisting = false;

  /** Writes the current revision now, then holds later ones back for the interval and writes the latest. */
  function persist(): void {
    if (persisting) return;
    persisting = true;
    const written = current;
    void storage
      .set(cacheKey, encodeStateCache(written))
      .catch(reportError)
      .then(() => new Promise((resolveHold) => setTimeout(resolveHold, PERSIST_INTERVAL_MS)))
      .then(() => {
        persisting = false;
        if (current !== written) persist();
      });
  }

  function publish(state: AppState): void {
    current = { revision: current.revision + 1, state };
    persist();
    for (const listener of listeners) listener(current);
  }

  const ready = storage.get(cacheKey).then(
    (stored) => {
      const cached = decodeStateCache(stored);
      if (cached === null) {
        publish(current.state);
        return;
      }
      current = { revision: Math.max(cached.revision, current.revision), state: current.state };
      publish(restore(cached.state, current.state));
    },
    (error: unknown) => {
      reportError(error);
      publish(current.state);
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
