import type { Availability } from '../../detection';
import type { ObservationSource, PricePoint } from '../../tracking';
import { alertIdOf } from './alert-id';
import { confirmedStates, type ConfirmedState } from './observation-series';
import { dropsByAmount, dropsByBasisPoints } from './price-math';
import { fired, newArm, rearmed } from './rearm';
import { initialRuleState, type ItemRuleState, type RuleArm } from './rule-state';
import type { AlertRule, RuleKind } from './rules';
import { LOWEST_WINDOW_MS } from './settings';

/** The alert feed's kinds (docs/data-model.md, `users/{uid}/alerts`). */
export type AlertKind = 'target' | 'drop' | 'back-in-stock';

/** An alert the engine found, before delivery decides when to show it. */
export interface AlertCandidate {
  /** The feed document's id (`alertIdOf`). */
  id: string;
  itemPath: string;
  /** `list-activity` for shared-list activity, which the delivery plan paces like the engine's own alerts. */
  kind: AlertKind | 'list-activity';
  /** Every rule the state fired, the one that names the alert first. */
  rules: AlertRule[];
  previousPrice: number | null;
  price: number | null;
  currency: string | null;
  availability: Availability;
  source: ObservationSource;
  confidence: number;
  /** When the change was read (ms). */
  observedAt: number;
  /** Null when the shopper's own observation supports it; else whose observation it rests on. */
  observerId: string | null;
}

/** The signed-in shopper, and whether this browser may fetch the item's store. */
export interface Evaluator {
  uid: string;
  hasStoreAccess: boolean;
}

export interface Evaluation {
  alerts: AlertCandidate[];
  nextRuleState: ItemRuleState;
  /**
   * The latest state would alert but rests only on other members' observations, and this browser
   * can check the store: check it, then evaluate again with that reading among the points.
   */
  needsOwnCheck: { observedAt: number; observerId: string } | null;
}

/** The order rules name an alert in when one state fires several. */
const PRIORITY: readonly RuleKind[] = ['target', 'drop-percent', 'drop-amount', 'lowest-90-days', 'back-in-stock'];
const KIND_OF: Record<RuleKind, AlertKind> = {
  target: 'target',
  'drop-percent': 'drop',
  'drop-amount': 'drop',
  'lowest-90-days': 'drop',
  'back-in-stock': 'back-in-stock',
};

function lowestBefore(states: readonly ConfirmedState[], state: ConfirmedState): number | null {
  const prices = states
    .filter((other) => other.changeAt < state.changeAt && other.changeAt >= state.changeAt - LOWEST_WINDOW_MS && other.currency === state.currency)
    .map((other) => other.amount)
    .filter((amount): amount is number => amount !== null);
  return prices.length === 0 ? null : Math.min(...prices);
}

function fires(rule: AlertRule, arm: RuleArm, state: ConfirmedState, previous: ItemRuleState, history: readonly ConfirmedState[]): boolean {
  if (!arm.armed) return false;
  if (rule.kind === 'back-in-stock') return state.availability === 'in-stock' && previous.lastAvailability !== 'in-stock';
  const price = state.amount;
  const before = previous.lastPrice;
  if (price === null || before === null || price >= before) return false;
  if (rule.kind === 'target') return before > rule.target && price <= rule.target;
  if (!state.significant) return false;
  switch (rule.kind) {
    case 'drop-percent':
      return arm.reference !== null && dropsByBasisPoints(arm.reference, price, rule.basisPoints);
    case 'drop-amount':
      return arm.reference !== null && dropsByAmount(arm.reference, price, rule.amount);
    case 'lowest-90-days': {
      const lowest = lowestBefore(history, state);
      return lowest !== null && price < lowest;
    }
  }
}

function armsFor(rules: readonly AlertRule[], state: ItemRuleState): Partial<Record<RuleKind, RuleArm>> {
  return Object.fromEntries(rules.map((rule) => [rule.kind, state.rules[rule.kind] ?? newArm(rule, state)]));
}

