import { AWAIT_CONFIRMATION_MS } from './evaluation-window';

/** A change awaiting confirmation is looked at again at most this often (each look reads its history). */
export const RECONSIDER_MS = 60 * 60 * 1000;

/**
 * When an item that awaits a confirmation was last evaluated, and when this browser last asked for
 * its own check of it. Kept in storage: a worker woken every minute by the alarm would otherwise
 * read the history, and fetch the page, once a minute.
 */
export interface Look {
  at: number;
  ownCheckAt: number | null;
}

export type Looks = Record<string, Look>;

/** Evaluated within the hour, and the item has no later change since: nothing to look at yet. */
export function lookedRecently(look: Look | undefined, latestChangeAt: number | undefined, now: number): boolean {
  return look !== undefined && now - look.at < RECONSIDER_MS && (latestChangeAt ?? 0) <= look.at;
}

/** The looks with one item's set (or removed, on null), and those too old to matter dropped. */
export function withLook(looks: Looks, key: string, look: Look | null, now: number): Looks {
  const next = Object.fromEntries(Object.entries(looks).filter(([other, kept]) => other !== key && now - kept.at < AWAIT_CONFIRMATION_MS));
  return look === null ? next : { ...next, [key]: look };
}
