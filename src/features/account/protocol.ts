/** The account's messages: signing up, in and out, and what a signed-in account can do to itself. */
import * as v from 'valibot';
import { message } from '../../platform/messaging/message-spec';
import { email, noPayload } from '../../platform/messaging/fields';
import type { AccountState } from './model/account-state';

const password = v.pipe(v.string(), v.nonEmpty('enter a password'), v.maxLength(4096));
const credentials = v.strictObject({ email, password });

export const accountMessages = {
  'page:sign-up': message<AccountState>()('page', credentials),
  'page:sign-in': message<AccountState>()('page', credentials),
  'page:start-anonymous': message<AccountState>()('page', noPayload),
  'page:sign-out': message<AccountState>()('page', noPayload),
  'page:send-password-reset': message<null>()('page', v.strictObject({ email })),
  'page:resend-verification': message<null>()('page', noPayload),
  'page:upgrade-anonymous': message<AccountState>()('page', credentials),
  /** Fails with google-window-closed when the user closed Google's window: nothing changed. */
  'page:sign-in-google': message<AccountState>()('page', noPayload),
} as const;
