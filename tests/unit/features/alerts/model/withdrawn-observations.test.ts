import { describe, expect, it } from 'vitest';
import { withdrawnHours, withoutWithdrawn } from '../../../../../src/features/alerts/model/withdrawn-observations';
import type { AlertEntry } from '../../../../../src/features/alerts/model/alerts';
import type { PricePoint } from '../../../../../src/features/tracking/model/tracking';

const HOUR = 60 * 60 * 1000;
const at = (hours: number) => Date.UTC(2026, 2, 15) + hours * HOUR;

const alert = (overrides: Partial<AlertEntry>): AlertEntry => ({
  id: 'a',
  listId: 'L1',
  itemId: 'I1',
  name: 'Lamp',
  url: 'https://shop.example/lamp',
  kind: 'drop',
  rule: null,
  previousPrice: 100,
  price: 50,
  currency: 'EUR',
  availability: 'in-stock',
  source: 'recheck',
  method: 'json-ld',
  confidence: 0.95,
  observedAt: at(2) + 5 * 60_000,
  observerId: 'eddie',
  createdAt: 0,
  seen: true,
  withdrawn: true,
  ...overrides,
});

const point = (time: number, amount: number): PricePoint => ({
  at: time,
  amount,
  currency: 'EUR',
  availability: 'in-stock',
  outcome: 'ok',
  source: 'recheck',
  method: 'json-ld',
  confidence: 0.95,
  observerId: 'eddie',
});

describe('observations the shopper called wrong', () => {
  it('are the hours of the item’s withdrawn alerts only', () => {
    const feed = [
      alert({}),
      alert({ withdrawn: false, observedAt: at(5) }),
      alert({ itemId: 'I2', observedAt: at(6) }),
      alert({ listId: 'L2', observedAt: at(7) }),
    ];
    expect([...withdrawnHours(feed, 'L1', 'I1')]).toEqual(['2026031502']);
    expect(withdrawnHours(null, 'L1', 'I1').size).toBe(0);
  });

  it('leave the engine’s points of those hours out, and keep the rest in order', () => {
    const points = [point(at(1), 100), point(at(2) + 30 * 60_000, 50), point(at(3), 100)];
    expect(withoutWithdrawn(points, new Set(['2026031502']))).toEqual([points[0], points[2]]);
    expect(withoutWithdrawn(points, new Set())).toEqual(points);
  });
});
