/**
 * When this document's content left the store, in ms since the epoch, or null when the browser
 * served the page from its own cache (a tab restored from an earlier session, a back/forward
 * load: the navigation entry's `transferSize` is 0), whose age the page cannot tell. The request's
 * start (`performance.timeOrigin`): the store answered after it, so the time errs old by the answer's
 * wait, never new. A page restored from the back-forward cache keeps its first load's time origin:
 * its content is that old.
 */
export function documentLoadedAt(): number | null {
  const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
  return navigation?.transferSize === 0 ? null : Math.round(performance.timeOrigin);
}