function candidateOf(itemPath: string, firedRules: AlertRule[], state: ConfirmedState, previous: ItemRuleState, me: Evaluator): AlertCandidate {
  const ordered = [...firedRules].sort((a, b) => PRIORITY.indexOf(a.kind) - PRIORITY.indexOf(b.kind));
  const primary = ordered[0]!.kind;
  return {
    id: alertIdOf(itemPath, primary, state.changeAt),
    itemPath,
    kind: KIND_OF[primary],
    rules: ordered,
    previousPrice: previous.lastPrice,
    price: state.amount,
    currency: state.currency,
    availability: state.availability,
    source: state.source,
    confidence: state.confidence,
    observedAt: state.changeAt,
    observerId: state.observers.includes(me.uid) ? null : state.observers[0]!,
  };
}

/**
 * Evaluates an item's rules on its history (`points`: change points and confirmations, plus this
 * browser's own latest reading when it has one that was not written). Pure: the same inputs give
 * the same alerts, and `nextRuleState` makes a second run on the same history alert nothing.
 */
export function evaluateItem(
  itemPath: string,
  points: readonly PricePoint[],
  ruleState: ItemRuleState | null,
  rules: readonly AlertRule[],
  now: number,
  me: Evaluator,
): Evaluation {
  const history = confirmedStates(points);
  let current = ruleState ?? initialRuleState(history);
  current = { ...current, rules: armsFor(rules, current) };
  const alerts: AlertCandidate[] = [];
  const fresh = history.filter((state) => state.changeAt > current.consumedThrough);
  for (const [index, state] of fresh.entries()) {
    const arms = { ...current.rules };
    const currencyChanged = state.currency !== null && current.lastCurrency !== null && state.currency !== current.lastCurrency;
    const firedRules: AlertRule[] = [];
    for (const rule of rules) {
      if (rule.kind === 'back-in-stock' && state.availability === 'out-of-stock') arms[rule.kind] = { ...arms[rule.kind]!, armed: true };
      if (currencyChanged) {
        // A price in another currency is a new baseline: nothing fires on it, price rules measure from it.
        if (rule.kind !== 'back-in-stock') arms[rule.kind] = { armed: true, reference: state.amount, firedPrice: null, firedAt: null };
        continue;
      }
      const arm = rearmed(rule, arms[rule.kind]!, current.lastPrice, state.amount, state.changeAt);
      arms[rule.kind] = arm;
      if (fires(rule, arm, state, current, history)) firedRules.push(rule);
    }
    const mine = state.observers.includes(me.uid);
    if (firedRules.length > 0 && !mine && me.hasStoreAccess) {
      // An ok reading of ours after their change that is not part of the state contradicts it.
      const contradicted = points.some((point) => point.observerId === me.uid && point.outcome === 'ok' && point.at > state.changeAt);
      const latest = index === fresh.length - 1 && !contradicted;
      if (latest) return { alerts, nextRuleState: current, needsOwnCheck: { observedAt: state.changeAt, observerId: state.observers[0]! } };
      // Superseded before this browser could check it, or contradicted by its check: skipped, baseline and all.
      current = { ...current, consumedThrough: state.changeAt };
      continue;
    }
    if (firedRules.length > 0) {
      alerts.push(candidateOf(itemPath, firedRules, state, current, me));
      for (const rule of firedRules) arms[rule.kind] = fired(state.amount, state.changeAt);
    }
    current = {
      consumedThrough: state.changeAt,
      lastPrice: state.amount,
      lastCurrency: state.currency,
      lastAvailability: state.availability,
      rules: arms,
    };
  }
  const rearmedNow = Object.fromEntries(
    rules.map((rule) => [rule.kind, rearmed(rule, current.rules[rule.kind]!, current.lastPrice, current.lastPrice, now)]),
  );
  return { alerts, nextRuleState: { ...current, rules: rearmedNow }, needsOwnCheck: null };
}
