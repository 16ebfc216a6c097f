import type { ErrorCode } from '../shared/errors';
import { t, type MessageKey } from '../shared/i18n';

const ERROR_MESSAGE_KEYS: Record<ErrorCode, MessageKey> = {
  'unknown-kind': 'errorUnknownKind',
  'forbidden-sender': 'errorForbiddenSender',
  'invalid-payload': 'errorInvalidPayload',
  internal: 'errorInternal',
  unavailable: 'errorUnavailableRetry',
};

export function errorMessage(code: ErrorCode): string {
  return t(ERROR_MESSAGE_KEYS[code]);
}
