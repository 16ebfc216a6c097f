import { describe, expect, it } from 'vitest';
import { hourIdOf } from '../../../../../src/features/tracking/model/hour-id';
import {
  HEARTBEAT_MS,
  awaitsConfirmation,
  planRecording,
  writesOf,
  type LatestChange,
  type RecordPlan,
} from '../../../../../src/features/tracking/model/record-plan';
import type { ListItem } from '../../../../../src/features/lists/model/items';
import { TREND_POINTS, type CheckOutcome, type Reading } from '../../../../../src/features/tracking/model/tracking';
import { listItem } from '../../../support/list-item';

const HOUR_MS = 60 * 60 * 1000;
const T0 = Date.UTC(2026, 10, 2, 0, 0);

function reading(overrides: Partial<Reading> = {}): Reading {
  return {
    source: 'recheck',
    outcome: 'ok',
    at: T0,
    amount: 10,
    currency: 'USD',
    listPrice: null,
    availability: 'in-stock',
    method: 'json-ld',
    confidence: 0.9,
    ...overrides,
  };
}

/** An item whose state is the reading above, last checked at `checkedAt` (a change then). */
function checkedItem(checkedAt = T0, overrides: Partial<ListItem> = {}): ListItem {
  return listItem('i1', 'l1', {
    lastCheck: { at: checkedAt, outcome: 'ok', source: 'recheck' },
    trend: [{ at: checkedAt, amount: 10, availability: 'in-stock' }],
    ...overrides,
  });
}

