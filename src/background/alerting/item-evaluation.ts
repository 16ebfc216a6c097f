import { DEFAULT_ALERT_PREFERENCES, ruleScopeKey } from '../../shared/alerts';
import type { ListItem } from '../../shared/items';
import type { AppState } from '../../shared/state';
import type { PricePoint, Reading } from '../../shared/tracking';
import { ALERT_STORAGE_KEYS } from '../../shared/storage-keys';
import { evaluateItem } from '../alerts/evaluate';
import type { ItemRuleState } from '../alerts/rule-state';
import { effectiveRules } from '../alerts/rules';
import { sameData } from '../state/same-data';
import { accessibleStores } from '../tracking/store-access';
import { itemPathOf, newAlertOf } from './alert-entry';
import type { AlertStorage, AlertStorageArea, PendingAlert } from './alert-storage';
import { firstSightState } from './first-sight';
import { historyDays, pointOfReading } from './evaluation-window';

const DAY_MS = 24 * 60 * 60 * 1000;

export interface EvaluationDeps {
  now(): number;
  state(): AppState;
  area: AlertStorageArea;
  stored: AlertStorage;
  /** data/observations readHistory: the item's points of the last `days`, oldest first. */
  readHistory(listId: string, itemId: string, days: number, now: number): Promise<PricePoint[]>;
}

export interface ItemEvaluation {
  /** The rule state stored now (the same object when nothing changed). */
  ruleState: ItemRuleState;
  /** Alerts persisted as pending, to deliver. */
  pending: number;
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

/**
 * Evaluates one item: reads the history its rules need (none when no rule applies), adds this
 * browser's unwritten reading, and persists the next rule state with the alerts it found, as pending,
 * in one storage write (none when nothing changed).
 */
export async function evaluateOne(
  deps: EvaluationDeps,
  uid: string,
  item: ListItem,
  key: string,
  stored: ItemRuleState | null,
  ownReading: Reading | null,
): Promise<ItemEvaluation> {
  const state = deps.state();
  const rules = rulesOf(state, item);
  const now = deps.now();
  if (rules.length === 0) {
    // Nothing can fire: the item's own fields are its baseline, so rules switched on later start from today.
    const next = firstSightState([], item);
    if (!sameData(next, stored)) await deps.area.set({ [key]: next });
    return { ruleState: next, pending: 0, needsOwnCheck: false };
  }
  const days = historyDays(item, stored, rules, now);
  const points = await deps.readHistory(item.listId, item.id, days, now);
  if (ownReading !== null && ownReading.at >= now - days * DAY_MS) points.push(pointOfReading(ownReading, uid));
  const ruleState = stored ?? firstSightState(points, item);
  const hasStoreAccess = accessibleStores(state.tracking, state.items).includes(item.store);
  const evaluation = evaluateItem(itemPathOf(item.listId, item.id), points, ruleState, rules, now, { uid, hasStoreAccess });
  const found: PendingAlert[] = evaluation.alerts.map((candidate) => ({ uid, alert: newAlertOf(candidate, item, points), candidate, image: item.image }));
  const entries: Record<string, unknown> = {};
  if (!sameData(evaluation.nextRuleState, stored)) entries[key] = evaluation.nextRuleState;
  if (found.length > 0) entries[ALERT_STORAGE_KEYS.pending] = [...(await deps.stored.pending()), ...found];
  // The alerts and the state that consumed them in one write: a restart redoes the delivery, never the finding.
  if (Object.keys(entries).length > 0) await deps.area.set(entries);
  return { ruleState: evaluation.nextRuleState, pending: found.length, needsOwnCheck: evaluation.needsOwnCheck !== null };
}
