import { useState, type FormEvent } from 'react';
import type { AppError, ErrorCode } from '../shared/errors';
import { t, type MessageKey } from '../shared/i18n';
import { errorMessage } from '../ui/error-messages';
import { TextField } from '../ui/text-field';
import { useRequest } from '../ui/use-request';

const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const EMAIL_ERRORS: readonly ErrorCode[] = ['unknown-email', 'email-in-use', 'invalid-email'];
const PASSWORD_ERRORS: readonly ErrorCode[] = ['wrong-password', 'weak-password'];

type Field = 'email' | 'password';
type FieldErrors = Partial<Record<Field, string>>;

function checkFields(email: string, password: string, needPassword: boolean): FieldErrors {
  const errors: FieldErrors = {};
  const emailKey: MessageKey | null =
    email.trim() === '' ? 'fieldEmailRequired' : EMAIL_SHAPE.test(email.trim()) ? null : 'fieldEmailInvalid';
  if (emailKey) errors.email = t(emailKey);
  if (needPassword && password === '') errors.password = t('fieldPasswordRequired');
  return errors;
}

/** Where the worker's error belongs: at a field, or above the form. */
function placeError(error: AppError | null): { field?: Field; message: string } | null {
  if (error === null) return null;
  if (EMAIL_ERRORS.includes(error.code)) return { field: 'email', message: errorMessage(error.code) };
  if (PASSWORD_ERRORS.includes(error.code)) return { field: 'password', message: errorMessage(error.code) };
  return { message: errorMessage(error.code) };
}

/** Sign in, create an account or reset a password; what was typed stays after any error. */
export function CredentialsForm() {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [resetSent, setResetSent] = useState(false);
  const signIn = useRequest('page:sign-in');
  const signUp = useRequest('page:sign-up');
  const reset = useRequest('page:send-password-reset');
  const anonymous = useRequest('page:start-anonymous');
  const pending = signIn.pending || signUp.pending || reset.pending || anonymous.pending;
  const lastError = placeError(signIn.error ?? signUp.error ?? reset.error ?? anonymous.error);

  function submitWith(action: 'sign-in' | 'sign-up' | 'reset') {
    return (event?: FormEvent) => {
      event?.preventDefault();
      const errors = checkFields(email, password, action !== 'reset');
      setFieldErrors(errors);
      setResetSent(false);
      if (Object.keys(errors).length > 0) return;
      if (action === 'sign-in') void signIn.send({ email: email.trim(), password });
      if (action === 'sign-up') void signUp.send({ email: email.trim(), password });
      if (action === 'reset') void reset.send({ email: email.trim() }).then((sent) => setResetSent(sent === null));
    };
  }

  const emailError = fieldErrors.email ?? (lastError?.field === 'email' ? lastError.message : undefined);
  const passwordError = fieldErrors.password ?? (lastError?.field === 'password' ? lastError.message : undefined);

  return (
    <form className="credentials" onSubmit={submitWith('sign-in')} noValidate aria-busy={pending}>
      {lastError && lastError.field === undefined && (
        <p className="form-error" role="alert">
          {lastError.message}
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
