import { t } from '../../../platform/browser/i18n';
import type { AppState } from '../../../app/state';

export function AccountCard({ state, openOptions }: { state: AppState; openOptions: () => void }) {
  const { account } = state;
  return (
    <section className="card" data-testid="account-card">
      {account.status === 'signed-out' ? (
        <>
          <p>{t('accountSignInHint')}</p>
          <button type="button" onClick={openOptions}>
            {t('openOptions')}
          </button>
        </>
      ) : account.deletion !== undefined ? (
        <>
          <p role="status">{t('accountDeletionPopup')}</p>
          <button type="button" onClick={openOptions}>
            {t('openOptions')}
          </button>
        </>
      ) : (
        <p>
          {account.anonymous || account.email === null ? t('accountGuestExplained') : t('accountSignedInAs', account.email)}
        </p>
      )}
      <p className="version">{t('versionLabel', state.extensionVersion)}</p>
    </section>
  );
}
