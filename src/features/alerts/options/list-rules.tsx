import { useId, useState } from 'react';
import { DEFAULT_ALERT_PREFERENCES, ruleScopeKey, type AlertRuleSettings, type ItemAlertSettings } from '../model/alerts';
import { t } from '../../../platform/browser/i18n';
import { orderLists, type ListSummary } from '../../lists';
import type { AppState } from '../../../app/state';
import { useConnector } from '../../../app/connector/connector-context';
import { SaveStatus } from '../../../ui/save-status';
import { useApply } from '../../../ui/use-apply';
import { draftOf, inheritedRules, settingsOfDraft, settingsOrNull, type DraftErrors, type RuleDraft } from '../popup/rule-draft';
import { RuleFields } from '../popup/rule-fields';
import { sameValue } from './same-value';

interface ListRulesRowProps {
  list: ListSummary;
  saved: ItemAlertSettings | undefined;
  account: AlertRuleSettings;
  offline: boolean;
  locale: string | undefined;
}

/** One list's defaults: the account's, or its own (page:set-alert-rules without an item), applied at once. */
function ListRulesRow({ list, saved, account, offline, locale }: ListRulesRowProps) {
  const id = useId();
  const connector = useConnector();
  const [own, setOwn] = useState(saved !== undefined);
  const [draft, setDraft] = useState(() => draftOf(saved));
  const [errors, setErrors] = useState<DraftErrors>({});
  const stored = saved ?? null;
  const rules = useApply((settings: ItemAlertSettings | null) => connector.request('page:set-alert-rules', { listId: list.id, settings }), stored);

  /** Applies the list's rules as `ownNow` and `from` say, once they are valid and differ from what is stored. */
  function commit(ownNow: boolean, from: RuleDraft) {
    const result = settingsOfDraft(from, false);
    setErrors(!ownNow || result.ok ? {} : result.errors);
    if (ownNow && !result.ok) return;
    const settings = ownNow && result.ok ? settingsOrNull(result.settings) : null;
    if (sameValue(settings, rules.shown) && rules.status.phase !== 'failed') return;
    rules.apply(settings);
  }

  return (
    <li className="list-rules">
      <div role="group" aria-labelledby={`${id}-name`}>
        <p id={`${id}-name`} className="list-rules-name">
          {list.name}
        </p>
        <div className="field">
          <label htmlFor={`${id}-mode`}>{t('alertsListMode')}</label>
          <select
            className="select"
            id={`${id}-mode`}
            value={own ? 'own' : 'inherit'}
            onChange={(event) => {
              const ownNow = event.currentTarget.value === 'own';
              setOwn(ownNow);
              commit(ownNow, draft);
            }}
          >
            <option value="inherit">{t('alertsListInherit')}</option>
            <option value="own">{t('alertsListOwn')}</option>
          </select>
        </div>
        {own && (
          <RuleFields
            draft={draft}
            onChange={setDraft}
            onCommit={(next) => commit(true, next)}
            errors={errors}
            inherited={inheritedRules([DEFAULT_ALERT_PREFERENCES.rules, account])}
            inheritLabel="ruleInherit"
            withTarget={false}
            currency={null}
            locale={locale}
          />
        )}
        <SaveStatus status={rules.status} waitingToSync={offline} onRetry={() => commit(own, draft)} />
      </div>
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