describe('planRecording: what one reading writes', () => {
  it('the first reading of a new item is a change point (the history starts)', () => {
    const plan = planRecording(listItem('i1', 'l1'), null, reading(), T0);
    expect(plan).toMatchObject({ kind: 'change', observation: { hour: hourIdOf(T0), amount: 10, outcome: 'ok' } });
  });

  it('a reading equal to the item within a day writes nothing', () => {
    const item = checkedItem(T0, { trend: [{ at: T0 - 5 * HEARTBEAT_MS, amount: 10, availability: 'in-stock' }] });
    expect(planRecording(item, null, reading({ at: T0 + 6 * HOUR_MS }), T0 + 6 * HOUR_MS)).toEqual({ kind: 'none' });
  });

  it('a reading equal to the item a day after its last check is a heartbeat', () => {
    const at = T0 + HEARTBEAT_MS;
    expect(planRecording(checkedItem(), null, reading({ at }), at)).toEqual({ kind: 'heartbeat', outcome: 'ok', source: 'recheck' });
  });

  it.each<[string, Partial<Reading>]>([
    ['a new price', { amount: 9 }],
    ['another currency on an item without one', { currency: 'EUR' }],
    ['a new stock', { availability: 'out-of-stock' }],
  ])('%s is a change point with the reading as the item’s state and a trend point', (_what, change) => {
    const item = checkedItem(T0, { currency: null, price: null, savedPrice: null });
    const base = { ...checkedItem(), currency: 'USD' };
    const plan = planRecording(change.currency ? item : base, null, reading({ at: T0 + HOUR_MS, ...change }), T0 + HOUR_MS);
    expect(plan.kind).toBe('change');
    if (plan.kind !== 'change') return;
    expect(plan.item).toMatchObject({ availability: change.availability ?? 'in-stock' });
    expect(plan.trend.at(-1)).toEqual({ at: T0 + HOUR_MS, amount: change.amount ?? 10, availability: change.availability ?? 'in-stock' });
  });

  it('a page in another currency than the item’s becomes currency-mismatch, with no amount, and keeps the price', () => {
    const plan = planRecording(checkedItem(), null, reading({ at: T0 + HOUR_MS, amount: 8, currency: 'EUR' }), T0 + HOUR_MS);
    expect(plan).toMatchObject({
      kind: 'change',
      observation: { outcome: 'currency-mismatch', amount: null, currency: null },
      item: { price: 10, currency: 'USD', availability: 'in-stock' },
    });
  });

  it('a price without a currency is taken in the item’s currency; with neither, only the stock counts', () => {
    const at = T0 + HOUR_MS;
    expect(planRecording(checkedItem(), null, reading({ at, amount: 9, currency: null }), at)).toMatchObject({
      kind: 'change',
      observation: { amount: 9, currency: 'USD' },
    });
    const bare = checkedItem(T0, { price: null, currency: null, savedPrice: null });
    expect(planRecording(bare, null, reading({ at, amount: 9, currency: null, availability: 'out-of-stock' }), at)).toMatchObject({
      kind: 'change',
      observation: { amount: null, currency: null },
      item: { price: null, availability: 'out-of-stock' },
    });
  });

  it.each<CheckOutcome>(['bot-check', 'login-wall', 'page-gone', 'page-changed', 'timeout', 'network-error', 'http-error'])(
    'a failed check (%s) after an ok one is a change point that keeps the price and stock',
    (outcome) => {
      const plan = planRecording(checkedItem(), null, reading({ at: T0 + HOUR_MS, outcome, amount: 99, availability: 'unknown' }), T0 + HOUR_MS);
      expect(plan).toMatchObject({
        kind: 'change',
        observation: { outcome, amount: null, currency: null },
        item: { price: 10, currency: 'USD', availability: 'in-stock' },
      });
      if (plan.kind === 'change') expect(plan.trend.at(-1)).toMatchObject({ amount: null, availability: 'in-stock' });
    },
  );

  it('another failure after a failure is no change (the outcome class is the same)', () => {
    const item = checkedItem(T0, { lastCheck: { at: T0, outcome: 'bot-check', source: 'recheck' } });
    expect(planRecording(item, null, reading({ at: T0 + HOUR_MS, outcome: 'timeout', amount: null }), T0 + HOUR_MS)).toEqual({ kind: 'none' });
  });

  it('an ok reading after a failure is a change point even at the same price', () => {
    const item = checkedItem(T0, { lastCheck: { at: T0, outcome: 'timeout', source: 'recheck' } });
    expect(planRecording(item, null, reading({ at: T0 + HOUR_MS }), T0 + HOUR_MS).kind).toBe('change');
  });

  it('an ok page without a price keeps the price and follows the stock', () => {
    const plan = planRecording(checkedItem(), null, reading({ at: T0 + HOUR_MS, amount: null, currency: null, availability: 'out-of-stock' }), T0 + HOUR_MS);
    expect(plan).toMatchObject({ kind: 'change', observation: { amount: null, outcome: 'ok' }, item: { price: 10, availability: 'out-of-stock' } });
  });

  it('the trend keeps the latest TREND_POINTS points, oldest first', () => {
    const trend = Array.from({ length: TREND_POINTS }, (_, index) => ({ at: T0 + index, amount: 10 + index, availability: 'in-stock' as const }));
    const plan = planRecording(checkedItem(T0, { trend, price: 10 + TREND_POINTS - 1 }), null, reading({ at: T0 + HOUR_MS, amount: 1 }), T0 + HOUR_MS);
    if (plan.kind !== 'change') throw new Error('expected a change');
    expect(plan.trend).toHaveLength(TREND_POINTS);
    expect(plan.trend[0]).toEqual(trend[1]);
    expect(plan.trend.at(-1)?.amount).toBe(1);
  });

  it('the first agreeing reading after a change, in a later hour, is a confirmation when none exists yet', () => {
    const at = T0 + 6 * HOUR_MS;
    expect(awaitsConfirmation(checkedItem(), reading({ at }))).toBe(true);
    expect(planRecording(checkedItem(), { confirmed: false }, reading({ at }), at)).toMatchObject({
      kind: 'confirmation',
      heartbeat: false,
      observation: { hour: hourIdOf(at), amount: 10 },
    });
    expect(planRecording(checkedItem(), { confirmed: true }, reading({ at }), at)).toEqual({ kind: 'none' });
  });

  it('an agreeing reading in the same hour as the change is no confirmation (it would replace the change)', () => {
    const at = T0 + 30 * 60 * 1000;
    expect(awaitsConfirmation(checkedItem(), reading({ at }))).toBe(false);
    expect(planRecording(checkedItem(), { confirmed: false }, reading({ at }), at)).toEqual({ kind: 'none' });
  });

  it('after a heartbeat no confirmation is sought', () => {
    const item = checkedItem(T0 + HEARTBEAT_MS, { trend: [{ at: T0, amount: 10, availability: 'in-stock' }] });
    expect(awaitsConfirmation(item, reading({ at: T0 + HEARTBEAT_MS + HOUR_MS }))).toBe(false);
  });

  it('a confirmation due with the heartbeat carries it', () => {
    const at = T0 + HEARTBEAT_MS;
    expect(planRecording(checkedItem(), { confirmed: false }, reading({ at }), at)).toMatchObject({ kind: 'confirmation', heartbeat: true });
  });

  it('visits follow the same plan', () => {
    const at = T0 + HEARTBEAT_MS;
    expect(planRecording(checkedItem(), null, reading({ at, source: 'visit' }), at)).toEqual({ kind: 'heartbeat', outcome: 'ok', source: 'visit' });
  });
});

