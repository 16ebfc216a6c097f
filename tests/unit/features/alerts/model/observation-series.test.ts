import { describe, expect, it } from 'vitest';
import { confirmedStates } from '../../../../../src/features/alerts/model/observation-series';
import { confirmed, HOUR, OTHER, point, T0 } from './points';

const summary = (points: Parameters<typeof confirmedStates>[0]) =>
  confirmedStates(points).map(({ amount, availability, significant }) => ({ amount, availability, significant }));

describe('confirmedStates: what the history agrees on', () => {
  it('needs two consistent observations for a visual reading', () => {
    expect(summary([point(0, 100)])).toEqual([]);
    expect(summary([point(0, 100), point(1, 100)])).toEqual([{ amount: 100, availability: 'in-stock', significant: true }]);
    expect(summary([point(0, 100), point(1, 90)])).toEqual([]);
  });

  it('believes one structured reading at or above 0.9 confidence, and not below it', () => {
    expect(summary([point(0, 100, { method: 'json-ld', confidence: 0.9 })])).toHaveLength(1);
    expect(summary([point(0, 100, { method: 'embedded-json', confidence: 0.95 })])).toHaveLength(1);
    expect(summary([point(0, 100, { method: 'json-ld', confidence: 0.89 })])).toEqual([]);
    expect(summary([point(0, 100, { method: 'opengraph', confidence: 1 })])).toEqual([]);
  });

  it('skips failed checks: a bot check between two equal prices still confirms, and carries no price', () => {
    const points = [point(0, 100), point(1, null, { outcome: 'bot-check', method: null, availability: 'unknown' }), point(2, 100)];
    const states = confirmedStates(points);
    expect(states).toHaveLength(1);
    expect(states[0]).toMatchObject({ amount: 100, changeAt: T0, confirmedAt: T0 + 2 * HOUR });
  });

  it('keeps the last price when an ok page shows none (out of stock)', () => {
    const points = [...confirmed(0, 100), ...confirmed(5, null, { availability: 'out-of-stock' })];
    expect(summary(points)).toEqual([
      { amount: 100, availability: 'in-stock', significant: true },
      { amount: 100, availability: 'out-of-stock', significant: true },
    ]);
  });

  it('is no new state when a blip nobody confirmed returns to the confirmed price', () => {
    expect(summary([...confirmed(0, 100), point(3, 60), ...confirmed(4, 100)])).toHaveLength(1);
  });

  it('marks a move under 1 % and under one unit as insignificant, measured from the last significant state', () => {
    const points = [...confirmed(0, 100), ...confirmed(3, 99.5), ...confirmed(6, 99.1), ...confirmed(9, 98.9)];
    expect(summary(points).map((state) => state.significant)).toEqual([true, false, false, true]);
  });

  it('orders points by time and names every observer once', () => {
    const states = confirmedStates([point(1, 100, { observerId: OTHER }), point(0, 100), point(2, 100)]);
    expect(states[0]?.observers).toEqual(['me-uid', OTHER]);
  });
});
