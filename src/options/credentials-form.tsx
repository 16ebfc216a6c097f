import { useState, type FormEvent } from 'react';
import { t } from '../shared/i18n';
import { errorMessage } from '../ui/error-messages';
import { TextField } from '../ui/text-field';
import { useRequest } from '../ui/use-request';
import { checkCredentials, fieldOfError, type CredentialErrors } from './credential-checks';

/** Sign in, create an account or reset a password; what was typed stays after any error. */
export function CredentialsForm() {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [fieldErrors, setFieldErrors] = useState<CredentialErrors>({});
  const [resetSent, setResetSent] = useState(false);
  const signIn = useRequest('page:sign-in');
  const signUp = useRequest('page:sign-up');
  const reset = useRequest('page:send-password-reset');
  const anonymous = useRequest('page:start-anonymous');
  const pending = signIn.pending || signUp.pending || reset.pending || anonymous.pending;
  const failure = signIn.error ?? signUp.error ?? reset.error ?? anonymous.error;
  const failedField = fieldOfError(failure);
  const failureMessage = failure === null ? undefined : errorMessage(failure.code);

  function submitWith(action: 'sign-in' | 'sign-up' | 'reset') {
    return (event?: FormEvent) => {
      event?.preventDefault();
      const errors = checkCredentials(email, password, action !== 'reset');
      setFieldErrors(errors);
      setResetSent(false);
      if (Object.keys(errors).length > 0) return;
      if (action === 'sign-in') void signIn.send({ email: email.trim(), password });
      if (action === 'sign-up') void signUp.send({ email: email.trim(), password });
      if (action === 'reset') void reset.send({ email: email.trim() }).then((sent) => setResetSent(sent === null));
    };
  }

  const emailError = fieldErrors.email ?? (failedField === 'email' ? failureMessage : undefined);
  const passwordError = fieldErrors.password ?? (failedField === 'password' ? failureMessage : undefined);

  return (
    <form className="credentials" onSubmit={submitWith('sign-in')} noValidate aria-busy={pending}>
      {failureMessage !== undefined && failedField === undefined && (
        <p className="form-error" role="alert">
          {failureMessage}
        </p>
      )}
      {resetSent && <p role="status">{t('accountResetSent')}</p>}
      <TextField
        label={t('fieldEmail')}
        type="email"
        name="email"
        autoComplete="email"
        value={email}
        onChange={setEmail}
        error={emailError}
      />
      <TextField
        label={t('fieldPassword')}
        type="password"
        name="password"
        autoComplete="current-password"
        value={password}
        onChange={setPassword}
        error={passwordError}
      />
      <div className="actions">
        <button type="submit" disabled={pending}>
          {t('accountSignIn')}
        </button>
        <button type="button" className="secondary" disabled={pending} onClick={submitWith('sign-up')}>
          {t('accountCreate')}
        </button>
        <button type="button" className="link" disabled={pending} onClick={submitWith('reset')}>
          {t('accountForgotPassword')}
        </button>
      </div>
      <p>
        <button type="button" className="secondary" disabled={pending} onClick={() => void anonymous.send({})}>
          {t('accountStartAnonymous')}
        </button>
      </p>
      {pending && <p aria-live="polite">{t('working')}</p>}
    </form>
  );
}
