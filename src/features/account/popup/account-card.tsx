import { t } from '../../../platform/browser/i18n';
import type { AppState } from '../../../app/state';
import { Button } from '../../../ui/button';

export function AccountCard({ state, openOptions }: { state: AppState; openOptions: () => void }) {
  const { account } = state;
  return (
    <section className="account-card" data-testid="account-card">
      {account.status === 'signed-out' ? (
        <>
          <p>{t('accountSignInHint')}</p>
          <Button onClick={openOptions}>
            {t('openOptions')}
          </Button>
        </>
      ) : account.deletion !== undefined ? (
        <>
          <p role="status">{t('accountDeletionPopup')}</p>
          <Button onClick={openOptions}>
            {t('openOptions')}
          </Button>
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
