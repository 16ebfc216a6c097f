import type { AppError, ErrorCode } from '../../../platform/messaging/errors';
import { t, type MessageKey } from '../../../platform/browser/i18n';

export type CredentialField = 'email' | 'password';
export type CredentialErrors = Partial<Record<CredentialField, string>>;

const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const FIELD_OF_ERROR: Partial<Record<ErrorCode, CredentialField>> = {
  'unknown-email': 'email',
  'email-in-use': 'email',
  'invalid-email': 'email',
  'wrong-password': 'password',
  'weak-password': 'password',
};

/** What is wrong with the typed credentials before anything is sent, by field. */
export function checkCredentials(email: string, password: string, needPassword: boolean): CredentialErrors {
  const errors: CredentialErrors = {};
  const emailKey: MessageKey | null =
    email.trim() === '' ? 'fieldEmailRequired' : EMAIL_SHAPE.test(email.trim()) ? null : 'fieldEmailInvalid';
  if (emailKey) errors.email = t(emailKey);
  if (needPassword && password === '') errors.password = t('fieldPasswordRequired');
  return errors;
}

/** The field a failure from the worker belongs at; undefined for failures shown above the form. */
export function fieldOfError(error: AppError | null): CredentialField | undefined {
  return error === null ? undefined : FIELD_OF_ERROR[error.code];
}
