import { isStateSnapshot, type AppState, type StateSnapshot } from '../../shared/state';

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
 * Holds the state the pages see and mirrors it to storage, where the popup reads it to paint
 * before the worker (possibly just woken) answers. One write at a time: revisions published while
 * a write runs are written together when it ends, so a burst of snapshots (twenty lists arriving
 * at start) costs two writes of the whole state, not twenty.
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

  let writing = false;
  let writeAgain = false;

  function persist(): void {
    if (writing) {
      writeAgain = true;
      return;
    }
    writing = true;
    storage
      .set(cacheKey, current)
      .catch(reportError)
      .finally(() => {
        writing = false;
        if (writeAgain) {
          writeAgain = false;
          persist();
        }
      });
  }

  function publish(state: AppState): void {
    current = { revision: current.revision + 1, state };
    persist();
    for (const listener of listeners) listener(current);
  }

  const ready = storage.get(cacheKey).then(
    (cached) => {
      if (!isStateSnapshot(cached)) {
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
      if (JSON.stringify(next) === JSON.stringify(current.state)) return;
      publish(next);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
