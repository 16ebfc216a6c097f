import { useEffect, useRef, useState } from 'react';
import { DAILY_CAP_RANGE, DEFAULT_ALERT_PREFERENCES, type AlertPreferences, type NotificationKinds } from '../model/alerts';
import { t, type MessageKey } from '../../../platform/browser/i18n';
import { TextField } from '../../../ui/text-field';
import { SaveStatus } from '../../../ui/save-status';
import { useApply, type Apply } from '../../../ui/use-apply';
import { commitOn } from '../../../ui/commit-on';
import { useConnector } from '../../../app/connector/connector-context';
import { inheritedRules } from '../popup/rule-draft';
import { RuleFields } from '../popup/rule-fields';
import { sameValue } from './same-value';
import {
  draftOfPreferences,
  partOfDraft,
  withGroupErrors,
  type PreferencesDraft,
  type PreferencesErrors,
  type PreferencesGroup,
} from './alert-preferences-draft';
import { PriceLocaleField } from './price-locale-field';
import { QuietHoursFields } from './quiet-hours-fields';
import { TimeZoneSelect } from './time-zone-select';

const NOTIFY_LABELS: Record<keyof NotificationKinds, MessageKey> = {
  price: 'alertsNotifyPrice',
  stock: 'alertsNotifyStock',
  activity: 'alertsNotifyActivity',
};

const NO_ERRORS: PreferencesErrors = { rules: {}, fields: {} };
const DEFAULT_RULES = inheritedRules([DEFAULT_ALERT_PREFERENCES.rules]);

interface AlertPreferencesFormProps {
  saved: AlertPreferences;
  /** Stored on this device but not yet on the server: offline, or still on its way. */
  waitingToSync: boolean;
}

/**
 * The account's alert preferences, each group applied as soon as it is changed (docs/design-system.md,
 * "Saving settings"). page:update-alert-preferences takes them whole: a group's change is sent on top
 * of the last preferences sent, so two quick changes in two groups both stay.
 */
export function AlertPreferencesForm({ saved, waitingToSync }: AlertPreferencesFormProps) {
  const connector = useConnector();
  const [draft, setDraft] = useState<PreferencesDraft>(() => draftOfPreferences(saved));
  const [errors, setErrors] = useState<PreferencesErrors>(NO_ERRORS);
  const sent = useRef<AlertPreferences | null>(null);
  useEffect(() => {
    // Once the stored preferences hold what was sent, they are the base again (and may move on elsewhere).
    if (sent.current !== null && sameValue(saved, sent.current)) sent.current = null;
  }, [saved]);

  const send = (preferences: AlertPreferences) => connector.request('page:update-alert-preferences', preferences);
  const groups: Record<PreferencesGroup, Apply<AlertPreferences>> = {
    rules: useApply(send, saved),
    quietHours: useApply(send, saved),
    timeZone: useApply(send, saved),
    dailyCap: useApply(send, saved),
    notify: useApply(send, saved),
    locale: useApply(send, saved),
  };

  /** Checks one group of `from` and applies it when it is valid and says something new (or was refused). */
  function commit(group: PreferencesGroup, from: PreferencesDraft = draft) {
    const result = partOfDraft(from, group);
    setErrors((current) => withGroupErrors(current, group, result));
    if (!result.ok) return;
    const base = sent.current ?? saved;
    const next = { ...base, ...result.part };
    if (sameValue(next, base) && groups[group].status.phase !== 'failed') return;
    sent.current = next;
    groups[group].apply(next);
  }

  const change = (part: Partial<PreferencesDraft>): PreferencesDraft => {
    const next = { ...draft, ...part };
    setDraft(next);
    return next;
  };
  const status = (group: PreferencesGroup) => (
    <SaveStatus status={groups[group].status} waitingToSync={waitingToSync} onRetry={() => commit(group)} />
  );

  return (
    <div className="alert-preferences">
      <fieldset>
        <legend>{t('alertsAccountRules')}</legend>
        <p className="hint">{t('alertsAccountRulesHint')}</p>
        <RuleFields
          draft={draft.rules}
          onChange={(rules) => change({ rules })}
          onCommit={(rules) => commit('rules', { ...draft, rules })}
          errors={errors.rules}
          inherited={DEFAULT_RULES}
          inheritLabel="ruleDefault"
          withTarget={false}
          currency={null}
          locale={saved.priceLocale ?? undefined}
        />
        {status('rules')}
      </fieldset>
      <QuietHoursFields
        on={draft.quietOn}
        from={draft.quietFrom}
        to={draft.quietTo}
        invalid={errors.fields.quietHours === true}
        onChange={(part) => {
          const next = change({
            ...(part.on === undefined ? {} : { quietOn: part.on }),
            ...(part.from === undefined ? {} : { quietFrom: part.from }),
            ...(part.to === undefined ? {} : { quietTo: part.to }),
          });
          if (part.on !== undefined) commit('quietHours', next);
        }}
        onCommit={() => commit('quietHours')}
      >
        {status('quietHours')}
      </QuietHoursFields>
      <div className="setting">
        <TimeZoneSelect value={draft.timeZone} invalid={errors.fields.timeZone === true} onChange={(timeZone) => commit('timeZone', change({ timeZone }))} />
        {status('timeZone')}
      </div>
      <div className="setting">
        <div {...commitOn(() => commit('dailyCap'))}>
          <TextField
            label={t('alertsDailyCap')}
            type="text"
            inputMode="numeric"
            name="dailyCap"
            value={draft.dailyCap}
            onChange={(dailyCap) => change({ dailyCap })}
            error={errors.fields.dailyCap ? t('alertsDailyCapInvalid', [DAILY_CAP_RANGE.min, DAILY_CAP_RANGE.max]) : undefined}
          />
        </div>
        {status('dailyCap')}
      </div>
      <fieldset>
        <legend>{t('alertsNotifyKinds')}</legend>
        {(Object.keys(NOTIFY_LABELS) as (keyof NotificationKinds)[]).map((kind) => (
          <label key={kind} className="checkbox">
            <input
              type="checkbox"
              checked={draft.notify[kind]}
              onChange={(event) => commit('notify', change({ notify: { ...draft.notify, [kind]: event.currentTarget.checked } }))}
            />
            {t(NOTIFY_LABELS[kind])}
          </label>
        ))}
        {status('notify')}
      </fieldset>
      <PriceLocaleField
        own={draft.ownLocale}
        locale={draft.locale}
        invalid={errors.fields.locale === true}
        onChange={(part) => {
          const next = change({ ...(part.own === undefined ? {} : { ownLocale: part.own }), ...(part.locale === undefined ? {} : { locale: part.locale }) });
          // "Another format" applies once a tag is typed; the browser's format applies at once.
          if (part.own !== undefined && (!part.own || next.locale.trim() !== '')) commit('locale', next);
        }}
        onCommit={() => commit('locale')}
      >
        {status('locale')}
      </PriceLocaleField>
    </div>
  );
}
