import type { PageReport } from '../model/product';

type Waiter = (report: PageReport) => void;

/**
 * Pairs a detection the worker asked a tab for with the content script's report from that tab.
 * Several requests may wait on one tab at once (the popup and the shortcut, or the popup opened
 * twice): a report answers all of them, and each one's timeout ends only its own wait.
 */
export function createDetectionWaiters() {
  const waiting = new Map<number, Set<Waiter>>();

  function remove(tabId: number, waiter: Waiter): void {
    const waiters = waiting.get(tabId);
    waiters?.delete(waiter);
    if (waiters?.size === 0) waiting.delete(tabId);
  }

  return {
    /** Resolves with the tab's next report, or undefined when none arrives in time. */
    next(tabId: number, timeoutMs: number): Promise<PageReport | undefined> {
      return new Promise((resolveReport) => {
        const waiter: Waiter = (report) => {
          clearTimeout(timer);
          remove(tabId, waiter);
          resolveReport(report);
        };
        const timer = setTimeout(() => {
          remove(tabId, waiter);
          resolveReport(undefined);
        }, timeoutMs);
        waiting.set(tabId, (waiting.get(tabId) ?? new Set()).add(waiter));
      });
    },
    report(tabId: number, report: PageReport): void {
      for (const waiter of [...(waiting.get(tabId) ?? [])]) waiter(report);
    },
  };
}

export type DetectionWaiters = ReturnType<typeof createDetectionWaiters>;
