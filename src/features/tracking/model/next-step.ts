import type { QueueEntry, RunState } from './run-state';

export type Step =
  | { kind: 'check'; entry: QueueEntry }
  | { kind: 'wait'; until: number }
  | { kind: 'idle' };

/** When a store may be asked again: after its politeness interval and any back-off. */
export function storeReadyAt(run: RunState, store: string): number {
  return Math.max(run.storeNextAt[store] ?? 0, run.storeBackoff[store]?.until ?? 0);
}

/**
 * What the engine does next: the first queued item whose store is ready, else wait for the
 * earliest store to be, else nothing. A quota back-off holds everything; so does an item in flight.
 */
export function nextStep(run: RunState, now: number): Step {
  if (run.inFlight) return { kind: 'idle' };
  if (run.quota && run.quota.until > now) return run.queue.length > 0 ? { kind: 'wait', until: run.quota.until } : { kind: 'idle' };
  let earliest = Number.POSITIVE_INFINITY;
  for (const entry of run.queue) {
    const readyAt = storeReadyAt(run, entry.store);
    if (readyAt <= now) return { kind: 'check', entry };
    earliest = Math.min(earliest, readyAt);
  }
  return Number.isFinite(earliest) ? { kind: 'wait', until: earliest } : { kind: 'idle' };
}

/** The next request time for a store after one goes out now: interval plus a random share of the jitter. */
export function politeNextAt(now: number, intervalMs: number, jitterMs: number, random: () => number): number {
  return now + intervalMs + Math.floor(random() * jitterMs);
}
