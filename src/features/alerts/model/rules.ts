import { DEFAULT_ALERT_PREFERENCES, type AlertRuleSettings, type ItemAlertSettings } from './alerts';
import { LIMITS } from '../../../platform/limits';

/** The alert rules of one item, and how an item inherits them from its list and account. */

/** Price at or below `target`, in the item's currency. */
export interface TargetRule {
  kind: 'target';
  target: number;
}
/** A drop of at least `basisPoints` (1 % = 100) from the rule's reference price. */
export interface DropPercentRule {
  kind: 'drop-percent';
  basisPoints: number;
}
/** A drop of at least `amount` (in the item's currency) from the rule's reference price. */
export interface DropAmountRule {
  kind: 'drop-amount';
  amount: number;
}
export interface BackInStockRule {
  kind: 'back-in-stock';
}
/** A price below every confirmed price of the 90 days before it. */
export interface Lowest90DaysRule {
  kind: 'lowest-90-days';
}

export type AlertRule = TargetRule | DropPercentRule | DropAmountRule | BackInStockRule | Lowest90DaysRule;
export type RuleKind = AlertRule['kind'];
export const RULE_KINDS = ['target', 'drop-percent', 'drop-amount', 'back-in-stock', 'lowest-90-days'] as const satisfies readonly RuleKind[];

/** The settings at one level (shared with the pages as AlertRuleSettings). */
export type RuleSettings = AlertRuleSettings;
export type ItemRuleSettings = ItemAlertSettings;

/** What an account starts with: a 10 % drop and back in stock. */
export const DEFAULT_RULE_SETTINGS: Required<RuleSettings> = {
  dropBasisPoints: DEFAULT_ALERT_PREFERENCES.rules.dropBasisPoints ?? null,
  dropAmount: DEFAULT_ALERT_PREFERENCES.rules.dropAmount ?? null,
  backInStock: DEFAULT_ALERT_PREFERENCES.rules.backInStock ?? true,
  lowest90Days: DEFAULT_ALERT_PREFERENCES.rules.lowest90Days ?? false,
};

function pick<K extends keyof RuleSettings>(key: K, levels: RuleSettings[]): Required<RuleSettings>[K] {
  for (const level of levels) {
    const value = level[key];
    if (value !== undefined) return value as Required<RuleSettings>[K];
  }
  return DEFAULT_RULE_SETTINGS[key];
}

const isPositive = (value: number | null | undefined): value is number => typeof value === 'number' && Number.isFinite(value) && value > 0;

/** The rules that apply to an item: the item's own settings, else its list's, else the account's. */
export function effectiveRules(account: RuleSettings, list: RuleSettings, item: ItemRuleSettings): AlertRule[] {
  const levels = [item, list, account];
  const rules: AlertRule[] = [];
  if (isPositive(item.target)) rules.push({ kind: 'target', target: item.target });
  const basisPoints = pick('dropBasisPoints', levels);
  if (isPositive(basisPoints) && Number.isInteger(basisPoints) && basisPoints <= LIMITS.basisPoints.max) {
    rules.push({ kind: 'drop-percent', basisPoints });
  }
  const amount = pick('dropAmount', levels);
  if (isPositive(amount)) rules.push({ kind: 'drop-amount', amount });
  if (pick('backInStock', levels)) rules.push({ kind: 'back-in-stock' });
  if (pick('lowest90Days', levels)) rules.push({ kind: 'lowest-90-days' });
  return rules;
}
