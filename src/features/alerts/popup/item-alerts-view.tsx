import { useId, useLayoutEffect, useRef } from 'react';
import { t } from '../../../platform/browser/i18n';
import type { ListItem } from '../../lists';
import { ItemAlertRules, type ItemAlertContext } from './item-alert-rules';
import { Button } from '../../../ui/button';

/**
 * An item's price alerts alone, for a member who may not edit the item (a viewer) or who claimed it
 * on a gift list: alert rules are the member's own documents (users/{uid}/alertRules), so anyone who
 * can read the item may set theirs.
 */
export function ItemAlertsView({ item, alerts, onBack }: { item: ListItem; alerts: ItemAlertContext; onBack: () => void }) {
  const id = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  useLayoutEffect(() => heading.current?.focus(), []);
  return (
    <section className="item-editor item-alerts-view" aria-labelledby={`${id}-heading`}>
      <div className="item-editor-header">
        <Button variant="link" onClick={onBack}>
          {t('back')}
        </Button>
        <h3 id={`${id}-heading`} ref={heading} tabIndex={-1}>
          {t('itemAlertsViewHeading')}
        </h3>
      </div>
      <p className="item-editor-name">{item.name}</p>
      <p className="hint">{t('itemAlertsViewHint')}</p>
      <ItemAlertRules item={item} context={alerts} />
    </section>
  );
}
