import type { TrackingState } from './tracking';
import type { RunState } from './run-state';
import { askedChecksOf } from './check-schedule';

/** What the pages see of the engine: progress, stores backing off now, the quota wait. */
export function trackingStateOf(
  run: RunState,
  access: Pick<TrackingState, 'storesWithAccess' | 'allStores'>,
  now: number,
  politenessMs: number,
): TrackingState {
  const storeBackoff = Object.fromEntries(
    Object.entries(run.storeBackoff)
      .filter(([, backoff]) => backoff.until > now)
      .map(([store, { until, outcome }]) => [store, { until, outcome }]),
  );
  const quotaBackoffUntil = run.quota && run.quota.until > now ? run.quota.until : null;
  return {
    storesWithAccess: access.storesWithAccess,
    allStores: access.allStores,
    progress: run.progress,
    asked: askedChecksOf(run, politenessMs, now),
    storeBackoff,
    quotaBackoffUntil,
  };
}
