import type { StateStore } from '../../../app/worker/store';
import type { AppState } from '../../../app/state';

const isSettled = (state: AppState, listId: string): boolean =>
  state.items[listId] !== undefined || (state.lists !== null && !state.lists.some((list) => list.id === listId));

/** Resolves once `isSettled` holds for the state, or after `timeoutMs`. */
function whenSettled(store: Pick<StateStore, 'snapshot' | 'subscribe'>, isSettledNow: (state: AppState) => boolean, timeoutMs: number): Promise<void> {
  if (isSettledNow(store.snapshot().state)) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      unsubscribe();
      resolve();
    };
    const timer = setTimeout(done, timeoutMs);
    const unsubscribe = store.subscribe((snapshot) => {
      if (isSettledNow(snapshot.state)) done();
    });
  });
}

/**
 * Resolves once the list's items are in the state, or the lists have loaded without it, or after
 * `timeoutMs`. A worker that just woke has the lists from its cache but not yet their items: a
 * "Check now" then must wait for them, not answer that the item does not exist.
 */
export function whenListLoaded(store: Pick<StateStore, 'snapshot' | 'subscribe'>, listId: string, timeoutMs: number): Promise<void> {
  return whenSettled(store, (state) => isSettled(state, listId), timeoutMs);
}

/**
 * Resolves once the item is on the server (no write of this browser's pending on it) or gone, or
 * after `timeoutMs`. A check of an item saved a moment ago must not overtake its save: the check's
 * writes go through another SDK (firebase/firestore/lite), and the rules refuse them while the item
 * and the save's observation are not on the server yet.
 */
export function whenItemSynced(store: Pick<StateStore, 'snapshot' | 'subscribe'>, listId: string, itemId: string, timeoutMs: number): Promise<void> {
  return whenSettled(store, (state) => !(state.items[listId]?.find((item) => item.id === itemId)?.pendingWrites ?? false), timeoutMs);
}
