/** How long after the worker starts its start-up is marked; later marks are not recorded. */
export const STARTUP_MARKS_MS = 60_000;

/**
 * Marks a step of the worker's start-up on its performance timeline (read by
 * bench/worker-restart.ts through CDP). Only the first minute is marked, so that a worker that
 * lives long does not keep growing its timeline.
 */
export function markStartup(name: string, detail?: Record<string, unknown>): void {
  if (performance.now() > STARTUP_MARKS_MS) return;
  performance.mark(`cartwatch:${name}`, { detail });
}
