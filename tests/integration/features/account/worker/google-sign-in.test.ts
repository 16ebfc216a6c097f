import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import { connectAuthEmulator, inMemoryPersistence, initializeAuth, type Auth } from 'firebase/auth/web-extension';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startAuthEmulator, type RunningAuthEmulator } from '../../../../../dev/auth-emulator';
import { fakeGoogleRedirect, type FakeGoogleUser } from '../../../../../dev/auth-emulator/fake-google-id-token';
import { freePort } from '../../../../../dev/support/free-port';
import { createAccountService, type AccountService } from '../../../../../src/features/account/worker/account-service';
import { createGoogleIdTokenFlow } from '../../../../../src/features/account/worker/google-id-token-flow';
import { createGoogleCredentials, createGoogleSignIn, type GoogleSignIn } from '../../../../../src/features/account/worker/google-sign-in';
import type { AccountState } from '../../../../../src/app/state';

const PROJECT_ID = 'demo-cartwatch';
const CLIENT_ID = 'cartwatch-test.apps.googleusercontent.com';
const REDIRECT = 'https://abcdefghijklmnopabcdefghijklmnop.chromiumapp.org/';

/**
 * The worker's real account service and Google sign-in, driven through the Firebase Auth emulator
 * (which accepts unsigned Google ID tokens). Only the browser's auth window is faked: it answers
 * as Google would, for whichever Google user the test picks, or as a user closing the window.
 */
describe('Google sign-in against the Auth emulator', () => {
  let emulator: RunningAuthEmulator;
  let app: FirebaseApp;
  let auth: Auth;
  let account: AccountService;
  let google: GoogleSignIn;
  let reported: AccountState[];
  let deletedData: string[];
  let window: (authorizeUrl: string) => Promise<string>;

  const googleUser = (label: string, overrides: Partial<FakeGoogleUser> = {}): FakeGoogleUser => {
    const id = `${Date.now()}${Math.floor(Math.random() * 1e6)}`;
    return { sub: id, email: `${label}-${id}@gmail.com`, ...overrides };
  };
  const choose = (user: FakeGoogleUser) => {
    window = (url) => Promise.resolve(fakeGoogleRedirect(url, user));
  };

  // As long as the emulator may take to start on a loaded machine (dev/auth-emulator's bound).
  beforeAll(async () => {
    emulator = await startAuthEmulator({ port: await freePort(), projectId: PROJECT_ID });
  }, 160_000);
  afterAll(async () => {
    await emulator?.close();
  });

  beforeEach(() => {
    app = initializeApp({ apiKey: 'demo-api-key', projectId: PROJECT_ID }, `google-${Math.random()}`);
    auth = initializeAuth(app, { persistence: inMemoryPersistence });
    connectAuthEmulator(auth, emulator.url, { disableWarnings: true });
    reported = [];
    deletedData = [];
    const credentials = createGoogleCredentials(
      createGoogleIdTokenFlow({
        clientId: CLIENT_ID,
        identity: { getRedirectURL: () => REDIRECT, launchWebAuthFlow: ({ url }) => window(url) },
        isOnline: () => true,
      }),
    );
    account = createAccountService(
      auth,
      (state) => reported.push(state),
      (uid, deleteAuthAccount) => {
        deletedData.push(uid);
        return deleteAuthAccount();
      },
      (user) => credentials.reauthenticate(user),
    );
    google = createGoogleSignIn(credentials, account);
  });
  afterEach(async () => {
    await deleteApp(app);
  });

  it('signs a new Google user in, and the same Google user back into the same account', async () => {
    const ana = googleUser('ana', { name: 'Ana' });
    choose(ana);
    const first = await google.signIn();
    expect(first).toMatchObject({ status: 'signed-in', email: ana.email, emailVerified: true, anonymous: false, google: true });
    expect(auth.currentUser?.providerData.map((info) => info.providerId)).toEqual(['google.com']);

    await account.signOut();
    const again = await google.signIn();
    expect(again).toEqual(first);
  });

  it('links Google to a guest: same uid, so the guest’s lists stay, and the pages are told', async () => {
    const guest = await account.startAnonymous();
    const ben = googleUser('ben');
    choose(ben);
    const linked = await google.signIn();
    expect(linked).toMatchObject({ status: 'signed-in', email: ben.email, anonymous: false });
    expect(linked).toHaveProperty('uid', (guest as { uid: string }).uid);
    expect(reported.at(-1)).toEqual(linked);

    // Later, on another browser: the Google account opens the same uid.
    await account.signOut();
    await expect(google.signIn()).resolves.toEqual(linked);
  });

  it('refuses to link a Google account that already has its own account, and the guest stays as it was', async () => {
    const cai = googleUser('cai');
    choose(cai);
    await google.signIn();
    await account.signOut();

    const guest = await account.startAnonymous();
    await expect(google.signIn()).rejects.toMatchObject({ code: 'google-account-in-use' });
    expect(auth.currentUser?.uid).toBe((guest as { uid: string }).uid);
    expect(auth.currentUser?.isAnonymous).toBe(true);
  });

  it('says the address signs in another way when a password account has the Google address', async () => {
    const dee = googleUser('dee', { emailVerified: false });
    await account.signUp(dee.email, 'correct-horse-battery');
    await account.signOut();
    choose(dee);
    await expect(google.signIn()).rejects.toMatchObject({ code: 'account-exists-other-method' });
    expect(auth.currentUser).toBeNull();
  });

  it('says the same when a guest links a Google address that a password account already has', async () => {
    const eve = googleUser('eve');
    await account.signUp(eve.email, 'correct-horse-battery');
    await account.signOut();
    const guest = await account.startAnonymous();
    choose(eve);
    await expect(google.signIn()).rejects.toMatchObject({ code: 'account-exists-other-method' });
    expect(auth.currentUser?.uid).toBe((guest as { uid: string }).uid);
  });

  it('changes nothing when the user closes Google’s window', async () => {
    window = () => Promise.reject(new Error('The user did not approve access.'));
    await expect(google.signIn()).rejects.toMatchObject({ code: 'google-window-closed' });
    expect(auth.currentUser).toBeNull();
  });

  it('deletes a Google account once Google confirms it is the same person, and only then', async () => {
    const gus = googleUser('gus');
    choose(gus);
    const signedIn = (await google.signIn()) as { uid: string };

    window = () => Promise.reject(new Error('The user did not approve access.'));
    await expect(account.deleteAccount(undefined)).rejects.toMatchObject({ code: 'google-window-closed' });
    expect(deletedData).toEqual([]);
    expect(auth.currentUser?.uid).toBe(signedIn.uid);

    choose(googleUser('someone-else'));
    await expect(account.deleteAccount(undefined)).rejects.toMatchObject({ code: 'google-account-mismatch' });
    expect(deletedData).toEqual([]);

    choose(gus);
    await account.deleteAccount(undefined);
    expect(deletedData).toEqual([signedIn.uid]);
    expect(auth.currentUser).toBeNull();
    const again = (await google.signIn()) as { uid: string };
    expect(again.uid).not.toBe(signedIn.uid);
  });

  it('does not switch a signed-in email account to Google silently', async () => {
    const fay = googleUser('fay');
    const signedIn = await account.signUp(`other-${fay.email}`, 'correct-horse-battery');
    choose(fay);
    await expect(google.signIn()).rejects.toMatchObject({ code: 'invalid-payload' });
    expect(auth.currentUser?.uid).toBe((signedIn as { uid: string }).uid);
  });
});
