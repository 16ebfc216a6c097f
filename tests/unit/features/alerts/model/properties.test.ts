// The engine's invariants, over generated histories (fast-check).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { NO_DELIVERIES, planDelivery, type DeliverySettings } from '../../../../../src/features/alerts/model/delivery-plan';
import { evaluateItem, type AlertCandidate, type Evaluator } from '../../../../../src/features/alerts/model/evaluate';
import type { ItemRuleState } from '../../../../../src/features/alerts/model/rule-state';
import type { AlertRule } from '../../../../../src/features/alerts/model/rules';
import type { PricePoint } from '../../../../../src/features/tracking/model/tracking';
import { candidate, HOUR, ME, point } from './points';

const PATH = 'lists/L/items/I';
const me: Evaluator = { uid: ME, hasStoreAccess: true };

type Step = { cents: number; gapHours: number; how: 'pair' | 'single' | 'structured' | 'failed'; inStock: boolean };

const step = fc.record({
  cents: fc.integer({ min: 100, max: 100_000 }),
  gapHours: fc.integer({ min: 2, max: 400 }),
  how: fc.constantFrom('pair', 'single', 'structured', 'failed'),
  inStock: fc.boolean(),
}) as fc.Arbitrary<Step>;

const rules = fc.subarray<AlertRule>(
  [
    { kind: 'drop-percent', basisPoints: 500 },
    { kind: 'drop-amount', amount: 3 },
    { kind: 'lowest-90-days' },
    { kind: 'back-in-stock' },
    { kind: 'target', target: 400 },
  ],
  { minLength: 1 },
);

function pointsOf(steps: readonly Step[]): PricePoint[] {
  const points: PricePoint[] = [];
  let hours = 0;
  for (const { cents, gapHours, how, inStock } of steps) {
    hours += gapHours;
    const availability = inStock ? 'in-stock' : 'out-of-stock';
    const amount = cents / 100;
    if (how === 'failed') points.push(point(hours, null, { outcome: 'bot-check', method: null, availability: 'unknown' }));
    if (how === 'single') points.push(point(hours, amount, { availability }));
    if (how === 'structured') points.push(point(hours, amount, { availability, method: 'json-ld', confidence: 0.95 }));
    if (how === 'pair') points.push(point(hours, amount, { availability }), point(hours + 1, amount, { availability }));
  }
  return points;
}

/** Evaluates the history as it grows, one point at a time, persisting the state as JSON in between. */
function incrementally(points: readonly PricePoint[], itemRules: AlertRule[]): { alerts: AlertCandidate[]; state: ItemRuleState } {
  const alerts: AlertCandidate[] = [];
  let state: ItemRuleState | null = null;
  for (let count = 1; count <= points.length; count += 1) {
    const seen = points.slice(0, count);
    const result = evaluateItem(PATH, seen, state, itemRules, seen.at(-1)!.at, me);
    alerts.push(...result.alerts);
    state = JSON.parse(JSON.stringify(result.nextRuleState)) as ItemRuleState;
  }
  return { alerts, state: state! };
}

