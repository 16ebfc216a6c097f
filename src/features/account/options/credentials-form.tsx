import { useState, type FormEvent } from 'react';
import { t } from '../../../platform/browser/i18n';
import { useRequest } from '../../../app/connector/use-request';
import { CredentialFields, useCredentialFields } from './credential-fields';
import { GoogleSignInButton } from './google-sign-in-button';
import { Button } from '../../../ui/button';

/** Sign in, create an account or reset a password; what was typed stays after any error. */
export function CredentialsForm() {
  const fields = useCredentialFields();
  const [resetSent, setResetSent] = useState(false);
  const signIn = useRequest('page:sign-in');
  const signUp = useRequest('page:sign-up');
  const reset = useRequest('page:send-password-reset');
  const anonymous = useRequest('page:start-anonymous');
  const pending = signIn.pending || signUp.pending || reset.pending || anonymous.pending;

  function submitWith(action: 'sign-in' | 'sign-up' | 'reset') {
    return (event?: FormEvent) => {
      event?.preventDefault();
      setResetSent(false);
      if (!fields.validate(action !== 'reset')) return;
      const credentials = { email: fields.email.trim(), password: fields.password };
      if (action === 'sign-in') void signIn.send(credentials);
      if (action === 'sign-up') void signUp.send(credentials);
      if (action === 'reset') void reset.send({ email: credentials.email }).then((sent) => setResetSent(sent === null));
    };
  }

  return (
    <form className="credentials" onSubmit={submitWith('sign-in')} noValidate aria-busy={pending}>
      {resetSent && <p role="status">{t('accountResetSent')}</p>}
      <CredentialFields fields={fields} failure={signIn.error ?? signUp.error ?? reset.error ?? anonymous.error} />
      <div className="actions">
        <Button type="submit" disabled={pending}>
          {t('accountSignIn')}
        </Button>
        <Button variant="secondary" disabled={pending} onClick={submitWith('sign-up')}>
          {t('accountCreate')}
        </Button>
        <Button variant="link" disabled={pending} onClick={submitWith('reset')}>
          {t('accountForgotPassword')}
        </Button>
      </div>
      <p>
        <Button variant="secondary" disabled={pending} onClick={() => void anonymous.send({})}>
          {t('accountStartAnonymous')}
        </Button>
      </p>
      <GoogleSignInButton disabled={pending} />
      {pending && <p aria-live="polite">{t('working')}</p>}
    </form>
  );
}
