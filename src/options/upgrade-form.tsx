import { useState, type FormEvent } from 'react';
import { t } from '../shared/i18n';
import { errorMessage } from '../ui/error-messages';
import { TextField } from '../ui/text-field';
import { useRequest } from '../ui/use-request';
import { checkCredentials, fieldOfError, type CredentialErrors } from './credential-checks';

/** Turns an anonymous account into an email account, keeping everything it saved. */
export function UpgradeForm() {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [fieldErrors, setFieldErrors] = useState<CredentialErrors>({});
  const upgrade = useRequest('page:upgrade-anonymous');
  const failedField = fieldOfError(upgrade.error);
  const failureMessage = upgrade.error === null ? undefined : errorMessage(upgrade.error.code);

  function submit(event: FormEvent) {
    event.preventDefault();
    const errors = checkCredentials(email, password, true);
    setFieldErrors(errors);
    if (Object.keys(errors).length === 0) void upgrade.send({ email: email.trim(), password });
  }

  return (
    <form className="credentials" onSubmit={submit} noValidate aria-busy={upgrade.pending}>
      <h3>{t('accountUpgradeHeading')}</h3>
      <p>{t('accountUpgradeExplained')}</p>
      {failureMessage !== undefined && failedField === undefined && (
        <p className="form-error" role="alert">
          {failureMessage}
        </p>
      )}
      <TextField
        label={t('fieldEmail')}
        type="email"
        name="email"
        autoComplete="email"
        value={email}
        onChange={setEmail}
        error={fieldErrors.email ?? (failedField === 'email' ? failureMessage : undefined)}
      />
      <TextField
        label={t('fieldPassword')}
        type="password"
        name="password"
        autoComplete="new-password"
        value={password}
        onChange={setPassword}
        error={fieldErrors.password ?? (failedField === 'password' ? failureMessage : undefined)}
      />
      <div className="actions">
        <button type="submit" disabled={upgrade.pending}>
          {t('accountUpgrade')}
        </button>
      </div>
    </form>
  );
}
