import { GoogleAuthProvider, reauthenticateWithCredential, type AuthCredential, type User } from 'firebase/auth/web-extension';
import { CartwatchError, type ErrorCode } from '../../../platform/messaging/errors';
import type { AccountState } from '../../../app/state';
import type { AccountService } from './account-service';
import { toAccountError } from './auth-errors';
import type { GoogleIdTokenFlow } from './google-id-token-flow';

/** Where Google sign-in reads differently from email sign-in; everything else maps as usual. */
const GOOGLE_AUTH_CODES: Record<string, ErrorCode> = {
  // A guest linking a Google account that already has its own Cartwatch account.
  'auth/credential-already-in-use': 'google-account-in-use',
  // The Google address belongs to an account that signs in another way (a password).
  'auth/account-exists-with-different-credential': 'account-exists-other-method',
  'auth/email-already-in-use': 'account-exists-other-method',
  'auth/invalid-credential': 'google-sign-in-failed',
  'auth/invalid-idp-response': 'google-sign-in-failed',
  // Google is not enabled in the Firebase project's sign-in methods.
  'auth/operation-not-allowed': 'google-not-configured',
  // Confirming with Google (before deleting the account), another Google account was chosen.
  'auth/user-mismatch': 'google-account-mismatch',
};

export function toGoogleAccountError(error: unknown): unknown {
  const code = typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined;
  const mapped = typeof code === 'string' ? GOOGLE_AUTH_CODES[code] : undefined;
  return mapped === undefined ? toAccountError(error) : new CartwatchError(mapped, code as string);
}

/**
 * Google credentials: the ID token from the browser's auth window becomes a Firebase credential.
 * Closing the window fails with `google-window-closed` and changes nothing; a build without an
 * OAuth client (no flow) refuses with `google-not-configured`. It needs no account service, so the
 * account service can use it to confirm a Google account before deletion.
 */
export function createGoogleCredentials(flow: GoogleIdTokenFlow | null) {
  async function request(): Promise<AuthCredential> {
    if (flow === null) throw new CartwatchError('google-not-configured', 'This build has no Google OAuth client.');
    const idToken = await flow.requestIdToken();
    if (idToken === null) throw new CartwatchError('google-window-closed', 'The Google window was closed.');
    return GoogleAuthProvider.credential(idToken);
  }

  return {
    request,
    /** Proves the user is still the Google account's owner (before deletion). */
    async reauthenticate(user: User): Promise<void> {
      const credential = await request();
      try {
        await reauthenticateWithCredential(user, credential);
      } catch (error) {
        throw toGoogleAccountError(error);
      }
    },
  };
}

export type GoogleCredentials = ReturnType<typeof createGoogleCredentials>;

/** Google sign-in: a guest links the Google account, keeping its lists. */
export function createGoogleSignIn(
  credentials: Pick<GoogleCredentials, 'request'>,
  account: Pick<AccountService, 'signInWithProviderCredential'>,
) {
  return {
    async signIn(): Promise<AccountState> {
      return account.signInWithProviderCredential(await credentials.request(), toGoogleAccountError);
    },
  };
}

export type GoogleSignIn = ReturnType<typeof createGoogleSignIn>;