/** mulberry32: a small seeded PRNG, so every run checks the same sequences and a failure repeats. */
function prng(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The server's side of a plan: the item as its listener would show it, and the history's hours. */
function apply(item: ListItem, hours: Set<string>, plan: RecordPlan, now: number): ListItem {
  switch (plan.kind) {
    case 'none':
      return item;
    case 'heartbeat':
      return { ...item, lastCheck: { at: now, outcome: plan.outcome, source: plan.source } };
    case 'confirmation':
      hours.add(plan.observation.hour);
      return plan.heartbeat ? { ...item, lastCheck: { at: now, outcome: plan.observation.outcome, source: plan.observation.source } } : item;
    case 'change':
      hours.add(plan.observation.hour);
      return { ...item, ...plan.item, trend: plan.trend, lastCheck: { at: now, outcome: plan.observation.outcome, source: plan.observation.source } };
  }
}

/** What the data layer answers: whether an observation exists after the latest change's hour. */
function latestOf(item: ListItem, hours: Set<string>, next: Reading): LatestChange | null {
  if (!awaitsConfirmation(item, next)) return null;
  const changeHour = hourIdOf(item.trend.at(-1)!.at);
  return { confirmed: [...hours].some((hour) => hour > changeHour) };
}

interface Tally {
  itemWrites: number;
  observationWrites: number;
  changes: number;
  confirmations: number;
  heartbeats: number;
}

function run(item: ListItem, readings: Reading[]): Tally {
  const hours = new Set<string>();
  const tally: Tally = { itemWrites: 0, observationWrites: 0, changes: 0, confirmations: 0, heartbeats: 0 };
  let current = item;
  for (const next of readings) {
    const plan = planRecording(current, latestOf(current, hours, next), next, next.at);
    if (plan.kind === 'change') tally.changes += 1;
    if (plan.kind === 'confirmation') tally.confirmations += 1;
    if (plan.kind === 'heartbeat' || (plan.kind === 'confirmation' && plan.heartbeat)) tally.heartbeats += 1;
    tally.itemWrites += plan.kind === 'change' || plan.kind === 'heartbeat' || (plan.kind === 'confirmation' && plan.heartbeat) ? 1 : 0;
    tally.observationWrites += plan.kind === 'change' || plan.kind === 'confirmation' ? 1 : 0;
    expect(tally.itemWrites + tally.observationWrites).toBe(
      tally.changes * 2 + tally.confirmations + tally.heartbeats,
    );
    expect(writesOf(plan)).toBeLessThanOrEqual(2);
    current = apply(current, hours, plan, next.at);
  }
  return tally;
}

/** Four readings a day, six hours apart, a few minutes of jitter each. */
function schedule(days: number, random: () => number, start = T0): number[] {
  return Array.from({ length: days * 4 }, (_, index) => start + index * 6 * HOUR_MS + Math.floor(random() * 10 * 60 * 1000));
}

describe('planRecording: what tracking costs (property-style, seeded sequences)', () => {
  it.each([1, 2, 3, 4, 5, 6, 7, 8])('seed %i: an unchanged item costs at most one item write a day and no observation', (seed) => {
    const random = prng(seed);
    const days = 10 + Math.floor(random() * 80);
    const item = checkedItem(T0 - Math.floor(random() * HEARTBEAT_MS), { trend: [{ at: T0 - 3 * HEARTBEAT_MS, amount: 10, availability: 'in-stock' }] });
    const readings = schedule(days, random).map((at) => reading({ at, source: random() < 0.2 ? 'visit' : 'recheck' }));
    const tally = run(item, readings);
    expect(tally.observationWrites).toBe(0);
    expect(tally.itemWrites).toBeLessThanOrEqual(days);
    // A heartbeat waits for the first reading at least 24 h after the last one: every 24 to 30 h.
    expect(tally.itemWrites).toBeGreaterThanOrEqual(Math.floor((days * 24) / 30) - 1);
  });

  it.each([11, 12, 13, 14, 15, 16, 17, 18, 19, 20])(
    'seed %i: a changing item costs 2 writes a change, at most 1 confirmation a change, at most 1 heartbeat a day',
    (seed) => {
      const random = prng(seed);
      const days = 5 + Math.floor(random() * 60);
      let amount = 10;
      let availability: Reading['availability'] = 'in-stock';
      let outcome: CheckOutcome = 'ok';
      let expectedChanges = 0;
      let state: { amount: number; availability: Reading['availability']; ok: boolean } = { amount, availability, ok: true };
      const readings = schedule(days, random).map((at) => {
        const roll = random();
        if (roll < 0.1) amount = Math.round((amount * (0.8 + random() * 0.4) + 0.01) * 100) / 100;
        else if (roll < 0.14) availability = availability === 'in-stock' ? 'out-of-stock' : 'in-stock';
        outcome = random() < 0.08 ? 'bot-check' : 'ok';
        const next = reading({ at, amount: outcome === 'ok' ? amount : null, availability, outcome });
        const ok = outcome === 'ok';
        const changed = ok !== state.ok || (ok && (amount !== state.amount || availability !== state.availability));
        if (changed) {
          expectedChanges += 1;
          state = ok ? { amount, availability, ok } : { ...state, ok };
        }
        return next;
      });
      const tally = run(checkedItem(T0 - HOUR_MS), readings);
      expect(tally.changes).toBe(expectedChanges);
      expect(tally.confirmations).toBeLessThanOrEqual(tally.changes);
      expect(tally.heartbeats).toBeLessThanOrEqual(days);
      expect(tally.itemWrites + tally.observationWrites).toBeLessThanOrEqual(2 * tally.changes + tally.confirmations + days);
    },
  );

  it('a week of an unchanged item at 4 checks a day: 7 heartbeats, nothing else', () => {
    const item = checkedItem(T0 - 6 * HOUR_MS, { trend: [{ at: T0 - 3 * HEARTBEAT_MS, amount: 10, availability: 'in-stock' }] });
    const tally = run(item, schedule(7, () => 0).map((at) => reading({ at })));
    expect(tally).toEqual({ itemWrites: 7, observationWrites: 0, changes: 0, confirmations: 0, heartbeats: 7 });
  });

  it('one price drop in a week: 2 writes for the change, 1 for its confirmation, heartbeats on the other days', () => {
    const item = checkedItem(T0 - 6 * HOUR_MS, { trend: [{ at: T0 - 3 * HEARTBEAT_MS, amount: 10, availability: 'in-stock' }] });
    const times = schedule(7, () => 0);
    const tally = run(item, times.map((at, index) => reading({ at, amount: index >= 9 ? 8 : 10 })));
    expect(tally.changes).toBe(1);
    expect(tally.confirmations).toBe(1);
    expect(tally.observationWrites).toBe(2);
    expect(tally.itemWrites).toBeLessThanOrEqual(7);
  });
});
