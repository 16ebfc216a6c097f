import type { StateStore } from '../../../app/worker/store';
import type { AppState } from '../../../app/state';

const isSettled = (state: AppState, listId: string): boolean =>
  state.items[listId] !== undefined || (state.lists !== null && !state.lists.some((list) => list.id === listId));

/**
 * Resolves once the list's items are in the state, or the lists have loaded without it, or after
 * `timeoutMs`. A worker that just woke has the lists from its cache but not yet their items: a
 * "Check now" then must wait for them, not answer that the item does not exist.
 */
export function whenListLoaded(store: Pick<StateStore, 'snapshot' | 'subscribe'>, listId: string, timeoutMs: number): Promise<void> {
  if (isSettled(store.snapshot().state, listId)) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      unsubscribe();
      resolve();
    };
    const timer = setTimeout(done, timeoutMs);
    const unsubscribe = store.subscribe((snapshot) => {
      if (isSettled(snapshot.state, listId)) done();
    });
  });
}
