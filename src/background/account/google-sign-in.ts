import { GoogleAuthProvider, reauthenticateWithCredential, type User } from 'firebase/auth/web-extension';
import { CartwatchError, type ErrorCode } from '../../shared/errors';
import type { AccountState } from '../../shared/state';
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
 * Google sign-in: the ID token from the browser's auth window becomes a Firebase credential; a
 * guest links it, keeping its lists. Null when the user closed the window. A build without an
 * OAuth client (no flow) refuses with `google-not-configured`.
 */
export function createGoogleSignIn(
  flow: GoogleIdTokenFlow | null,
  account: Pick<AccountService, 'signInWithProviderCredential'>,
) {
  async function requestIdToken(): Promise<string | null> {
    if (flow === null) throw new CartwatchError('google-not-configured', 'This build has no Google OAuth client.');
    return flow.requestIdToken();
  }

  return {
    async signIn(): Promise<AccountState | null> {
      const idToken = await requestIdToken();
      if (idToken === null) return null;
      return account.signInWithProviderCredential(GoogleAuthProvider.credential(idToken), toGoogleAccountError);
    },
    /** Proves the user is still the Google account's owner (before deletion); false when they closed the window. */
    async reauthenticate(user: User): Promise<boolean> {
      const idToken = await requestIdToken();
      if (idToken === null) return false;
      try {
        await reauthenticateWithCredential(user, GoogleAuthProvider.credential(idToken));
      } catch (error) {
        throw toGoogleAccountError(error);
      }
      return true;
    },
  };
}

export type GoogleSignIn = ReturnType<typeof createGoogleSignIn>;
