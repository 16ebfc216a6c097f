import type { AccountState, AppState } from '../../shared/state';
import { uidOf } from './signed-in-user';

/**
 * The state under a newly reported account: the same user keeps what is shown; another user (or
 * nobody) must not see the previous user's data, even for a moment, nor their refused writes.
 */
export function stateForAccount(state: AppState, next: AccountState): AppState {
  if (uidOf(state.account) === uidOf(next)) return { ...state, account: next };
  return { ...state, account: next, profile: null, lists: null, items: {}, failedWrites: [] };
}
