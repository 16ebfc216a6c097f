import {
  EmailAuthProvider,
  createUserWithEmailAndPassword,
  deleteUser,
  linkWithCredential,
  onAuthStateChanged,
  reauthenticateWithCredential,
  sendEmailVerification,
  sendPasswordResetEmail,
  signInAnonymously,
  signInWithCredential,
  signInWithEmailAndPassword,
  signOut,
  type Auth,
  type AuthCredential,
  type User,
} from 'firebase/auth/web-extension';
import { CartwatchError } from '../../../platform/messaging/errors';
import type { AccountState } from '../../../app/state';
import { toAccountError } from './auth-errors';

export function accountStateOf(user: User | null): AccountState {
  if (user === null) return { status: 'signed-out' };
  return {
    status: 'signed-in',
    uid: user.uid,
    email: user.email,
    emailVerified: user.emailVerified,
    anonymous: user.isAnonymous,
    ...(signsInWithGoogle(user) ? { google: true as const } : {}),
  };
}

function signsInWithGoogle(user: User): boolean {
  return user.providerData.some((info) => info.providerId === 'google.com');
}

async function translated<T>(operation: Promise<T>, translate: (error: unknown) => unknown = toAccountError): Promise<T> {
  try {
    return await operation;
  } catch (error) {
    throw translate(error);
  }
}

/**
 * Sign-up, sign-in and sign-out through Firebase Auth; the account state follows Auth's own events.
 * `runDeletion` removes every document the user owns, then calls `deleteAuthAccount` (account-deletion.ts).
 */
export function createAccountService(
  auth: Auth,
  onAccount: (account: AccountState) => void,
  runDeletion: (uid: string, deleteAuthAccount: () => Promise<void>) => Promise<void>,
  /** Confirms a Google account's owner before it is deleted; rejects when Google did not confirm. */
  reauthenticateWithGoogle: (user: User) => Promise<void>,
) {
  onAuthStateChanged(auth, (user) => onAccount(accountStateOf(user)));

  function currentUser(): User {
    if (auth.currentUser === null) throw new CartwatchError('not-signed-in', 'Nobody is signed in.');
    return auth.currentUser;
  }

  return {
    async signUp(email: string, password: string): Promise<AccountState> {
      const { user } = await translated(createUserWithEmailAndPassword(auth, email, password));
      await translated(sendEmailVerification(user));
      return accountStateOf(user);
    },
    async signIn(email: string, password: string): Promise<AccountState> {
      const { user } = await translated(signInWithEmailAndPassword(auth, email, password));
      return accountStateOf(user);
    },
    async startAnonymous(): Promise<AccountState> {
      const { user } = await translated(signInAnonymously(auth));
      return accountStateOf(user);
    },
    async signOut(): Promise<AccountState> {
      await translated(signOut(auth));
      return accountStateOf(null);
    },
    /** Answers the same whether or not the address has an account, so nobody can probe for one. */
    async sendPasswordReset(email: string): Promise<null> {
      try {
        await sendPasswordResetEmail(auth, email);
      } catch (error) {
        if ((error as { code?: unknown }).code !== 'auth/user-not-found') throw toAccountError(error);
      }
      return null;
    },
    /** Gives an anonymous account an email and password; same uid, so everything it has stays. */
    async upgradeAnonymous(email: string, password: string): Promise<AccountState> {
      const user = currentUser();
      if (!user.isAnonymous) throw new CartwatchError('invalid-payload', 'This account already has an email address.');
      const linked = await translated(linkWithCredential(user, EmailAuthProvider.credential(email, password)));
      // Linking keeps the same user, so Auth reports no sign-in: tell the pages ourselves.
      onAccount(accountStateOf(linked.user));
      await translated(sendEmailVerification(linked.user));
      return accountStateOf(linked.user);
    },
    /**
     * Signs in with another provider's credential (Google); a guest links it instead, keeping its
     * uid and so everything it saved. A full account must sign out first: nothing switches silently.
     */
    async signInWithProviderCredential(
      credential: AuthCredential,
      translate: (error: unknown) => unknown,
    ): Promise<AccountState> {
      const guest = auth.currentUser;
      if (guest === null) {
        const { user } = await translated(signInWithCredential(auth, credential), translate);
        return accountStateOf(user);
      }
      if (!guest.isAnonymous) throw new CartwatchError('invalid-payload', 'Sign out before signing in to another account.');
      const linked = await translated(linkWithCredential(guest, credential), translate);
      onAccount(accountStateOf(linked.user));
      return accountStateOf(linked.user);
    },
    /**
     * Deletes the user's documents, then the account, or finishes a deletion that stopped; email
     * accounts confirm with their password, Google accounts with Google (closing Google's window
     * deletes nothing: google-window-closed).
     */
    async deleteAccount(password: string | undefined): Promise<null> {
      const user = currentUser();
      if (!user.isAnonymous && password === undefined && signsInWithGoogle(user)) {
        await reauthenticateWithGoogle(user);
      } else if (!user.isAnonymous) {
        if (password === undefined || user.email === null) {
          throw new CartwatchError('wrong-password', 'Confirm with your password to delete the account.');
        }
        await translated(reauthenticateWithCredential(user, EmailAuthProvider.credential(user.email, password)));
      }
      await runDeletion(user.uid, () => translated(deleteUser(user)));
      return null;
    },
    /** Goes on with a deletion that stopped, without asking again; Auth may still want a fresh sign-in for the last step (requires-recent-login). */
    async resumeDeletion(): Promise<void> {
      const user = currentUser();
      await runDeletion(user.uid, () => translated(deleteUser(user)));
    },
    async resendVerification(): Promise<null> {
      await translated(sendEmailVerification(currentUser()));
      return null;
    },
  };
}

export type AccountService = ReturnType<typeof createAccountService>;