describe('alert engine invariants', () => {
  it('never alerts on a rise: every price alert is below the price before it', () => {
    fc.assert(
      fc.property(fc.array(step, { maxLength: 40 }), rules, (steps, itemRules) => {
        for (const alert of incrementally(pointsOf(steps), itemRules).alerts) {
          if (alert.kind === 'back-in-stock') continue;
          expect(alert.price).not.toBeNull();
          expect(alert.price!).toBeLessThan(alert.previousPrice!);
        }
      }),
    );
  });

  it('never alerts at all on a history that only rises', () => {
    fc.assert(
      fc.property(fc.array(step, { maxLength: 30 }), rules, (steps, itemRules) => {
        const sorted = [...steps].sort((a, b) => a.cents - b.cents).map((entry) => ({ ...entry, inStock: true }));
        expect(incrementally(pointsOf(sorted), itemRules).alerts).toEqual([]);
      }),
    );
  });

  it('never gives two alerts for one drop: again on the same history, after a restart, or step by step', () => {
    fc.assert(
      fc.property(fc.array(step, { minLength: 1, maxLength: 40 }), rules, (steps, itemRules) => {
        const points = pointsOf(steps);
        const { alerts, state } = incrementally(points, itemRules);
        expect(new Set(alerts.map((alert) => alert.id)).size).toBe(alerts.length);
        expect(evaluateItem(PATH, points, state, itemRules, points.at(-1)!.at, me).alerts).toEqual([]);
        const firstPoint = points.slice(0, 1);
        const armed = evaluateItem(PATH, firstPoint, null, itemRules, firstPoint[0]!.at, me).nextRuleState;
        const onePass = evaluateItem(PATH, points, armed, itemRules, points.at(-1)!.at, me);
        expect(onePass.alerts.map((alert) => alert.id)).toEqual(alerts.map((alert) => alert.id));
      }),
    );
  });

  it('fires each rule at most once on a price that keeps falling, until it re-arms a week later', () => {
    const falling = fc.array(step, { maxLength: 25 }).map((steps) =>
      [...steps].sort((a, b) => b.cents - a.cents).map((entry) => ({ ...entry, gapHours: 1 + (entry.gapHours % 4), inStock: true })),
    );
    fc.assert(
      fc.property(falling, rules, (steps, itemRules) => {
        const fired = incrementally(pointsOf(steps), itemRules).alerts.flatMap((alert) => alert.rules.map((rule) => rule.kind));
        expect(new Set(fired).size).toBe(fired.length);
      }),
    );
  });

  it('alerts exactly once when the price crosses a target, and delivers it outside quiet hours under the cap', () => {
    const target = 400;
    const above = fc.array(fc.integer({ min: target * 100 + 1, max: 100_000 }), { minLength: 1, maxLength: 10 });
    const below = fc.array(fc.integer({ min: 100, max: target * 100 }), { minLength: 1, maxLength: 10 });
    fc.assert(
      fc.property(above, below, fc.boolean(), (high, low, noise) => {
        const steps = [...high, ...low].map((cents): Step => ({ cents, gapHours: 5, how: 'pair', inStock: true }));
        const withFailures = noise ? steps.flatMap((entry): Step[] => [entry, { ...entry, how: 'failed' }]) : steps;
        const { alerts } = incrementally(pointsOf(withFailures), [{ kind: 'target', target }]);
        expect(alerts.filter((alert) => alert.kind === 'target')).toHaveLength(1);
        const settings: DeliverySettings = { dailyCap: 5, quietHours: null, timeZone: 'Europe/Paris' };
        expect(planDelivery(alerts, NO_DELIVERIES, settings, alerts[0]!.observedAt).deliverNow).toEqual(alerts);
      }),
    );
  });

  it('puts in the digest exactly what quiet hours held, once each, in order', () => {
    const settings: DeliverySettings = { dailyCap: 2, quietHours: { start: 22 * 60, end: 7 * 60 }, timeZone: 'America/New_York' };
    // 23:00 in New York on 10 January 2026, then the hours of that night.
    const night = Date.UTC(2026, 0, 11, 4, 0);
    const batches = fc.array(fc.array(fc.integer({ min: 0, max: 20 }), { maxLength: 5 }), { maxLength: 8 });
    fc.assert(
      fc.property(batches, fc.integer({ min: 0, max: 2 }), (ids, deliveredBefore) => {
        let state = { ...NO_DELIVERIES, day: '2026-01-10', deliveredToday: deliveredBefore };
        const held: string[] = [];
        ids.forEach((batch, index) => {
          const plan = planDelivery(batch.map((id) => candidate(`a${id}`)), state, settings, night + (index * HOUR) / 2);
          expect(plan.deliverNow).toEqual([]);
          for (const id of batch) if (!held.includes(`a${id}`)) held.push(`a${id}`);
          state = plan.nextState;
        });
        const morning = planDelivery([], state, settings, night + 9 * HOUR);
        expect(morning.digest?.map((alert) => alert.id) ?? []).toEqual(held);
        expect(morning.nextState.held).toEqual([]);
      }),
    );
  });
});
