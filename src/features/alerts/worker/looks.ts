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

/**
 * Evaluated after the item's latest change, within the hour or once that change is too old to be
 * confirmed any more: nothing to look at until the item changes (or the periodic look is due).
 */
export function lookedRecently(look: Look | undefined, latestChangeAt: number | undefined, now: number): boolean {
  const changeAt = latestChangeAt ?? 0;
  return look !== undefined && changeAt <= look.at && (now - look.at < RECONSIDER_MS || now - changeAt >= AWAIT_CONFIRMATION_MS);
}

/** The looks with one item's set (or removed, on null), and those too old to matter dropped. */
export function withLook(looks: Looks, key: string, look: Look | null, now: number): Looks {
  const next = Object.fromEntries(Object.entries(looks).filter(([other, kept]) => other !== key && now - kept.at < AWAIT_CONFIRMATION_MS));
  return look === null ? next : { ...next, [key]: look };
}
