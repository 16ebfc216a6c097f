import { useState } from 'react';
import { t } from '../../../platform/browser/i18n';
import { LIMITS } from '../../../platform/limits';
import type { AppState } from '../../../app/state';
import { TextField } from '../../../ui/text-field';
import { useConnector } from '../../../app/connector/connector-context';
import { SaveStatus } from '../../../ui/save-status';
import { useApply } from '../../../ui/use-apply';
import { commitOn } from '../../../ui/commit-on';
import { AccountDataSection } from '../../../ui/account-data-section';
import { StoreAccessSection } from './store-access-section';

function parseHours(text: string): number | null {
  const hours = Number(text.trim());
  return /^\d+$/.test(text.trim()) && hours >= LIMITS.recheckHours.min && hours <= LIMITS.recheckHours.max ? hours : null;
}

/** How often saved products are checked again: applied when the hours are typed and chosen. */
function RecheckField({ saved, waitingToSync }: { saved: number; waitingToSync: boolean }) {
  const connector = useConnector();
  const [text, setText] = useState(String(saved));
  const [fieldError, setFieldError] = useState<string | undefined>();
  const hours = useApply((recheckHours: number) => connector.request('page:update-preferences', { recheckHours }), saved);

  function commit() {
    const typed = parseHours(text);
    setFieldError(typed === null ? t('fieldRecheckHoursInvalid') : undefined);
    if (typed === null || (typed === hours.shown && hours.status.phase !== 'failed')) return;
    hours.apply(typed);
  }

  return (
    <div className="setting">
      <div {...commitOn(commit)}>
        <TextField label={t('fieldRecheckHours')} type="text" inputMode="numeric" name="recheckHours" value={text} onChange={setText} error={fieldError} />
      </div>
      <SaveStatus status={hours.status} waitingToSync={waitingToSync} onRetry={hours.retry} />
    </div>
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
          <RecheckField saved={profile.preferences.recheckHours} waitingToSync={profile.pendingWrites || state.network === 'offline'} />
          <StoreAccessSection state={state} />
        </>
      )}
    </AccountDataSection>
  );
}
