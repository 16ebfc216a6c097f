import { describe, expect, it } from 'vitest';
import { disagrees, latestReadingAt, visitVerdict } from '../../../../../src/features/tracking/model/visit-freshness';
import type { Reading } from '../../../../../src/features/tracking/model/tracking';
import { listItem } from '../../../support/list-item';

const CHECKED = 1_800_000_000_000;
const item = listItem('i', 'l', { price: 74, currency: 'USD', lastCheck: { at: CHECKED, outcome: 'ok', source: 'recheck' } });
const page = (amount: number | null, availability: Reading['availability'] = 'in-stock'): Reading => ({
  source: 'visit', outcome: 'ok', at: CHECKED + 7_200_000, amount, currency: amount === null ? null : 'USD', listPrice: null, availability, method: 'json-ld', confidence: 0.9,
});

describe('visitVerdict: no older reading wins (docs/tracking.md, "Stale readings")', () => {
  it('records a page dated after the latest reading, drops one dated at or before it', () => {
    expect(visitVerdict(item, page(74), CHECKED + 1, CHECKED, 1000).record).toBe(true);
    expect(visitVerdict(item, page(74), CHECKED, CHECKED, 1000).record).toBe(false);
    expect(visitVerdict(item, page(89), CHECKED - 3_600_000, CHECKED, 1000)).toEqual({ record: false, asksCheck: true });
  });

  it('drops a page of unknown age (served from the browser cache) but lets it ask for a check', () => {
    expect(visitVerdict(item, page(89), null, CHECKED, 1000)).toEqual({ record: false, asksCheck: true });
    expect(visitVerdict(item, page(74), null, CHECKED, 1000)).toEqual({ record: false, asksCheck: false });
  });

  it('a never-checked item is as new as its save', () => {
    const saved = listItem('s', 'l', { addedAt: CHECKED });
    expect(latestReadingAt(saved)).toBe(CHECKED);
    expect(latestReadingAt(item)).toBe(CHECKED);
  });
});

describe('disagrees: past the drop threshold or another stock state', () => {
  it('measures the difference against the item’s price, both ways, strictly past the threshold', () => {
    expect(disagrees(item, page(81.4), 1000)).toBe(false);
    expect(disagrees(item, page(81.41), 1000)).toBe(true);
    expect(disagrees(item, page(66.6), 1000)).toBe(false);
    expect(disagrees(item, page(66.59), 1000)).toBe(true);
    expect(disagrees(item, page(80), 500)).toBe(true);
  });

  it('any change of stock disagrees; a page without a price or in another currency only by its stock', () => {
    expect(disagrees(item, page(74, 'out-of-stock'), 1000)).toBe(true);
    expect(disagrees(item, page(null), 1000)).toBe(false);
    expect(disagrees(item, { ...page(20), currency: 'EUR' }, 1000)).toBe(false);
    expect(disagrees({ ...item, price: null }, page(20), 1000)).toBe(false);
  });

  it('a failed reading never disagrees', () => {
    expect(disagrees(item, { ...page(null), outcome: 'page-changed' }, 1000)).toBe(false);
  });
});
