import { NO_ALERTS } from '../../alerts';
import { EMPTY_SHARING } from '../../sharing';
import type { AccountDeletionProgress, AccountState, AppState } from '../../../app/state';
import type { StateStore } from '../../../app/worker/store';
import { uidOf } from './signed-in-user';

/**
 * The state under a newly reported account: the same user keeps what is shown; another user (or
 * nobody) must not see the previous user's data, even for a moment, nor their refused writes.
 * Whether the browser lets notifications show belongs to the browser, not the account.
 */
export function stateForAccount(state: AppState, next: AccountState): AppState {
  if (uidOf(state.account) === uidOf(next)) return { ...state, account: next };
  const alerts = { ...NO_ALERTS, notificationsBlocked: state.alerts.notificationsBlocked };
  return { ...state, account: next, profile: null, lists: null, items: {}, failedWrites: [], alerts, sharing: EMPTY_SHARING };
}

/** What follows the signed-in account: the profile, lists, alerts and sharing syncs. */
export interface AccountFollower {
  follow(account: AccountState): void;
  stop(): void;
}

export interface AccountSwitchDeps {
  /** The signed-in uid that every write uses. */
  user: { follow(account: AccountState): void };
  following: readonly AccountFollower[];
  store: Pick<StateStore, 'update'>;
  resumeDeletion(): Promise<void>;
}

/**
 * What the worker does with each account Firebase reports, given that account's unfinished deletion
 * if there is one. The uid and the syncs follow the account before it is published, so whoever sees
 * it can write. An account whose deletion stopped is not followed (its profile would be made anew):
 * nothing of it is followed meanwhile, and its deletion goes on.
 */
export function createAccountSwitch(deps: AccountSwitchDeps): (next: AccountState, unfinishedDeletion: AccountDeletionProgress | null) => void {
  return (next, unfinishedDeletion) => {
    deps.user.follow(next);
    if (next.status === 'signed-in' && unfinishedDeletion !== null) {
      for (const sync of deps.following) sync.stop();
      deps.store.update((state) => stateForAccount(state, { ...next, deletion: unfinishedDeletion }));
      if (!unfinishedDeletion.running) deps.resumeDeletion().catch((error: unknown) => console.error(error));
      return;
    }
    for (const sync of deps.following) sync.follow(next);
    deps.store.update((state) => stateForAccount(state, next));
  };
}
