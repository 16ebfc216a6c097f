/**
 * How long a (list, store) lease lasts: long enough for this browser to work through the group at
 * the store's pace (twice over, for back-off), at least ten minutes, at most one re-check interval.
 */
export function leaseDurationMs(groupSize: number, perRequestMs: number, recheckIntervalMs: number): number {
  return Math.min(recheckIntervalMs, Math.max(10 * 60_000, groupSize * perRequestMs * 2));
}
