import type { DetectedProduct } from '../../shared/product';

/** Pairs a detection the worker asked a tab for with the content script's report from that tab. */
export function createDetectionWaiters() {
  const waiting = new Map<number, (product: DetectedProduct | null) => void>();

  return {
    /** Resolves with the tab's next report, or undefined when none arrives in time. */
    next(tabId: number, timeoutMs: number): Promise<DetectedProduct | null | undefined> {
      return new Promise((resolveReport) => {
        const timer = setTimeout(() => {
          waiting.delete(tabId);
          resolveReport(undefined);
        }, timeoutMs);
        waiting.set(tabId, (product) => {
          clearTimeout(timer);
          waiting.delete(tabId);
          resolveReport(product);
        });
      });
    },
    report(tabId: number, product: DetectedProduct | null): void {
      waiting.get(tabId)?.(product);
    },
  };
}

export type DetectionWaiters = ReturnType<typeof createDetectionWaiters>;
