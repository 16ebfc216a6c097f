import { describe, expect, it } from 'vitest';
import { chartPoints } from '../../../../../src/features/tracking/popup/chart-points';
import { priceSteps } from '../../../../../src/features/tracking/popup/price-stats';
import type { PricePoint, TrendPoint } from '../../../../../src/features/tracking/model/tracking';

const HOUR = 3_600_000;
const NOW = Date.parse('2026-11-25T09:40:00Z');
const START = NOW - 30 * 24 * HOUR;

const observation = (at: number, amount: number | null, outcome: PricePoint['outcome'] = 'ok'): PricePoint => ({
  at, amount, currency: amount === null ? null : 'GBP', availability: 'in-stock', outcome, source: 'recheck', method: 'json-ld', confidence: 0.9, observerId: 'u1',
});
const trendPoint = (at: number, amount: number | null): TrendPoint => ({ at, amount, availability: 'in-stock' });

describe('the points the history chart draws', () => {
  const first = NOW - 40 * 60_000;
  const second = NOW - 10 * 60_000;

  it('keeps a change the same hour replaced in the history, as the trend still holds it', () => {
    // Both changes fell in one hour: the history holds only the second (its document is the hour).
    const points = chartPoints([observation(second + 900, 19.99)], [trendPoint(first, 24.5), trendPoint(second, 19.99)], 'GBP');
    expect(priceSteps(points, 'GBP', START, NOW)).toEqual([
      { from: first, to: second, amount: 24.5 },
      { from: second, to: NOW, amount: 19.99 },
    ]);
  });

  it('draws a change the history and the trend both hold once', () => {
    const points = chartPoints(
      [observation(first + 500, 24.5), observation(second + 500, 19.99)],
      [trendPoint(first, 24.5), trendPoint(second, 19.99)],
      'GBP',
    );
    expect(priceSteps(points, 'GBP', START, NOW)).toEqual([
      { from: first, to: second, amount: 24.5 },
      { from: second, to: NOW, amount: 19.99 },
    ]);
  });

  it('takes no price from a trend point without one (a failed check), nor from a failed observation', () => {
    const points = chartPoints([observation(second, null, 'bot-check')], [trendPoint(first, 24.5), trendPoint(second, null)], 'GBP');
    expect(priceSteps(points, 'GBP', START, NOW)).toEqual([{ from: first, to: NOW, amount: 24.5 }]);
  });
});
