import { DEFAULT_ALERT_PREFERENCES, ruleScopeKey } from '../model/alerts';
import type { ListItem } from '../../lists';
import type { AppState } from '../../../app/state';
import type { PricePoint, Reading } from '../../tracking';
import { evaluateItem } from '../model/evaluate';
import type { ItemRuleState } from '../model/rule-state';
import { effectiveRules } from '../model/rules';
import { sameData } from '../../../platform/state/same-data';
import { accessibleStores } from '../../tracking';
import { itemPathOf, newAlertOf } from './alert-entry';
import type { PendingAlert } from './alert-storage';
import { firstSightState } from './first-sight';
import { historyDays, pointOfReading } from './evaluation-window';

const DAY_MS = 24 * 60 * 60 * 1000;

export interface EvaluationDeps {
  now(): number;
  state(): AppState;
  /** data/observations readHistory: the item's points of the last `days`, oldest first. */
  readHistory(listId: string, itemId: string, days: number, now: number): Promise<PricePoint[]>;
}

export interface ItemEvaluation {
  /** The item's next rule state, and whether it differs from the stored one (only then is it written). */
  ruleState: ItemRuleState;
  changed: boolean;
  /** Alerts found: to persist as pending in the same write as the rule state that consumed them. */
  found: PendingAlert[];
  /** The latest state rests on another member's word: this browser should check the item. */
  needsOwnCheck: boolean;
}

/** The rules of an item: the account's, its list's and its own settings, as the state has them now. */
export function rulesOf(state: AppState, item: Pick<ListItem, 'listId' | 'id'>) {
  const preferences = state.profile?.preferences.alerts ?? DEFAULT_ALERT_PREFERENCES;
  return effectiveRules(
    preferences.rules,
    state.alerts.rules[ruleScopeKey(item.listId)] ?? {},
    state.alerts.rules[ruleScopeKey(item.listId, item.id)] ?? {},
  );
}

/** The item's only check is the one its save made (docs/tracking.md, "A save is the first check"). */
function checkedBySaveAlone(item: ListItem): boolean {
  return item.trend.length === 1 && item.lastCheck?.source === 'visit' && Math.abs(item.lastCheck.at - item.addedAt) < 60_000;
}

/** The item's percentage-drop threshold in basis points, or null when no such rule applies to it. */
export function dropThresholdOf(state: AppState, item: Pick<ListItem, 'listId' | 'id'>): number | null {
  const rule = rulesOf(state, item).find((candidate) => candidate.kind === 'drop-percent');
  return rule?.kind === 'drop-percent' ? rule.basisPoints : null;
}

/**
 * Evaluates one item: reads the history its rules need (none when no rule applies), adds this
 * browser's unwritten reading, and gives the next rule state and the alerts it found (the caller
 * stores them together).
 */
export async function evaluateOne(
  deps: EvaluationDeps,
  uid: string,
  item: ListItem,
  stored: ItemRuleState | null,
  ownReading: Reading | null,
): Promise<ItemEvaluation> {
  const state = deps.state();
  const rules = rulesOf(state, item);
  const now = deps.now();
  if (rules.length === 0) {
    // Nothing can fire: the item's own fields are its baseline, so rules switched on later start from today.
    const next = firstSightState([], item);
    return { ruleState: next, changed: !sameData(next, stored), found: [], needsOwnCheck: false };
  }
  const days = historyDays(item, stored, rules, now);
  // An item just saved here (not yet on the server: unchecked, or checked by its save alone) has no
  // history to read but what its save writes, and the rules would refuse the read while its list,
  // made at sign-up, is not on the server either.
  const justSaved = item.pendingWrites && (item.lastCheck === null || checkedBySaveAlone(item));
  const points = justSaved ? [] : await deps.readHistory(item.listId, item.id, days, now);
  if (ownReading !== null && ownReading.at >= now - days * DAY_MS) points.push(pointOfReading(ownReading, uid));
  const ruleState = stored ?? firstSightState(points, item);
  const hasStoreAccess = accessibleStores(state.tracking, state.items).includes(item.store);
  const evaluation = evaluateItem(itemPathOf(item.listId, item.id), points, ruleState, rules, now, { uid, hasStoreAccess });
  const found: PendingAlert[] = evaluation.alerts.map((candidate) => ({ uid, alert: newAlertOf(candidate, item, points), candidate, image: item.image }));
  return {
    ruleState: evaluation.nextRuleState,
    changed: !sameData(evaluation.nextRuleState, stored),
    found,
    needsOwnCheck: evaluation.needsOwnCheck !== null,
  };
}
