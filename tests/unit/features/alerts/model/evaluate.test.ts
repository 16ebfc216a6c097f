import { describe, expect, it } from 'vitest';
import { evaluateItem, type Evaluator } from '../../../../../src/features/alerts/model/evaluate';
import type { ItemRuleState } from '../../../../../src/features/alerts/model/rule-state';
import type { AlertRule } from '../../../../../src/features/alerts/model/rules';
import { REARM_DELAY_MS } from '../../../../../src/features/alerts/model/settings';
import type { PricePoint } from '../../../../../src/features/tracking/model/tracking';
import { confirmed, DAY, HOUR, ME, OTHER, point, T0 } from './points';

const PATH = 'lists/L1/items/I1';
const me: Evaluator = { uid: ME, hasStoreAccess: true };
const TEN_PERCENT: AlertRule = { kind: 'drop-percent', basisPoints: 1000 };

/** Arms the rules on `baseline` (the known history), then evaluates `later` on top of it. */
function run(rules: AlertRule[], baseline: PricePoint[], later: PricePoint[], who: Evaluator = me, state?: ItemRuleState) {
  const armed = state ?? evaluateItem(PATH, baseline, null, rules, T0, who).nextRuleState;
  const points = [...baseline, ...later];
  return evaluateItem(PATH, points, armed, rules, Math.max(...points.map((p) => p.at)), who);
}

describe('evaluateItem: drops', () => {
  it('alerts once on a confirmed 10 % drop, and not on its first, unconfirmed, reading', () => {
    const baseline = confirmed(0, 100);
    expect(run([TEN_PERCENT], baseline, [point(5, 90)]).alerts).toEqual([]);
    const result = run([TEN_PERCENT], baseline, confirmed(5, 90));
    expect(result.alerts).toHaveLength(1);
    expect(result.alerts[0]).toMatchObject({ kind: 'drop', previousPrice: 100, price: 90, currency: 'EUR', observerId: null, observedAt: T0 + 5 * HOUR });
  });

  it('does not alert a hair short of the threshold', () => {
    expect(run([TEN_PERCENT], confirmed(0, 100), confirmed(5, 90.01)).alerts).toEqual([]);
  });

  it('measures from the reference, so small confirmed steps add up', () => {
    const result = run([TEN_PERCENT], confirmed(0, 100), [...confirmed(5, 95), ...confirmed(10, 91), ...confirmed(15, 89)]);
    expect(result.alerts.map((alert) => alert.price)).toEqual([89]);
  });

  it('believes one structured reading with high confidence', () => {
    const result = run([TEN_PERCENT], confirmed(0, 100), [point(5, 80, { method: 'json-ld', confidence: 0.95 })]);
    expect(result.alerts).toHaveLength(1);
  });

  it('alerts on a drop by an amount', () => {
    const rules: AlertRule[] = [{ kind: 'drop-amount', amount: 5 }];
    expect(run(rules, confirmed(0, 100), confirmed(5, 95)).alerts).toHaveLength(1);
    expect(run(rules, confirmed(0, 100), confirmed(5, 95.5)).alerts).toEqual([]);
  });

  it('never alerts on a rise, a failed check, a bot check or a currency change', () => {
    expect(run([TEN_PERCENT], confirmed(0, 100), confirmed(5, 150)).alerts).toEqual([]);
    const failed = [5, 6, 7].map((hours) => point(hours, null, { outcome: 'bot-check', method: null, availability: 'unknown' }));
    expect(run([TEN_PERCENT], confirmed(0, 100), failed).alerts).toEqual([]);
    const dollars = confirmed(5, 50, { currency: 'USD' });
    const result = run([TEN_PERCENT], confirmed(0, 100), dollars);
    expect(result.alerts).toEqual([]);
    // The new currency is the new baseline: a later drop in it is measured from 50.
    expect(run([TEN_PERCENT], [...confirmed(0, 100), ...dollars], confirmed(10, 45, { currency: 'USD' }), me, result.nextRuleState).alerts).toHaveLength(1);
    const outOfStock = [...confirmed(0, 100), ...confirmed(3, null, { availability: 'out-of-stock' })];
    expect(run([{ kind: 'back-in-stock' }], outOfStock, dollars).alerts).toEqual([]);
  });

  it('never alerts on the first observation of an item', () => {
    const result = evaluateItem(PATH, [...confirmed(0, 100), ...confirmed(5, 50)], null, [TEN_PERCENT, { kind: 'target', target: 60 }], T0 + DAY, me);
    expect(result.alerts).toEqual([]);
    expect(result.nextRuleState.lastPrice).toBe(50);
  });
});

