import type { AskedChecks } from './tracking';
import type { RunState } from './run-state';
import { itemKey } from './run-state';
import { storeReadyAt } from './next-step';

/**
 * When each asked check may start: the engine takes the queue in order, a store once per politeness
 * interval (its earliest, without the jitter) and not during its back-off, nothing during a quota
 * wait. An estimate that errs early by the jitter and the fetches ahead of it, never late by the
 * politeness gap it must keep.
 */
export function askedChecksOf(run: RunState, intervalMs: number, now: number): AskedChecks {
  const storeFree: Record<string, number> = {};
  const quotaUntil = run.quota?.until ?? 0;
  const startsAt: Record<string, number> = {};
  for (const entry of run.queue) {
    const start = Math.max(now, quotaUntil, storeFree[entry.store] ?? storeReadyAt(run, entry.store));
    storeFree[entry.store] = start + intervalMs;
    if (entry.manual) startsAt[itemKey(entry)] = start;
  }
  const checking = run.inFlight?.manual ? itemKey(run.inFlight) : null;
  return { startsAt, checking };
}
