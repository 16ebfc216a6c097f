import { NO_ALERTS } from '../../alerts';
import { EMPTY_SHARING } from '../../sharing';
import type { AccountState, AppState } from '../../../app/state';
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
