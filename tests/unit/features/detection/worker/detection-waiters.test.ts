import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createDetectionWaiters } from '../../../../../src/features/detection/worker/detection-waiters';
import type { DetectedProduct } from '../../../../../src/features/detection/model/product';

const lamp = { product: { name: 'Desk lamp' } as DetectedProduct, pageTime: Date.UTC(2026, 10, 28, 9) };
const nothing = { product: null, pageTime: null };

describe('waiting for a tab to report its product', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('answers every request that waits on the tab, not only the last one', async () => {
    const waiters = createDetectionWaiters();
    const first = waiters.next(7, 4000);
    const second = waiters.next(7, 4000);
    waiters.report(7, lamp);
    await expect(first).resolves.toBe(lamp);
    await expect(second).resolves.toBe(lamp);
  });

  it("ends only its own wait when it times out: the first request's timer leaves the second waiting", async () => {
    const waiters = createDetectionWaiters();
    const first = waiters.next(7, 4000);
    await vi.advanceTimersByTimeAsync(3000);
    const second = waiters.next(7, 4000);
    await vi.advanceTimersByTimeAsync(1000);
    await expect(first).resolves.toBeUndefined();
    waiters.report(7, lamp);
    await expect(second).resolves.toBe(lamp);
  });

  it('keeps tabs apart, and a report with nobody waiting changes nothing', async () => {
    const waiters = createDetectionWaiters();
    waiters.report(7, lamp);
    const onEight = waiters.next(8, 4000);
    waiters.report(7, nothing);
    waiters.report(8, nothing);
    await expect(onEight).resolves.toBe(nothing);
  });

  it('answers a later request with the later report, not an earlier one', async () => {
    const waiters = createDetectionWaiters();
    const first = waiters.next(7, 4000);
    waiters.report(7, nothing);
    await expect(first).resolves.toBe(nothing);
    const second = waiters.next(7, 4000);
    waiters.report(7, lamp);
    await expect(second).resolves.toBe(lamp);
  });
});
