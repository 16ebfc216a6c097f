import { isUnseen, type AlertEntry } from '../model/alerts';

/** Alerts unseen before and seen (or withdrawn) now: their notifications have nothing left to say. */
export function newlySeen(before: readonly AlertEntry[] | null, after: readonly AlertEntry[] | null): string[] {
  if (before === null || after === null || before === after) return [];
  const unseenBefore = new Set(before.filter(isUnseen).map((alert) => alert.id));
  return after.filter((alert) => unseenBefore.has(alert.id) && !isUnseen(alert)).map((alert) => alert.id);
}
