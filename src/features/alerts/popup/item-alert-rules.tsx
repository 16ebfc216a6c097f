import { useState, type FormEvent } from 'react';
import { ALERTS_OFF, DEFAULT_ALERT_PREFERENCES, type AlertRuleSettings, type ItemAlertSettings } from '../model/alerts';
import { t } from '../../../platform/browser/i18n';
import type { ListItem } from '../../lists';
import { errorMessage } from '../../../ui/error-messages';
import { useRequest } from '../../../app/connector/use-request';
import { draftOf, inheritedRules, settingsOfDraft, settingsOrNull, type DraftErrors } from './rule-draft';
import { RuleFields } from './rule-fields';
import { Button } from '../../../ui/button';

export interface ItemAlertContext {
  account: AlertRuleSettings;
  /** The list's defaults, when it has its own. */
  list: ItemAlertSettings | undefined;
  /** The item's own settings, when it has any. */
  item: ItemAlertSettings | undefined;
  offline: boolean;
  locale: string | undefined;
}

/** An item's alert rules in its edit view: each inherits from its list, is on, or is off; and "Stop watching". */
export function ItemAlertRules({ item, context }: { item: ListItem; context: ItemAlertContext }) {
  const [draft, setDraft] = useState(() => draftOf(context.item));
  const [errors, setErrors] = useState<DraftErrors>({});
  const [done, setDone] = useState<'saved' | 'stopped' | null>(null);
  const save = useRequest('page:set-alert-rules');
  const stop = useRequest('page:stop-watching');
  const inherited = inheritedRules([DEFAULT_ALERT_PREFERENCES.rules, context.account, context.list]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setDone(null);
    const result = settingsOfDraft(draft, true);
    setErrors(result.ok ? {} : result.errors);
    if (!result.ok) return;
    const answer = await save.send({ listId: item.listId, itemId: item.id, settings: settingsOrNull(result.settings) });
    if (answer === null) setDone('saved');
  }

  async function stopWatching() {
    setDone(null);
    if ((await stop.send({ listId: item.listId, itemId: item.id })) !== null) return;
    setDraft(draftOf(ALERTS_OFF));
    setErrors({});
    setDone('stopped');
  }

  const error = save.error ?? stop.error;
  const pending = save.pending || stop.pending;
  return (
    <form className="item-alert-rules" onSubmit={(event) => void submit(event)} noValidate aria-labelledby={`alerts-${item.id}`}>
      <h3 id={`alerts-${item.id}`}>{t('itemAlertsHeading')}</h3>
      <p className="hint">{t('itemAlertsHint')}</p>
      <RuleFields
        draft={draft}
        onChange={setDraft}
        errors={errors}
        inherited={inherited}
        inheritLabel="ruleInherit"
        withTarget
        currency={item.currency}
        locale={context.locale}
      />
      {error && (
        <p className="form-error" role="alert">
          {errorMessage(error.code)}
        </p>
      )}
      {done !== null && !error && (
        <p className="hint" role="status">
          {context.offline ? t('itemAlertsSavedOffline') : t(done === 'saved' ? 'itemAlertsSaved' : 'itemAlertsStopped')}
        </p>
      )}
      <div className="actions">
        <Button type="submit" disabled={pending}>
          {save.pending ? t('working') : t('itemAlertsSave')}
        </Button>
        <Button variant="secondary" disabled={pending} onClick={() => void stopWatching()}>
          {stop.pending ? t('working') : t('itemAlertsStop')}
        </Button>
      </div>
    </form>
  );
}
