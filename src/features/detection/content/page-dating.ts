/** What the content script last told the worker about its page: the product as sent, and since when the page says it. */
export interface LastReport {
  said: string;
  pageTime: number | null;
}

/**
 * The report to send now, or undefined when there is nothing new to say (the page changed
 * elsewhere than its product). `changedAt`: the page changed then (the watcher); without it an
 * injection or a page restored from the back-forward cache asks, and the page keeps the time it
 * had (its load's, for the first report). So a reading may be dated older than it is (content
 * that changed before a later injection, unseen), never newer.
 */
export function nextReport(last: LastReport | undefined, said: string, changedAt: number | undefined, loadedAt: () => number | null): LastReport | undefined {
  if (changedAt !== undefined && said === last?.said) return undefined;
  return { said, pageTime: changedAt ?? (last ? last.pageTime : loadedAt()) };
}
