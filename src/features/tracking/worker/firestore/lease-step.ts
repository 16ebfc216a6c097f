import { LIMITS } from '../../../../platform/limits';

const HOUR_MS = 60 * 60 * 1000;
/**
 * A lease lasts a day, whatever the re-check interval: keeping it costs one write a day, shared by
 * the (list, store) group's items, so an unchanged item stays within two writes a day (its heartbeat
 * and its share). A browser that stops checking delays the others by at most that day.
 */
export const LEASE_MS = LIMITS.leaseHours * HOUR_MS;
/** Its holder renews it when less than this is left, so it is written about once a day. */
export const RENEW_BEFORE_MS = 6 * HOUR_MS;

/** A (list, store) lease as stored: when it ends (0 when there is none), and whether this browser holds it. */
export interface StoredLease {
  untilMs: number;
  ours: boolean;
}

/**
 * What a lease request does with the stored lease: another browser's running lease is left alone,
 * this browser's own with more than RENEW_BEFORE_MS left is kept without a write, and anything
 * else (none, expired, ours running out) is written anew.
 */
export function leaseStep(stored: StoredLease, now: number): 'held-by-other' | 'keep' | 'write' {
  if (stored.untilMs > now && !stored.ours) return 'held-by-other';
  if (stored.ours && stored.untilMs - now > RENEW_BEFORE_MS) return 'keep';
  return 'write';
}
