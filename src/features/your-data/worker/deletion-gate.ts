import type { AccountDeletionProgress, AccountState, AppState } from '../../../app/state';

/**
 * Hands each account change on in order, with the unfinished deletion of that account if there is
 * one: an account whose deletion stopped must not be followed again (its profile would be made anew).
 */
export function gateAccountChanges(
  pendingDeletionOf: (uid: string) => Promise<AccountDeletionProgress | null>,
  apply: (next: AccountState, deletion: AccountDeletionProgress | null) => void,
): (next: AccountState) => void {
  let queue: Promise<void> = Promise.resolve();
  return (next) => {
    queue = queue.then(async () => {
      apply(next, next.status === 'signed-in' ? await pendingDeletionOf(next.uid) : null);
    });
  };
}

/** The state with this account's deletion progress, when it is still the signed-in account. */
export function withDeletionProgress(state: AppState, uid: string, progress: AccountDeletionProgress): AppState {
  if (state.account.status !== 'signed-in' || state.account.uid !== uid) return state;
  return { ...state, account: { ...state.account, deletion: progress } };
}