describe('evaluateItem: re-arming', () => {
  const baseline = confirmed(0, 100);

  it('stays quiet on a further drop after an alert, until the price rises 3 % above the one that fired', () => {
    const first = run([TEN_PERCENT], baseline, confirmed(5, 90));
    const further = [...confirmed(5, 90), ...confirmed(10, 80)];
    expect(run([TEN_PERCENT], baseline, further, me, first.nextRuleState).alerts).toEqual([]);
    const rose = [...confirmed(5, 90), ...confirmed(10, 92.7), ...confirmed(15, 83.43)];
    const again = run([TEN_PERCENT], baseline, rose, me, first.nextRuleState);
    expect(again.alerts.map((alert) => alert.price)).toEqual([83.43]);
    const tooLittle = [...confirmed(5, 90), ...confirmed(10, 92.6), ...confirmed(15, 80)];
    expect(run([TEN_PERCENT], baseline, tooLittle, me, first.nextRuleState).alerts).toEqual([]);
  });

  it('re-arms after a week, measuring from the price it waited at', () => {
    const first = run([TEN_PERCENT], baseline, confirmed(5, 90));
    const weekLater = 5 + REARM_DELAY_MS / HOUR;
    const result = run([TEN_PERCENT], baseline, [...confirmed(5, 90), ...confirmed(weekLater, 81)], me, first.nextRuleState);
    expect(result.alerts.map((alert) => alert.price)).toEqual([81]);
    const early = run([TEN_PERCENT], baseline, [...confirmed(5, 90), ...confirmed(weekLater - 2, 81)], me, first.nextRuleState);
    expect(early.alerts).toEqual([]);
  });
});

describe('evaluateItem: targets', () => {
  const target: AlertRule = { kind: 'target', target: 80 };

  it('alerts when the price crosses the target, even by a cent', () => {
    const result = run([target], confirmed(0, 80.01), confirmed(5, 80));
    expect(result.alerts).toMatchObject([{ kind: 'target', price: 80 }]);
  });

  it('does not alert again below the target until the price went back above it by the margin', () => {
    const first = run([target], confirmed(0, 85), confirmed(5, 79));
    const wobble = [...confirmed(5, 79), ...confirmed(10, 81), ...confirmed(15, 78)];
    expect(run([target], confirmed(0, 85), wobble, me, first.nextRuleState).alerts).toEqual([]);
    const back = [...confirmed(5, 79), ...confirmed(10, 82.4), ...confirmed(15, 78)];
    expect(run([target], confirmed(0, 85), back, me, first.nextRuleState).alerts).toHaveLength(1);
  });

  it('names the alert by the target when a drop rule fires on the same state', () => {
    const result = run([TEN_PERCENT, target], confirmed(0, 100), confirmed(5, 70));
    expect(result.alerts).toHaveLength(1);
    expect(result.alerts[0]?.kind).toBe('target');
    expect(result.alerts[0]?.rules.map((rule) => rule.kind)).toEqual(['target', 'drop-percent']);
  });
});

