/** The one catalogue of error codes that crosses the messaging boundary. */
export const ERROR_CODES = [
  'unknown-kind',
  'forbidden-sender',
  'invalid-payload',
  'internal',
  'unavailable',
  'offline',
  'wrong-password',
  'unknown-email',
  'wrong-credentials',
  'email-in-use',
  'weak-password',
  'invalid-email',
  'too-many-attempts',
  'account-disabled',
  'requires-recent-login',
  'not-signed-in',
  'limit-reached',
  'not-found',
  'permission-denied',
  'google-not-configured',
  'google-account-in-use',
  'account-exists-other-method',
  'google-sign-in-failed',
  'google-account-mismatch',
  'google-window-closed',
  'no-store-access',
  'off-store',
  'quota-exceeded',
  'invite-unknown',
  'invite-expired',
  'invite-used-up',
  'invite-revoked',
  'invite-not-for-you',
  'already-member',
  'list-full',
  'list-deleted',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

export interface AppError {
  code: ErrorCode;
  message: string;
}

export type Result<T> = { ok: true; data: T } | { ok: false; error: AppError };

/** Thrown by handlers to answer with a specific code instead of `internal`. */
export class CartwatchError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'CartwatchError';
  }
}

export function ok<T>(data: T): Result<T> {
  return { ok: true, data };
}

export function fail(code: ErrorCode, message: string): { ok: false; error: AppError } {
  return { ok: false, error: { code, message } };
}

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && (ERROR_CODES as readonly string[]).includes(value);
}
