import { LIMITS } from '../../../../platform/limits';

const HOUR_MS = 60 * 60 * 1000;
/**
 * A lease lasts a day, whatever the re-check interval: keeping it costs two writes a day (below),
 * shared by the list's items (or a store's, docs/data-model.md). A browser that stops checking
 * delays the others by at most that day.
 */
export const LEASE_MS = LIMITS.leaseHours * HOUR_MS;
/**
 * Its holder asks again when less than this is left: every 12 h, so a lease's `takenAt` is never
 * more than 12 h old while its holder keeps checking (it is the list's heartbeat, model/list-lease.ts).
 */
export const RENEW_BEFORE_MS = 12 * HOUR_MS;

/** A lease as stored: when it ends (0 when there is none), when it was taken, and whether this browser holds it. */
export interface StoredLease {
  untilMs: number;
  takenAtMs: number;
  ours: boolean;
}

/**
 * Its own lease taken less than this long ago is kept without a write: the engine asks again 12 h
 * after it asked, and an hour's margin absorbs the time between its asking and the server's
 * `takenAt` (and the clocks' difference), so each such ask renews it.
 */
export const KEEP_FOR_MS = LEASE_MS - RENEW_BEFORE_MS - HOUR_MS;

/**
 * What a lease request does with the stored lease: another browser's running lease is left alone,
 * this browser's own taken less than KEEP_FOR_MS ago is kept without a write, and anything else
 * (none, expired, ours older) is written anew. Counted from when it was taken, not from its end:
 * a lease's length varies with its holder's interval.
 */
export function leaseStep(stored: StoredLease, now: number): 'held-by-other' | 'keep' | 'write' {
  if (stored.untilMs > now && !stored.ours) return 'held-by-other';
  if (stored.ours && stored.untilMs > now && now - stored.takenAtMs < KEEP_FOR_MS) return 'keep';
  return 'write';
}

/**
 * The store a list-wide lease names: one lease on all of a list's stores, for a browser that may
 * fetch every one of them (its id is leaseIdOf('*'), '-', which no host name gives).
 */
export const EVERY_STORE = '*';

/**
 * How long a lease is written for: 11 h plus its holder's re-check interval, so that every browser
 * can read that interval back from the lease (`until` less `takenAt`) and tell how old a check the
 * lease vouches for (model/list-lease.ts). At most 22 h, within the rules' 25 h; a longer interval
 * than the longest a lease vouches for gets a full day, which vouches for nothing.
 */
export function leaseLengthFor(intervalMs: number): number {
  return intervalMs <= LONGEST_VOUCHED_INTERVAL_MS ? VOUCHING_BASE_MS + intervalMs : LEASE_MS;
}

/** The interval a lease's holder re-checks at, read back from its length; null when it vouches for none. */
export function vouchedIntervalOf(takenAtMs: number, untilMs: number): number | null {
  // `until` is the holder's clock, `takenAt` the server's: whole hours absorb their difference.
  const hours = Math.round((untilMs - takenAtMs - VOUCHING_BASE_MS) / HOUR_MS);
  return hours >= 1 && hours * HOUR_MS <= LONGEST_VOUCHED_INTERVAL_MS ? hours * HOUR_MS : null;
}

const VOUCHING_BASE_MS = 11 * HOUR_MS;
/** Renewed every 12 h, a lease vouches for a check at most 12 h + 11 h old: within a day, so no heartbeat is due. */
const LONGEST_VOUCHED_INTERVAL_MS = 11 * HOUR_MS;