describe('evaluateItem: stock', () => {
  const rules: AlertRule[] = [{ kind: 'back-in-stock' }];
  const out = (hours: number) => confirmed(hours, null, { availability: 'out-of-stock' });

  it('alerts when a confirmed out-of-stock item is confirmed in stock', () => {
    expect(run(rules, [...confirmed(0, 100), ...out(3)], [point(6, 100)]).alerts).toEqual([]);
    expect(run(rules, [...confirmed(0, 100), ...out(3)], confirmed(6, 100)).alerts).toMatchObject([{ kind: 'back-in-stock' }]);
  });

  it('does not flap: one unconfirmed out-of-stock reading does not re-arm it', () => {
    const first = run(rules, [...confirmed(0, 100), ...out(3)], confirmed(6, 100));
    const flap = [...confirmed(6, 100), point(9, null, { availability: 'out-of-stock' }), ...confirmed(10, 100)];
    expect(run(rules, [...confirmed(0, 100), ...out(3)], flap, me, first.nextRuleState).alerts).toEqual([]);
    const again = [...confirmed(6, 100), ...out(9), ...confirmed(12, 100)];
    expect(run(rules, [...confirmed(0, 100), ...out(3)], again, me, first.nextRuleState).alerts).toHaveLength(1);
  });

  it('keeps the stock through a failed check', () => {
    const failed = [point(5, null, { outcome: 'timeout', method: null, availability: 'unknown' }), point(6, null, { outcome: 'timeout', method: null, availability: 'unknown' })];
    const result = run(rules, [...confirmed(0, 100), ...out(3)], [...failed, ...confirmed(8, 100)]);
    expect(result.alerts).toHaveLength(1);
  });
});

describe('evaluateItem: lowest price in 90 days', () => {
  const rules: AlertRule[] = [{ kind: 'lowest-90-days' }];

  it('alerts on a price below every confirmed price of the 90 days before it', () => {
    const history = [...confirmed(0, 70), ...confirmed(24, 100), ...confirmed(48, 90)];
    expect(run(rules, history, confirmed(72, 71)).alerts).toEqual([]);
    expect(run(rules, history, confirmed(72, 69)).alerts).toMatchObject([{ kind: 'drop', price: 69 }]);
  });

  it('forgets prices older than 90 days', () => {
    const history = [...confirmed(0, 50), ...confirmed(24, 100)];
    expect(run(rules, history, confirmed(91 * 24, 90)).alerts).toHaveLength(1);
  });

  it('ignores a new low that is only noise', () => {
    expect(run(rules, [...confirmed(0, 100)], confirmed(24, 99.5)).alerts).toEqual([]);
  });
});

describe("evaluateItem: another member's observation", () => {
  const theirs = confirmed(5, 80, { observerId: OTHER });

  it('asks for this browser’s own check when it can reach the store, and consumes nothing', () => {
    const result = run([TEN_PERCENT], confirmed(0, 100), theirs);
    expect(result.alerts).toEqual([]);
    expect(result.needsOwnCheck).toEqual({ observedAt: T0 + 5 * HOUR, observerId: OTHER });
    const checked = run([TEN_PERCENT], confirmed(0, 100), [...theirs, point(7, 80)], me, result.nextRuleState);
    expect(checked.alerts).toMatchObject([{ price: 80, observerId: null }]);
  });

  it('skips their state when this browser’s own check saw another price', () => {
    const result = run([TEN_PERCENT], confirmed(0, 100), [...theirs, point(7, 100)]);
    expect(result.alerts).toEqual([]);
    expect(result.needsOwnCheck).toBeNull();
    expect(result.nextRuleState.lastPrice).toBe(100);
  });

  it('says whose observation it was when this browser cannot check the store', () => {
    const result = run([TEN_PERCENT], confirmed(0, 100), theirs, { uid: ME, hasStoreAccess: false });
    expect(result.alerts).toMatchObject([{ price: 80, observerId: OTHER }]);
  });

  it('alerts nothing for a state of theirs that a later state superseded before it was checked', () => {
    const later = [...theirs, ...confirmed(10, 85)];
    expect(run([TEN_PERCENT], confirmed(0, 100), later).alerts).toMatchObject([{ price: 85 }]);
  });
});

describe('evaluateItem: idempotence', () => {
  it('alerts nothing the second time on the same history, and gives the same id to the same alert', () => {
    const baseline = confirmed(0, 100);
    const first = run([TEN_PERCENT], baseline, confirmed(5, 85));
    const second = run([TEN_PERCENT], baseline, confirmed(5, 85), me, first.nextRuleState);
    expect(second.alerts).toEqual([]);
    const elsewhere = run([TEN_PERCENT], baseline, confirmed(5, 85));
    expect(elsewhere.alerts[0]?.id).toBe(first.alerts[0]?.id);
    expect(JSON.parse(JSON.stringify(first.nextRuleState))).toEqual(first.nextRuleState);
  });
});
