import { describe, expect, it } from 'vitest';
import { changedItems } from '../../../../../src/features/alerts/worker/item-changes';
import { firstSightState } from '../../../../../src/features/alerts/worker/first-sight';
import {
  AWAIT_CONFIRMATION_MS,
  awaitsConfirmation,
  hasNews,
  historyDays,
  pointOfReading,
  readingIsNews,
} from '../../../../../src/features/alerts/worker/evaluation-window';
import type { ItemRuleState } from '../../../../../src/features/alerts/model/rule-state';
import type { Reading } from '../../../../../src/features/tracking/model/tracking';
import { confirmed, DAY, HOUR, ME, T0 } from '../model/points';
import { listItem } from '../../../support/list-item';

const state = (consumedThrough: number, lastPrice = 100): ItemRuleState => ({
  consumedThrough, lastPrice, lastCurrency: 'EUR', lastAvailability: 'in-stock', rules: {},
});
const trend = (...points: [number, number][]) => ({ trend: points.map(([at, amount]) => ({ at, amount, availability: 'in-stock' as const })) });
const reading = (amount: number, outcome: Reading['outcome'] = 'ok'): Reading => ({
  source: 'recheck', outcome, at: T0, amount, currency: 'EUR', listPrice: null, availability: 'in-stock', method: 'json-ld', confidence: 0.95,
});

describe('historyDays', () => {
  it('reads since the consumed change with an hour of margin, never more than 30 days', () => {
    expect(historyDays(trend(), state(T0 - 2 * DAY), [{ kind: 'drop-percent', basisPoints: 1000 }], T0)).toBeCloseTo(2 + 1 / 24);
    expect(historyDays(trend(), state(T0 - 100 * DAY), [{ kind: 'back-in-stock' }], T0)).toBe(30);
    expect(historyDays(trend(), state(T0 - HOUR), [{ kind: 'back-in-stock' }], T0)).toBe(1);
  });

  it('reads 90 days for the 90-day low', () => {
    expect(historyDays(trend(), state(T0 - HOUR), [{ kind: 'lowest-90-days' }], T0)).toBe(90);
  });

  it('on first sight, reads since the second-latest change so the latest confirmed state is in', () => {
    expect(historyDays(trend([T0 - 10 * DAY, 100], [T0 - 3 * DAY, 90]), null, [{ kind: 'back-in-stock' }], T0)).toBeCloseTo(10 + 1 / 24);
    expect(historyDays(trend([T0 - 5 * DAY, 100]), null, [{ kind: 'back-in-stock' }], T0)).toBeCloseTo(5 + 1 / 24);
    expect(historyDays(trend(), null, [{ kind: 'back-in-stock' }], T0)).toBe(1);
  });
});

describe('hasNews and awaitsConfirmation', () => {
  it('sees news in a first sight or a latest change whose price or stock differs from the rule state', () => {
    expect(hasNews(trend(), null)).toBe(true);
    expect(hasNews(trend([T0, 100]), state(T0 + 1000))).toBe(false);
    expect(hasNews(trend([T0, 90]), state(T0 - HOUR))).toBe(true);
    expect(hasNews({ trend: [{ at: T0, amount: 100, availability: 'out-of-stock' }] }, state(T0 - HOUR))).toBe(true);
    // A failed check's change point: no price, the stock kept.
    expect(hasNews({ trend: [{ at: T0, amount: null, availability: 'in-stock' }] }, state(T0 - HOUR))).toBe(false);
    expect(hasNews(trend(), state(T0))).toBe(false);
  });

  it('waits for a confirmation of a differing change for two days only', () => {
    expect(awaitsConfirmation(trend([T0, 90]), state(T0 - DAY), T0 + HOUR)).toBe(true);
    expect(awaitsConfirmation(trend([T0, 90]), state(T0 - DAY), T0 + AWAIT_CONFIRMATION_MS)).toBe(false);
    expect(awaitsConfirmation(trend([T0, 100]), state(T0 - DAY), T0 + HOUR)).toBe(false);
    expect(awaitsConfirmation(trend([T0, 90]), null, T0 + HOUR)).toBe(false);
  });

  it('takes an own reading as news only when it is ok and says something else', () => {
    expect(readingIsNews(reading(90), state(0))).toBe(true);
    expect(readingIsNews(reading(100), state(0))).toBe(false);
    expect(readingIsNews({ ...reading(90), outcome: 'bot-check' }, state(0))).toBe(false);
    expect(readingIsNews(reading(90), null)).toBe(false);
  });

  it('turns a reading into this browser\'s own point', () => {
    expect(pointOfReading(reading(90), ME)).toEqual({
      at: T0, amount: 90, currency: 'EUR', availability: 'in-stock', outcome: 'ok', source: 'recheck', method: 'json-ld', confidence: 0.95, observerId: ME,
    });
  });
});

describe('firstSightState', () => {
  it('takes the latest confirmed state of the history read', () => {
    const points = [...confirmed(0, 120), ...confirmed(24, 100)];
    expect(firstSightState(points, listItem('a', 'L'))).toMatchObject({ consumedThrough: T0 + 24 * HOUR, lastPrice: 100, lastCurrency: 'EUR' });
  });

  it('falls back on the item\'s own fields when the window holds no confirmed state', () => {
    const item = listItem('a', 'L', { price: 42, currency: 'EUR', availability: 'out-of-stock', ...trend([T0 - 60 * DAY, 42]) });
    expect(firstSightState([], item)).toEqual({ consumedThrough: T0 - 60 * DAY, lastPrice: 42, lastCurrency: 'EUR', lastAvailability: 'out-of-stock', rules: {} });
  });
});

describe('changedItems', () => {
  it('lists every item against none, then only those whose price, stock, last check or trend changed', () => {
    const a = listItem('a', 'L');
    const b = listItem('b', 'L');
    expect(changedItems({}, { L: [a, b] })).toEqual([a, b]);
    const renamed = { ...a, name: 'Renamed' };
    const cheaper = { ...b, price: 9 };
    expect(changedItems({ L: [a, b] }, { L: [renamed, cheaper] })).toEqual([cheaper]);
    const list = [a, b];
    expect(changedItems({ L: list }, { L: list })).toEqual([]);
  });
});
