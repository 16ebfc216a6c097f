import { describe, expect, it } from 'vitest';
import { lowestInDays, priceStats, priceSteps, stockGaps, timeWeightedQuantile } from '../../../../../src/features/tracking/popup/price-stats';
import type { PricePoint } from '../../../../../src/features/tracking/model/tracking';

const DAY = 24 * 3600 * 1000;
const NOW = 100 * DAY;
const START = NOW - 30 * DAY;

function point(daysAgo: number, amount: number | null, overrides: Partial<PricePoint> = {}): PricePoint {
  return {
    at: NOW - daysAgo * DAY,
    amount,
    currency: amount === null ? null : 'EUR',
    availability: 'in-stock',
    outcome: amount === null ? 'bot-check' : 'ok',
    source: 'recheck',
    method: 'json-ld',
    confidence: 0.9,
    observerId: 'u1',
    ...overrides,
  };
}

describe('priceSteps', () => {
  it('holds each price until the next one, the last until now', () => {
    expect(priceSteps([point(20, 100), point(10, 80)], 'EUR', START, NOW)).toEqual([
      { from: NOW - 20 * DAY, to: NOW - 10 * DAY, amount: 100 },
      { from: NOW - 10 * DAY, to: NOW, amount: 80 },
    ]);
  });

  it('merges equal neighbours and keeps the price through failed checks', () => {
    const steps = priceSteps([point(20, 100), point(15, null), point(12, 100), point(5, 90)], 'EUR', START, NOW);
    expect(steps).toEqual([
      { from: NOW - 20 * DAY, to: NOW - 5 * DAY, amount: 100 },
      { from: NOW - 5 * DAY, to: NOW, amount: 90 },
    ]);
  });

  it('leaves out prices in another currency', () => {
    const steps = priceSteps([point(20, 100), point(10, 7, { currency: 'USD' })], 'EUR', START, NOW);
    expect(steps).toEqual([{ from: NOW - 20 * DAY, to: NOW, amount: 100 }]);
  });

  it('starts a price seen before the window at the window start', () => {
    const steps = priceSteps([point(40, 120), point(35, 110), point(10, 100)], 'EUR', START, NOW);
    expect(steps).toEqual([
      { from: START, to: NOW - 10 * DAY, amount: 110 },
      { from: NOW - 10 * DAY, to: NOW, amount: 100 },
    ]);
  });

  it('has no steps without a priced check', () => {
    expect(priceSteps([point(3, null)], 'EUR', START, NOW)).toEqual([]);
  });
});

describe('stockGaps', () => {
  it('spans from the check that saw it gone to the check that saw it back', () => {
    const points = [
      point(20, 100),
      point(15, 100, { availability: 'out-of-stock' }),
      point(12, null, { availability: 'unknown' }),
      point(10, 100, { availability: 'out-of-stock' }),
      point(8, 95),
      point(2, 95, { availability: 'out-of-stock' }),
    ];
    expect(stockGaps(points, START, NOW)).toEqual([
      { from: NOW - 15 * DAY, to: NOW - 8 * DAY },
      { from: NOW - 2 * DAY, to: NOW },
    ]);
  });

  it('ignores what failed checks say about stock', () => {
    const points = [point(20, 100), point(10, null, { availability: 'out-of-stock' }), point(5, 100)];
    expect(stockGaps(points, START, NOW)).toEqual([]);
  });
});

describe('timeWeightedQuantile', () => {
  it('weights each price by how long it held, not by how often it was seen', () => {
    // 90 for 27 days, 120 for 3 days: the plain median of the three observations would be 120.
    const steps = priceSteps([point(30, 90), point(3, 120), point(2, 120), point(1, 120)], 'EUR', START, NOW);
    expect(timeWeightedQuantile(steps, 0.5)).toBe(90);
    expect(timeWeightedQuantile(steps, 0.95)).toBe(120);
  });

  it('is null over no time', () => {
    expect(timeWeightedQuantile([], 0.5)).toBeNull();
  });
});

describe('lowestInDays', () => {
  it('counts back to the last time the price was lower', () => {
    const steps = priceSteps([point(30, 70), point(25, 100), point(4, 80)], 'EUR', START, NOW);
    expect(lowestInDays(steps, NOW)).toBe(25);
  });

  it('counts back to the start of the history when no price was lower', () => {
    const steps = priceSteps([point(30, 100), point(12, 90), point(2, 85)], 'EUR', START, NOW);
    expect(lowestInDays(steps, NOW)).toBe(30);
  });

  it('is null when the price never moved, or when it is not the lowest', () => {
    expect(lowestInDays(priceSteps([point(30, 100)], 'EUR', START, NOW), NOW)).toBeNull();
    expect(lowestInDays(priceSteps([point(30, 80), point(5, 100)], 'EUR', START, NOW), NOW)).toBeNull();
  });
});

describe('priceStats', () => {
  it('gives lowest, highest, the typical range, and a low verdict for a drop below it', () => {
    const steps = priceSteps([point(30, 100), point(20, 110), point(10, 100), point(1, 70)], 'EUR', START, NOW);
    expect(priceStats(steps, NOW)).toEqual({
      lowest: 70,
      highest: 110,
      typical: 100,
      typicalLow: 100,
      typicalHigh: 110,
      verdict: 'low',
      lowestInDays: 30,
    });
  });

  it('says high above the typical range and typical inside it', () => {
    const high = priceSteps([point(30, 50), point(1, 65)], 'EUR', START, NOW);
    expect(priceStats(high, NOW)?.verdict).toBe('high');
    const typical = priceSteps([point(30, 50), point(15, 60), point(1, 55)], 'EUR', START, NOW);
    expect(priceStats(typical, NOW)?.verdict).toBe('typical');
  });

  it('is null without prices', () => {
    expect(priceStats([], NOW)).toBeNull();
  });
});
