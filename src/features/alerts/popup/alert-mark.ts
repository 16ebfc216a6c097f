import { DEFAULT_ALERT_PREFERENCES, ruleScopeKey, type AlertRuleSettings, type ItemAlertSettings } from '../model/alerts';
import type { ListItem } from '../../lists';
import { isWatched } from './rule-draft';

/** The account's default rules and every list and item override, as the rows read them. */
export interface AlertRulesView {
  account: AlertRuleSettings;
  rules: Readonly<Record<string, ItemAlertSettings>>;
}

/** A row's mark: no rule applies ('off'), the item has rules of its own ('own'), or nothing to say. */
export function alertMarkOf(view: AlertRulesView, item: ListItem): 'off' | 'own' | null {
  const own = view.rules[ruleScopeKey(item.listId, item.id)];
  if (!isWatched([DEFAULT_ALERT_PREFERENCES.rules, view.account, view.rules[ruleScopeKey(item.listId)]], own)) return 'off';
  return own === undefined ? null : 'own';
}
