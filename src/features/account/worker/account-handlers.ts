import type { AccountService } from './account-service';
import type { Handlers } from '../../../app/protocol';

type AccountKinds =
  | 'page:sign-up'
  | 'page:sign-in'
  | 'page:start-anonymous'
  | 'page:sign-out'
  | 'page:send-password-reset'
  | 'page:resend-verification'
  | 'page:upgrade-anonymous'
  | 'page:delete-account';

export function accountHandlers(account: AccountService): Pick<Handlers, AccountKinds> {
  return {
    'page:sign-up': ({ email, password }) => account.signUp(email, password),
    'page:sign-in': ({ email, password }) => account.signIn(email, password),
    'page:start-anonymous': () => account.startAnonymous(),
    'page:sign-out': () => account.signOut(),
    'page:send-password-reset': ({ email }) => account.sendPasswordReset(email),
    'page:resend-verification': () => account.resendVerification(),
    'page:upgrade-anonymous': ({ email, password }) => account.upgradeAnonymous(email, password),
    'page:delete-account': ({ password }) => account.deleteAccount(password),
  };
}
