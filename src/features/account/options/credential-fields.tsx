import { useState } from 'react';
import type { AppError } from '../../../platform/messaging/errors';
import { t } from '../../../platform/browser/i18n';
import { errorMessage } from '../../../ui/error-messages';
import { TextField } from '../../../ui/text-field';
import { checkCredentials, fieldOfError, type CredentialErrors } from './credential-checks';

/** What the shopper typed in an email and password form, and what is wrong with it. */
export function useCredentialFields() {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [fieldErrors, setFieldErrors] = useState<CredentialErrors>({});
  return {
    email,
    password,
    setEmail,
    setPassword,
    fieldErrors,
    /** Checks the fields, showing what is wrong at each; true when they may be sent. */
    validate(needPassword: boolean): boolean {
      const errors = checkCredentials(email, password, needPassword);
      setFieldErrors(errors);
      return Object.keys(errors).length === 0;
    },
  };
}

/** The email and password fields, with the worker's failure shown at its field or above them. */
export function CredentialFields({
  fields,
  failure,
  newPassword = false,
}: {
  fields: ReturnType<typeof useCredentialFields>;
  failure: AppError | null;
  newPassword?: boolean;
}) {
  const failedField = fieldOfError(failure);
  const failureMessage = failure === null ? undefined : errorMessage(failure.code);
  return (
    <>
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
        value={fields.email}
        onChange={fields.setEmail}
        error={fields.fieldErrors.email ?? (failedField === 'email' ? failureMessage : undefined)}
      />
      <TextField
        label={t('fieldPassword')}
        type="password"
        name="password"
        autoComplete={newPassword ? 'new-password' : 'current-password'}
        value={fields.password}
        onChange={fields.setPassword}
        error={fields.fieldErrors.password ?? (failedField === 'password' ? failureMessage : undefined)}
      />
    </>
  );
}
