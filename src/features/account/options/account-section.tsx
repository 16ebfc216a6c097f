import { useState } from 'react';
import { t } from '../../../platform/browser/i18n';
import type { AccountState, AppState } from '../../../app/state';
import { errorMessage } from '../../../ui/error-messages';
import { useRequest } from '../../../app/connector/use-request';
import { CredentialsForm } from './credentials-form';
import { DeleteAccount } from '../../your-data/options';
import { UpgradeForm } from './upgrade-form';
import { Button } from '../../../ui/button';

function SignedIn({ account, offline }: { account: Extract<AccountState, { status: 'signed-in' }>; offline: boolean }) {
  const signOut = useRequest('page:sign-out');
  const resend = useRequest('page:resend-verification');
  const [verificationSent, setVerificationSent] = useState(false);
  const error = signOut.error ?? resend.error;
  return (
    <div className="section-body">
      {account.anonymous || account.email === null ? (
        <p>{t('accountGuestExplained')}</p>
      ) : (
        <p data-testid="signed-in-as" className="account-signed-in">{t('accountSignedInAs', account.email)}</p>
      )}
      {!account.anonymous && !account.emailVerified && (
        <p>
          {t('accountNotVerified')}{' '}
          <Button
            variant="link"
            disabled={resend.pending}
            onClick={() => void resend.send({}).then((sent) => setVerificationSent(sent === null))}
          >
            {t('accountResendVerification')}
          </Button>
          {verificationSent && <span role="status"> {t('accountVerificationSent')}</span>}
        </p>
      )}
      {error && (
        <p className="form-error" role="alert">
          {errorMessage(error.code)}
        </p>
      )}
      {account.anonymous && <UpgradeForm />}
      <div className="actions">
        <Button disabled={signOut.pending} onClick={() => void signOut.send({})}>
          {t('accountSignOut')}
        </Button>
      </div>
      <DeleteAccount
        needsPassword={!account.anonymous && account.google !== true}
        confirmsWithGoogle={account.google === true}
        deletion={account.deletion}
        offline={offline}
      />
    </div>
  );
}

export function AccountSection({ account, offline = false }: { account: AccountState; offline?: boolean }) {
  return (
    <section className="card" aria-labelledby="account-heading">
      <h2 id="account-heading">{t('optionsSectionAccount')}</h2>
      {account.status === 'signed-in' ? <SignedIn account={account} offline={offline} /> : <CredentialsForm />}
    </section>
  );
}

/** The section as the options page shows it, from the app's state. */
export function AccountSettings({ state }: { state: AppState }) {
  return <AccountSection account={state.account} offline={state.network === 'offline'} />;
}
