import type { StateStore } from '../../../app/worker/store';
import { whenState } from '../../../app/worker/when-state';

const QUICK_SAVE_WAKE_TIMEOUT_MS = 5_000;

/**
 * A worker woken by the context menu or the shortcut first restores the session and the lists
 * (with every list's items, to find the default list and whether the page is already saved).
 */
export async function whenQuickSaveReady(
  store: StateStore,
  authStateReady: () => Promise<void>,
  signedInUid: () => string | null,
  timeoutMs = QUICK_SAVE_WAKE_TIMEOUT_MS,
): Promise<void> {
  await store.ready;
  await authStateReady();
  await whenState(
    store,
    (state) =>
      state.account.status === 'signed-out' ||
      (signedInUid() !== null && state.lists !== null && state.lists.every((list) => list.id in state.items)),
    timeoutMs,
  );
}
