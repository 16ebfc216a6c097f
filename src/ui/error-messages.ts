import type { ErrorCode } from '../platform/messaging/errors';
import { t, type MessageKey } from '../platform/browser/i18n';

const ERROR_MESSAGE_KEYS: Record<ErrorCode, MessageKey> = {
  'unknown-kind': 'errorUnknownKind',
  'forbidden-sender': 'errorForbiddenSender',
  'invalid-payload': 'errorInvalidPayload',
  internal: 'errorInternal',
  unavailable: 'errorUnavailableRetry',
  offline: 'errorOffline',
  'wrong-password': 'errorWrongPassword',
  'unknown-email': 'errorUnknownEmail',
  'wrong-credentials': 'errorWrongCredentials',
  'email-in-use': 'errorEmailInUse',
  'weak-password': 'errorWeakPassword',
  'invalid-email': 'errorInvalidEmail',
  'too-many-attempts': 'errorTooManyAttempts',
  'account-disabled': 'errorAccountDisabled',
  'requires-recent-login': 'errorRequiresRecentLogin',
  'not-signed-in': 'errorNotSignedIn',
  'limit-reached': 'errorLimitReached',
  'not-found': 'errorNotFound',
  'permission-denied': 'errorPermissionDenied',
  'google-not-configured': 'errorGoogleNotConfigured',
  'google-account-in-use': 'errorGoogleAccountInUse',
  'account-exists-other-method': 'errorAccountExistsOtherMethod',
  'google-sign-in-failed': 'errorGoogleSignInFailed',
  'google-account-mismatch': 'errorGoogleAccountMismatch',
  'google-window-closed': 'errorGoogleWindowClosed',
  'no-store-access': 'errorNoStoreAccess',
  'off-store': 'errorOffStore',
  'quota-exceeded': 'errorQuotaExceeded',
  'invite-unknown': 'errorInviteUnknown',
  'invite-expired': 'errorInviteExpired',
  'invite-used-up': 'errorInviteUsedUp',
  'invite-revoked': 'errorInviteRevoked',
  'invite-not-for-you': 'errorInviteNotForYou',
  'already-member': 'errorAlreadyMember',
  'list-full': 'errorListFull',
  'list-deleted': 'errorListDeleted',
};

export function errorMessage(code: ErrorCode): string {
  return t(ERROR_MESSAGE_KEYS[code]);
}
