import type { AlertEntry, ListActivity } from '../model/alerts';
import { t, type MessageKey } from '../../../platform/browser/i18n';

const VERBS: Record<ListActivity['verb'], MessageKey> = {
  added: 'activityAdded',
  claimed: 'activityClaimed',
  bought: 'activityBought',
};

/** "Ana added Lego 42115 to Family gifts". */
export function activityInWords(activity: ListActivity, itemName: AlertEntry['name']): string {
  return t(VERBS[activity.verb], [activity.actorName ?? t('activitySomeone'), itemName, activity.listName]);
}
