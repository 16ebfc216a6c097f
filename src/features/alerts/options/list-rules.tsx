import { useId, useState, type FormEvent } from 'react';
import { DEFAULT_ALERT_PREFERENCES, ruleScopeKey, type AlertRuleSettings, type ItemAlertSettings } from '../model/alerts';
import { t } from '../../../platform/browser/i18n';
import { orderLists, type ListSummary } from '../../lists';
import type { AppState } from '../../../app/state';
import { errorMessage } from '../../../ui/error-messages';
import { useRequest } from '../../../app/connector/use-request';
import { draftOf, inheritedRules, settingsOfDraft, settingsOrNull, type DraftErrors } from '../popup/rule-draft';
import { RuleFields } from '../popup/rule-fields';
import { Button } from '../../../ui/button';

interface ListRulesRowProps {
  list: ListSummary;
  saved: ItemAlertSettings | undefined;
  account: AlertRuleSettings;
  offline: boolean;
  locale: string | undefined;
}

/** One list's defaults: the account's, or its own (page:set-alert-rules without an item). */
function ListRulesRow({ list, saved, account, offline, locale }: ListRulesRowProps) {
  const id = useId();
  const [own, setOwn] = useState(saved !== undefined);
  const [draft, setDraft] = useState(() => draftOf(saved));
  const [errors, setErrors] = useState<DraftErrors>({});
  const [submitted, setSubmitted] = useState(false);
  const update = useRequest('page:set-alert-rules');

  function submit(event: FormEvent) {
    event.preventDefault();
    setSubmitted(false);
    const result = settingsOfDraft(draft, false);
    setErrors(!own || result.ok ? {} : result.errors);
    if (own && !result.ok) return;
    setSubmitted(true);
    void update.send({ listId: list.id, settings: own && result.ok ? settingsOrNull(result.settings) : null });
  }

  return (
    <li className="list-rules">
      <form onSubmit={submit} noValidate aria-labelledby={`${id}-name`}>
        <p id={`${id}-name`} className="list-rules-name">
          {list.name}
        </p>
        <div className="field">
          <label htmlFor={`${id}-mode`}>{t('alertsListMode')}</label>
          <select className="select" id={`${id}-mode`} value={own ? 'own' : 'inherit'} onChange={(event) => setOwn(event.currentTarget.value === 'own')}>
            <option value="inherit">{t('alertsListInherit')}</option>
            <option value="own">{t('alertsListOwn')}</option>
          </select>
        </div>
        {own && (
          <RuleFields
            draft={draft}
            onChange={setDraft}
            errors={errors}
            inherited={inheritedRules([DEFAULT_ALERT_PREFERENCES.rules, account])}
            inheritLabel="ruleInherit"
            withTarget={false}
            currency={null}
            locale={locale}
          />
        )}
        {update.error && (
          <p className="form-error" role="alert">
            {errorMessage(update.error.code)}
          </p>
        )}
        <div className="actions">
          <Button type="submit" disabled={update.pending} aria-label={t('alertsListSaveNamed', list.name)}>
            {update.pending ? t('working') : t('save')}
          </Button>
          {submitted && !update.pending && update.error === null && (
            <span role="status">{offline ? t('savedWaitingToSync') : t('savedAndSynced')}</span>
          )}
        </div>
      </form>
    </li>
  );
}

/** Per-list defaults: one row per list, each inheriting the account's rules or overriding them. */
export function ListRules({ state, account }: { state: AppState; account: AlertRuleSettings }) {
  if (state.lists === null) return <p aria-busy="true">{t('listsLoading')}</p>;
  const lists = orderLists(state.lists, state.profile?.listOrder ?? []);
  return (
    <fieldset>
      <legend>{t('alertsListDefaults')}</legend>
      {lists.length === 0 ? (
        <p className="hint">{t('alertsListNone')}</p>
      ) : (
        <ul className="lists">
          {lists.map((list) => (
            <ListRulesRow
              key={list.id}
              list={list}
              saved={state.alerts.rules[ruleScopeKey(list.id)]}
              account={account}
              offline={state.network === 'offline'}
              locale={state.profile?.preferences.alerts.priceLocale ?? undefined}
            />
          ))}
        </ul>
      )}
    </fieldset>
  );
}
