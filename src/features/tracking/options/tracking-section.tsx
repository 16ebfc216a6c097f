import { useState, type FormEvent } from 'react';
import { t } from '../../../platform/browser/i18n';
import { LIMITS } from '../../../platform/limits';
import type { AppState } from '../../../app/state';
import { errorMessage } from '../../../ui/error-messages';
import { TextField } from '../../../ui/text-field';
import { useRequest } from '../../../app/connector/use-request';
import { AccountDataSection } from '../../../ui/account-data-section';
import { StoreAccessSection } from './store-access-section';
import { Button } from '../../../ui/button';

function parseHours(text: string): number | null {
  const hours = Number(text.trim());
  return /^\d+$/.test(text.trim()) && hours >= LIMITS.recheckHours.min && hours <= LIMITS.recheckHours.max ? hours : null;
}

function RecheckForm({ saved, pendingWrites }: { saved: number; pendingWrites: boolean }) {
  const [text, setText] = useState(String(saved));
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [submitted, setSubmitted] = useState(false);
  const update = useRequest('page:update-preferences');

  function submit(event: FormEvent) {
    event.preventDefault();
    const hours = parseHours(text);
    setFieldError(hours === null ? t('fieldRecheckHoursInvalid') : undefined);
    if (hours === null) return;
    setSubmitted(true);
    void update.send({ recheckHours: hours });
  }

  const confirmed = submitted && !update.pending && update.error === null && String(saved) === text.trim();
  return (
    <form onSubmit={submit} noValidate className="inline-form">
      <TextField label={t('fieldRecheckHours')} type="text" name="recheckHours" value={text} onChange={setText} error={fieldError} />
      <div className="actions">
        <Button type="submit" disabled={update.pending}>
          {t('save')}
        </Button>
      </div>
      {update.error && (
        <p className="form-error" role="alert">
          {errorMessage(update.error.code)}
        </p>
      )}
      {confirmed && <p role="status">{pendingWrites ? t('savedWaitingToSync') : t('savedAndSynced')}</p>}
    </form>
  );
}

export function TrackingSection({ state }: { state: AppState }) {
  return (
    <AccountDataSection
      id="tracking"
      heading="optionsSectionTracking"
      signedIn={state.account.status !== 'signed-out'}
      data={state.profile}
      signedOut="trackingSignInFirst"
      loading="profileLoading"
    >
      {(profile) => (
        <>
          <RecheckForm saved={profile.preferences.recheckHours} pendingWrites={profile.pendingWrites} />
          <StoreAccessSection state={state} />
        </>
      )}
    </AccountDataSection>
  );
}
