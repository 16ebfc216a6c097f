import { CartwatchError, type ErrorCode } from '../../../platform/messaging/errors';

const FIREBASE_AUTH_CODES: Record<string, ErrorCode> = {
  'auth/wrong-password': 'wrong-password',
  'auth/missing-password': 'wrong-password',
  'auth/user-not-found': 'unknown-email',
  'auth/invalid-credential': 'wrong-credentials',
  'auth/invalid-login-credentials': 'wrong-credentials',
  'auth/email-already-in-use': 'email-in-use',
  'auth/credential-already-in-use': 'email-in-use',
  'auth/weak-password': 'weak-password',
  'auth/invalid-email': 'invalid-email',
  'auth/too-many-requests': 'too-many-attempts',
  'auth/network-request-failed': 'offline',
  'auth/user-disabled': 'account-disabled',
  'auth/requires-recent-login': 'requires-recent-login',
};

/** Turns a Firebase Auth failure into an error from Cartwatch's catalogue; others pass through. */
export function toAccountError(error: unknown): unknown {
  const code = typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined;
  const mapped = typeof code === 'string' ? FIREBASE_AUTH_CODES[code] : undefined;
  if (mapped === undefined) return error;
  return new CartwatchError(mapped, code as string);
}
