import type { ListItem } from '../../lists';
import { isOnItsStore, isWatched, storeOfUrl } from '../model/store-access';
import type { TrackingState } from '../model/tracking';
import type { FailedOutcome } from './check-outcome-messages';

const HOUR = 3600 * 1000;

export type CheckStatus =
  /** This browser may not fetch the item's store: nothing re-checks it here. */
  | { kind: 'not-watched'; store: string }
  /** Its address is on another host than its store (written outside the app): never fetched. */
  | { kind: 'off-store'; host: string; store: string }
  /** Watched, and no one has checked it since it was saved. */
  | { kind: 'unchecked' }
  | { kind: 'checked'; at: number; nextAt: number }
  /** The latest check could not read a price; the item keeps its last known price. */
  | { kind: 'failed'; at: number; outcome: FailedOutcome; nextAt: number };

/**
 * When the item is checked next: its interval after the last check, or later when its store or the
 * whole engine is backing off.
 */
export function nextCheckAt(lastAt: number, store: string, tracking: TrackingState, recheckHours: number): number {
  return Math.max(lastAt + recheckHours * HOUR, tracking.storeBackoff[store]?.until ?? 0, tracking.quotaBackoffUntil ?? 0);
}

export function checkStatus(item: ListItem, tracking: TrackingState, recheckHours: number): CheckStatus {
  const host = storeOfUrl(item.url);
  if (host !== null && !isOnItsStore(item)) return { kind: 'off-store', host, store: item.store };
  const store = host ?? item.store;
  if (!isWatched(tracking, item.url)) return { kind: 'not-watched', store };
  const last = item.lastCheck;
  if (last === null) return { kind: 'unchecked' };
  const nextAt = nextCheckAt(last.at, store, tracking, recheckHours);
  return last.outcome === 'ok'
    ? { kind: 'checked', at: last.at, nextAt }
    : { kind: 'failed', at: last.at, outcome: last.outcome, nextAt };
}

/**
 * Where the check the shopper asked for stands: being fetched, waiting `seconds` for its store
 * (politeness or a back-off), or not in the engine's queue (null: done, or not asked).
 */
export type AskedCheckState = { kind: 'checking' } | { kind: 'waiting'; seconds: number } | null;

export function askedCheckState(tracking: TrackingState, listId: string, itemId: string, now: number): AskedCheckState {
  const key = `${listId}/${itemId}`;
  const asked = tracking.asked;
  if (asked === undefined) return null;
  if (asked.checking === key) return { kind: 'checking' };
  const startsAt = asked.startsAt[key];
  if (startsAt === undefined) return null;
  const seconds = Math.ceil((startsAt - now) / 1000);
  return seconds >= 1 ? { kind: 'waiting', seconds } : { kind: 'checking' };
}
