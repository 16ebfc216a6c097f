import type { TrackingState } from '../../shared/tracking';
import type { RunState } from './run-state';

/** What the pages see of the engine: progress, stores backing off now, the quota wait. */
export function trackingStateOf(run: RunState, storesWithAccess: string[], now: number): TrackingState {
  const storeBackoff = Object.fromEntries(
    Object.entries(run.storeBackoff)
      .filter(([, backoff]) => backoff.until > now)
      .map(([store, { until, outcome }]) => [store, { until, outcome }]),
  );
  const quotaBackoffUntil = run.quota && run.quota.until > now ? run.quota.until : null;
  return { storesWithAccess, progress: run.progress, storeBackoff, quotaBackoffUntil };
}
