import type { GoogleSignIn } from './google-sign-in';
import type { Handlers } from '../../../app/protocol';

export function googleSignInHandlers(google: GoogleSignIn): Pick<Handlers, 'page:sign-in-google'> {
  return {
    'page:sign-in-google': () => google.signIn(),
  };
}
