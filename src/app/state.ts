import type { AccountState } from '../features/account';
import type { AlertsState } from '../features/alerts';
import type { FailedWrite } from './failed-writes';
import type { ListItem } from '../features/lists';
import type { ListSummary } from '../features/lists';
import type { Preferences } from '../features/account';
import type { SharingState } from '../features/sharing';
import type { TrackingState } from '../features/tracking';

export type { AccountState, AccountDeletionProgress } from '../features/account';

export type NetworkState = 'online' | 'offline';

/** The signed-in user's synced profile; null while signed out or before it has loaded. */
export type ProfileState = {
  preferences: Preferences;
  /** The shopper's order of their lists (ids); lists not in it follow, oldest first. */
  listOrder: string[];
  pendingWrites: boolean;
} | null;

/** The state the worker shares with every extension page. Plain data only: it is cached in storage. */
export interface AppState {
  account: AccountState;
  profile: ProfileState;
  /** The signed-in user's lists; null while signed out or before they have loaded. */
  lists: ListSummary[] | null;
  /** Each list's items, newest first, by list id; a list is missing until its items have loaded. */
  items: Record<string, ListItem[]>;
  /** The shopper opted in to detection on every page they open (this browser only). */
  browsingDetection: boolean;
  /** Writes the server refused after the page was answered, newest first (see failed-writes.ts). */
  failedWrites: FailedWrite[];
  network: NetworkState;
  extensionVersion: string;
  /** The worker's last write of the state cache failed: the next popup may open on older state. */
  cacheWriteFailed: boolean;
  /** The re-check engine in this browser: store access, progress, back-off. */
  tracking: TrackingState;
  /** The alert feed, the shopper's list and item rules, and whether notifications may show. */
  alerts: AlertsState;
  /** Members, invites, gift claims (never of the shopper's own lists) and notices about shared lists. */
  sharing: SharingState;
}

/** A state with its revision; revisions only grow, across worker restarts too. */
export interface StateSnapshot {
  revision: number;
  state: AppState;
}

/** Cached snapshots may come from an older version of Cartwatch: check their shape before use. */
export function isStateSnapshot(value: unknown): value is StateSnapshot {
  if (typeof value !== 'object' || value === null) return false;
  const { revision, state } = value as Partial<StateSnapshot>;
  if (typeof revision !== 'number' || typeof state !== 'object' || state === null) return false;
  return (
    typeof state.extensionVersion === 'string' &&
    (state.network === 'online' || state.network === 'offline') &&
    typeof state.profile === 'object' &&
    (state.lists === null || Array.isArray(state.lists)) &&
    typeof state.items === 'object' &&
    state.items !== null &&
    typeof state.browsingDetection === 'boolean' &&
    Array.isArray(state.failedWrites) &&
    typeof state.cacheWriteFailed === 'boolean' &&
    typeof state.tracking === 'object' &&
    state.tracking !== null &&
    typeof state.alerts === 'object' &&
    state.alerts !== null &&
    typeof state.sharing === 'object' &&
    state.sharing !== null &&
    typeof state.account === 'object' &&
    state.account !== null &&
    typeof state.account.status === 'string'
  );
}
