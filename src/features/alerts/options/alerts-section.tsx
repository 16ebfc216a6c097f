import { t } from '../../../platform/browser/i18n';
import type { AppState } from '../../../app/state';
import { AccountDataSection } from '../../../ui/account-data-section';
import { AlertPreferencesForm } from './alert-preferences-form';
import { ListRules } from './list-rules';

/** Options > Alerts & notifications: the account's alert preferences and each list's defaults. */
export function AlertsSection({ state }: { state: AppState }) {
  return (
    <AccountDataSection
      id="alerts"
      heading="optionsSectionAlerts"
      signedIn={state.account.status !== 'signed-out'}
      data={state.profile}
      signedOut="alertsSignInFirst"
      loading="profileLoading"
    >
      {(profile) => (
        <>
          {state.alerts.notificationsBlocked && (
            <p className="notice" role="note">
              {t('alertsNotificationsBlocked')}
            </p>
          )}
          {state.network === 'offline' && <p className="hint">{t('alertsOptionsOffline')}</p>}
          <AlertPreferencesForm saved={profile.preferences.alerts} waitingToSync={profile.pendingWrites || state.network === 'offline'} />
          <ListRules state={state} account={profile.preferences.alerts.rules} />
        </>
      )}
    </AccountDataSection>
  );
}
