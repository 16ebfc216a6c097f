import type { AppState } from '../state';
import type { StateStore } from './store';

/**
 * Resolves with the state once `ready(state)` holds, or with whatever it is after `timeoutMs`
 * (a worker woken by a shortcut waits for the session and the lists to come back from the cache).
 */
export function whenState(store: StateStore, ready: (state: AppState) => boolean, timeoutMs: number): Promise<AppState> {
  return new Promise((resolve) => {
    let unsubscribe = (): void => undefined;
    const finish = (): void => {
      clearTimeout(timer);
      unsubscribe();
      resolve(store.snapshot().state);
    };
    const timer = setTimeout(finish, timeoutMs);
    unsubscribe = store.subscribe((snapshot) => {
      if (ready(snapshot.state)) finish();
    });
    if (ready(store.snapshot().state)) finish();
  });
}
