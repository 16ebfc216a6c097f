/** What public/early-cache-read.js leaves on the page's global object. */
export interface EarlyCacheScope {
  cartwatchEarlyCacheRead?: Promise<unknown>;
}

/**
 * The state cache's raw value as read by public/early-cache-read.js, once: the first caller gets the
 * read already under way, later callers (and pages without the early script) get null and read again.
 */
export function takeEarlyCacheRead(scope: EarlyCacheScope = globalThis as EarlyCacheScope): Promise<unknown> | null {
  const read = scope.cartwatchEarlyCacheRead ?? null;
  delete scope.cartwatchEarlyCacheRead;
  return read;
}
