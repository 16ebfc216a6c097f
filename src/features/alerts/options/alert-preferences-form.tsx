import { useState, type FormEvent } from 'react';
import { DAILY_CAP_RANGE, DEFAULT_ALERT_PREFERENCES, type AlertPreferences, type NotificationKinds } from '../model/alerts';
import { t, type MessageKey } from '../../../platform/browser/i18n';
import { errorMessage } from '../../../ui/error-messages';
import { TextField } from '../../../ui/text-field';
import { useRequest } from '../../../app/connector/use-request';
import { inheritedRules } from '../popup/rule-draft';
import { RuleFields } from '../popup/rule-fields';
import { draftOfPreferences, preferencesOfDraft, type PreferencesDraft, type PreferencesErrors } from './alert-preferences-draft';
import { PriceLocaleField } from './price-locale-field';
import { QuietHoursFields } from './quiet-hours-fields';
import { TimeZoneSelect } from './time-zone-select';
import { Button } from '../../../ui/button';

const NOTIFY_LABELS: Record<keyof NotificationKinds, MessageKey> = {
  price: 'alertsNotifyPrice',
  stock: 'alertsNotifyStock',
  activity: 'alertsNotifyActivity',
};

const NO_ERRORS: PreferencesErrors = { rules: {}, fields: {} };
const DEFAULT_RULES = inheritedRules([DEFAULT_ALERT_PREFERENCES.rules]);

/** The account's alert preferences, sent whole with page:update-alert-preferences. */
export function AlertPreferencesForm({ saved, pendingWrites }: { saved: AlertPreferences; pendingWrites: boolean }) {
  const [draft, setDraft] = useState<PreferencesDraft>(() => draftOfPreferences(saved));
  const [errors, setErrors] = useState<PreferencesErrors>(NO_ERRORS);
  const [submitted, setSubmitted] = useState(false);
  const update = useRequest('page:update-alert-preferences');
  const change = (part: Partial<PreferencesDraft>) => {
    setSubmitted(false);
    setDraft((current) => ({ ...current, ...part }));
  };

  function submit(event: FormEvent) {
    event.preventDefault();
    const result = preferencesOfDraft(draft);
    setErrors(result.ok ? NO_ERRORS : result.errors);
    if (!result.ok) return;
    setSubmitted(true);
    void update.send(result.preferences);
  }

  const confirmed = submitted && !update.pending && update.error === null;
  return (
    <form className="alert-preferences" onSubmit={submit} noValidate>
      <fieldset>
        <legend>{t('alertsAccountRules')}</legend>
        <p className="hint">{t('alertsAccountRulesHint')}</p>
        <RuleFields
          draft={draft.rules}
          onChange={(rules) => change({ rules })}
          errors={errors.rules}
          inherited={DEFAULT_RULES}
          inheritLabel="ruleDefault"
          withTarget={false}
          currency={null}
          locale={saved.priceLocale ?? undefined}
        />
      </fieldset>
      <QuietHoursFields
        on={draft.quietOn}
        from={draft.quietFrom}
        to={draft.quietTo}
        invalid={errors.fields.quietHours === true}
        onChange={(part) =>
          change({
            ...(part.on === undefined ? {} : { quietOn: part.on }),
            ...(part.from === undefined ? {} : { quietFrom: part.from }),
            ...(part.to === undefined ? {} : { quietTo: part.to }),
          })
        }
      />
      <TimeZoneSelect value={draft.timeZone} invalid={errors.fields.timeZone === true} onChange={(timeZone) => change({ timeZone })} />
      <TextField
        label={t('alertsDailyCap')}
        type="text"
        name="dailyCap"
        value={draft.dailyCap}
        onChange={(dailyCap) => change({ dailyCap })}
        error={errors.fields.dailyCap ? t('alertsDailyCapInvalid', [DAILY_CAP_RANGE.min, DAILY_CAP_RANGE.max]) : undefined}
      />
      <fieldset>
        <legend>{t('alertsNotifyKinds')}</legend>
        {(Object.keys(NOTIFY_LABELS) as (keyof NotificationKinds)[]).map((kind) => (
          <label key={kind} className="checkbox">
            <input
              type="checkbox"
              checked={draft.notify[kind]}
              onChange={(event) => change({ notify: { ...draft.notify, [kind]: event.currentTarget.checked } })}
            />
            {t(NOTIFY_LABELS[kind])}
          </label>
        ))}
      </fieldset>
      <PriceLocaleField
        own={draft.ownLocale}
        locale={draft.locale}
        invalid={errors.fields.locale === true}
        onChange={(part) =>
          change({ ...(part.own === undefined ? {} : { ownLocale: part.own }), ...(part.locale === undefined ? {} : { locale: part.locale }) })
        }
      />
      {(Object.keys(errors.fields).length > 0 || Object.keys(errors.rules).length > 0) && (
        <p className="form-error" role="alert">
          {t('alertsFixFields')}
        </p>
      )}
      {update.error && (
        <p className="form-error" role="alert">
          {errorMessage(update.error.code)}
        </p>
      )}
      <div className="actions">
        <Button type="submit" disabled={update.pending}>
          {update.pending ? t('working') : t('alertsSave')}
        </Button>
      </div>
      {confirmed && <p role="status">{pendingWrites ? t('savedWaitingToSync') : t('savedAndSynced')}</p>}
    </form>
  );
}
