import type { Reading } from './tracking';
import { backoffWait, backsOffStore, nextBackoff } from './backoff';
import { countDone } from './run-queue';
import type { QueueEntry, RunState } from './run-state';

/** Readings kept for a later write at most; the oldest go first (a day of a thousand items fits). */
export const MAX_PENDING_READINGS = 2000;

/**
 * Records a finished check in the run: the item leaves flight, its reading waits to be written
 * (in the same storage write, so a stopped worker loses nothing), and the store's back-off grows
 * after a failure (at least its Retry-After) or ends after a success.
 */
export function finishCheck(run: RunState, entry: QueueEntry, reading: Reading, retryAfterMs: number | null, now: number): RunState {
  const storeBackoff = { ...run.storeBackoff };
  if (backsOffStore(reading.outcome)) {
    storeBackoff[entry.store] = nextBackoff(storeBackoff[entry.store], reading.outcome, retryAfterMs, now);
  } else {
    delete storeBackoff[entry.store];
  }
  const pending = [...run.pending, { listId: entry.listId, itemId: entry.itemId, reading }].slice(-MAX_PENDING_READINGS);
  return countDone({ ...run, inFlight: null, storeBackoff, pending }, entry);
}

export const QUOTA_BACKOFF_BASE_MS = 5 * 60_000;

/** Firestore's answer to a write attempt: the engine backs off on quota, and forgets the back-off once a write succeeds. */
export function afterWrite(run: RunState, written: readonly Reading[], quotaExhausted: boolean, now: number): RunState {
  const pending = run.pending.filter((entry) => !written.includes(entry.reading));
  if (quotaExhausted) {
    const failures = (run.quota?.failures ?? 0) + 1;
    return { ...run, pending, quota: { failures, until: now + backoffWait(failures, null, QUOTA_BACKOFF_BASE_MS) } };
  }
  return { ...run, pending, quota: written.length > 0 ? null : run.quota };
}
