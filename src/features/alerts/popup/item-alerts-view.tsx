import { useId } from 'react';
import { t } from '../../../platform/browser/i18n';
import type { ListItem } from '../../lists';
import { ItemAlertRules, type ItemAlertContext } from './item-alert-rules';
import { ViewHeader } from '../../../ui/view-header';

/**
 * An item's price alerts alone, for a member who may not edit the item (a viewer) or who claimed it
 * on a gift list: alert rules are the member's own documents (users/{uid}/alertRules), so anyone who
 * can read the item may set theirs.
 */
export function ItemAlertsView({ item, alerts, onBack }: { item: ListItem; alerts: ItemAlertContext; onBack: () => void }) {
  const id = useId();
  return (
    <section className="item-view item-alerts-view" aria-labelledby={`${id}-heading`}>
      <ViewHeader id={`${id}-heading`} title={t('itemAlertsViewHeading')} onBack={onBack} />
      <p className="item-view-name">{item.name}</p>
      <p className="hint">{t('itemAlertsViewHint')}</p>
      <ItemAlertRules item={item} context={alerts} />
    </section>
  );
}
