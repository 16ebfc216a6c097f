import { describe, expect, it } from 'vitest';
import { politenessOf } from '../../../../../src/features/tracking/model/settings';
import { trackingStateOf } from '../../../../../src/features/tracking/model/tracking-state';
import { EMPTY_RUN } from '../../../../../src/features/tracking/model/run-state';

describe('trackingStateOf', () => {
  it('shows progress, the stores backing off now and the quota wait; ended ones disappear', () => {
    const run = {
      ...EMPTY_RUN,
      progress: { done: 12, total: 40 },
      storeBackoff: {
        'a.example': { failures: 2, until: 500, outcome: 'bot-check' as const },
        'b.example': { failures: 1, until: 100, outcome: 'timeout' as const },
      },
      quota: { failures: 1, until: 300 },
    };
    expect(trackingStateOf(run, { storesWithAccess: ['a.example'], allStores: false }, 200, 10_000)).toEqual({
      storesWithAccess: ['a.example'],
      allStores: false,
      progress: { done: 12, total: 40 },
      asked: { startsAt: {}, checking: null },
      storeBackoff: { 'a.example': { until: 500, outcome: 'bot-check' } },
      quotaBackoffUntil: 300,
    });
    expect(trackingStateOf(run, { storesWithAccess: [], allStores: true }, 400, 10_000)).toMatchObject({ allStores: true, quotaBackoffUntil: null });
  });
});

describe('politenessOf', () => {
  it('is ten seconds with up to five of jitter unless a local build shortens it', () => {
    expect(politenessOf({})).toEqual({ intervalMs: 10_000, jitterMs: 5000 });
    expect(politenessOf({ CARTWATCH_RECHECK_POLITENESS_MS: '200' })).toEqual({ intervalMs: 200, jitterMs: 100 });
  });

  it('never lengthens it, and ignores what is not a whole number', () => {
    expect(politenessOf({ CARTWATCH_RECHECK_POLITENESS_MS: '60000' }).intervalMs).toBe(10_000);
    expect(politenessOf({ CARTWATCH_RECHECK_POLITENESS_MS: '-1' }).intervalMs).toBe(10_000);
    expect(politenessOf({ CARTWATCH_RECHECK_POLITENESS_MS: '' }).intervalMs).toBe(10_000);
  });
});
