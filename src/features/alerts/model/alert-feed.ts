import { FEED_SIZE, isUnseen, type AlertEntry } from './alerts';

/** An alert's place in time: one still waiting to sync (no server time yet) was just raised. */
const raisedAt = (alert: AlertEntry): number => alert.createdAt ?? Number.POSITIVE_INFINITY;

/** The feed as the Alerts tab lists it: unseen first, then newest first within each group. */
export function feedOrder(feed: readonly AlertEntry[]): AlertEntry[] {
  return [...feed].sort(
    (a, b) => Number(isUnseen(b)) - Number(isUnseen(a)) || raisedAt(b) - raisedAt(a) || b.observedAt - a.observedAt || (a.id < b.id ? -1 : 1),
  );
}

/** What "Mark all seen" sends: every unseen alert's id (the feed never holds more than a request may). */
export function unseenIds(feed: readonly AlertEntry[]): string[] {
  return feed.filter(isUnseen).map((alert) => alert.id).slice(0, FEED_SIZE);
}
