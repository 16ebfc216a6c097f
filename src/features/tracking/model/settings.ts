/** The business limits of re-checks (docs/tracking.md), and the one a development build may shorten. */
export const RECHECK_TIMEOUT_MS = 20_000;
export const POLITENESS_INTERVAL_MS = 10_000;
export const POLITENESS_JITTER_MS = 5000;
/** The alarm that drives the engine; re-created at every worker start. */
export const RECHECK_ALARM = 'recheck';
export const RECHECK_ALARM_MINUTES = 1;
/** A wait for a store longer than this ends the run; the alarm resumes it. */
export const MAX_IN_RUN_WAIT_MS = 20_000;

export const POLITENESS_ENV = 'CARTWATCH_RECHECK_POLITENESS_MS';

type Env = Partial<Record<string, unknown>>;

/**
 * The politeness interval and its jitter. A local build (tests, the benchmark) may shorten the
 * interval through CARTWATCH_RECHECK_POLITENESS_MS (vite.config.ts passes it to local builds only);
 * the jitter shrinks with it, to at most half the interval.
 */
export function politenessOf(env: Env): { intervalMs: number; jitterMs: number } {
  const raw = env[POLITENESS_ENV];
  const shortened = typeof raw === 'string' && /^\d+$/.test(raw.trim()) ? Number(raw) : null;
  if (shortened === null || shortened >= POLITENESS_INTERVAL_MS) return { intervalMs: POLITENESS_INTERVAL_MS, jitterMs: POLITENESS_JITTER_MS };
  return { intervalMs: shortened, jitterMs: Math.floor(shortened / 2) };
}
