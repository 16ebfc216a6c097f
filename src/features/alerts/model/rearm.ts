import type { ItemRuleState, RuleArm } from './rule-state';
import { risesByBasisPoints } from './price-math';
import { REARM_DELAY_MS, REARM_RISE_BASIS_POINTS } from './settings';
import type { AlertRule } from './rules';

export function armedAt(reference: number | null): RuleArm {
  return { armed: true, reference, firedPrice: null, firedAt: null };
}

export function fired(price: number | null, at: number): RuleArm {
  return { armed: false, reference: null, firedPrice: price, firedAt: at };
}

/** A new rule arms on the last confirmed state; back in stock only once the item is out of stock. */
export function newArm(rule: AlertRule, state: ItemRuleState): RuleArm {
  if (rule.kind === 'back-in-stock') return { ...armedAt(null), armed: state.lastAvailability === 'out-of-stock' };
  return armedAt(state.lastPrice);
}

/**
 * A fired price rule re-arms when the price rose again by the margin above the price that fired it
 * (for a target, above the target) or when the delay has passed; its reference is then the price
 * of that moment. Back in stock re-arms only on a confirmed out-of-stock state (see evaluate.ts).
 * `previousPrice` is the confirmed price before the state at `at`, `price` its own.
 */
export function rearmed(rule: AlertRule, arm: RuleArm, previousPrice: number | null, price: number | null, at: number): RuleArm {
  if (arm.armed || rule.kind === 'back-in-stock') return arm;
  // After the delay the rule measures from the price it had waited at, so this very state may fire.
  if (arm.firedAt !== null && at - arm.firedAt >= REARM_DELAY_MS) return armedAt(previousPrice);
  if (price === null) return arm;
  const base = rule.kind === 'target' ? rule.target : arm.firedPrice;
  if (base !== null && risesByBasisPoints(base, price, REARM_RISE_BASIS_POINTS)) return armedAt(price);
  return arm;
}
