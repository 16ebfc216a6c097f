import type { CheckOutcome } from './tracking';

/** A store (or Firestore, for quota) that answered badly: how often in a row, and until when to wait. */
export interface Backoff {
  failures: number;
  until: number;
  outcome: CheckOutcome;
}

export const BACKOFF_BASE_MS = 60_000;
export const BACKOFF_CAP_MS = 24 * 60 * 60 * 1000;

/**
 * The next back-off after a failure: doubling from a minute with each failure in a row, never
 * shorter than the server's own Retry-After, never longer than a day.
 */
export function nextBackoff(
  previous: Backoff | undefined,
  outcome: CheckOutcome,
  retryAfterMs: number | null,
  now: number,
  baseMs = BACKOFF_BASE_MS,
): Backoff {
  const failures = (previous?.failures ?? 0) + 1;
  return { failures, until: now + backoffWait(failures, retryAfterMs, baseMs), outcome };
}

/** The wait after `failures` failures in a row: doubling from `baseMs`, at least Retry-After, at most a day. */
export function backoffWait(failures: number, retryAfterMs: number | null, baseMs = BACKOFF_BASE_MS): number {
  const exponential = baseMs * 2 ** Math.min(failures - 1, 30);
  return Math.min(BACKOFF_CAP_MS, Math.max(exponential, retryAfterMs ?? 0));
}

/** Outcomes that say the store (not the page) is in trouble, or refuses us: the store backs off. */
export function backsOffStore(outcome: CheckOutcome): boolean {
  return outcome === 'bot-check' || outcome === 'http-error' || outcome === 'timeout' || outcome === 'network-error';
}
