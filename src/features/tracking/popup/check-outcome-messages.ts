import type { MessageKey } from '../../../platform/browser/i18n';
import type { CheckOutcome } from '../model/tracking';

export type FailedOutcome = Exclude<CheckOutcome, 'ok'>;

/** One clear sentence for each reason a check could not read the price. */
export const FAILED_CHECK_MESSAGES: Record<FailedOutcome, MessageKey> = {
  'bot-check': 'checkFailedBotCheck',
  'login-wall': 'checkFailedLoginWall',
  'page-gone': 'checkFailedPageGone',
  'page-changed': 'checkFailedPageChanged',
  timeout: 'checkFailedTimeout',
  'network-error': 'checkFailedNetwork',
  'http-error': 'checkFailedHttp',
  'currency-mismatch': 'checkFailedCurrency',
};

/** The same reasons in a few words, for a list row's one line. */
export const FAILED_CHECK_SHORT: Record<FailedOutcome, MessageKey> = {
  'bot-check': 'checkShortBotCheck',
  'login-wall': 'checkShortLoginWall',
  'page-gone': 'checkShortPageGone',
  'page-changed': 'checkShortPageChanged',
  timeout: 'checkShortTimeout',
  'network-error': 'checkShortNetwork',
  'http-error': 'checkShortHttp',
  'currency-mismatch': 'checkShortCurrency',
};
