import { describe, expect, it } from 'vitest';
import { BACK_IN_STOCK_SHOWN_MS, stockView } from '../../../../../src/features/tracking/model/stock-since';
import type { TrendPoint } from '../../../../../src/features/tracking/model/tracking';

const DAY = 24 * 3600 * 1000;
const NOW = Date.UTC(2026, 10, 28, 12);
const point = (daysAgo: number, availability: TrendPoint['availability'], amount: number | null = 74): TrendPoint => ({ at: NOW - daysAgo * DAY, amount, availability });

describe('stockView', () => {
  it('dates the state from the first point of the trend\'s latest run of it', () => {
    const trend = [point(9, 'in-stock', 89), point(5, 'out-of-stock'), point(3, 'out-of-stock', 70)];
    expect(stockView('out-of-stock', trend, NOW)).toEqual({ availability: 'out-of-stock', since: NOW - 5 * DAY, backInStock: false });
  });

  it('says "back in stock" for a week after out of stock, and then only in stock', () => {
    const trend = [point(9, 'out-of-stock'), point(2, 'in-stock')];
    expect(stockView('in-stock', trend, NOW)).toEqual({ availability: 'in-stock', since: NOW - 2 * DAY, backInStock: true });
    expect(stockView('in-stock', trend, NOW - 2 * DAY + BACK_IN_STOCK_SHOWN_MS).backInStock).toBe(false);
    expect(stockView('in-stock', [point(9, 'preorder'), point(2, 'in-stock')], NOW).backInStock).toBe(false);
  });

  it('lets points that could not tell the stock neither start nor end a run', () => {
    const trend = [point(9, 'out-of-stock'), point(6, 'in-stock'), point(4, 'unknown', null), point(1, 'in-stock', 70)];
    expect(stockView('in-stock', trend, NOW).since).toBe(NOW - 6 * DAY);
  });

  it('gives no date without a trend, for unknown stock, or when the trend says otherwise than the item', () => {
    expect(stockView('in-stock', [], NOW).since).toBeNull();
    expect(stockView('unknown', [point(1, 'in-stock')], NOW).since).toBeNull();
    expect(stockView('out-of-stock', [point(1, 'in-stock')], NOW)).toEqual({ availability: 'out-of-stock', since: null, backInStock: false });
  });
});
