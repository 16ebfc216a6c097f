import type { User } from 'firebase/auth/web-extension';
import { describe, expect, it, vi } from 'vitest';
import type { AccountService } from '../../../../../src/features/account/worker/account-service';
import { createGoogleCredentials, createGoogleSignIn, toGoogleAccountError } from '../../../../../src/features/account/worker/google-sign-in';
import type { GoogleIdTokenFlow } from '../../../../../src/features/account/worker/google-id-token-flow';
import { CartwatchError } from '../../../../../src/platform/messaging/errors';
import type { AccountState } from '../../../../../src/app/state';

const signedIn: AccountState = { status: 'signed-in', uid: 'u1', email: 'ana@example.com', emailVerified: true, anonymous: false };

function fakeAccount() {
  return { signInWithProviderCredential: vi.fn<AccountService['signInWithProviderCredential']>(() => Promise.resolve(signedIn)) };
}

function flowAnswering(idToken: string | null): GoogleIdTokenFlow {
  return { requestIdToken: () => Promise.resolve(idToken) };
}

describe('Google sign-in in the worker', () => {
  it('refuses with google-not-configured when the build has no OAuth client', async () => {
    const account = fakeAccount();
    await expect(createGoogleSignIn(createGoogleCredentials(null), account).signIn()).rejects.toMatchObject({ code: 'google-not-configured' });
    expect(account.signInWithProviderCredential).not.toHaveBeenCalled();
  });

  it('turns the ID token into a google.com credential', async () => {
    const account = fakeAccount();
    await expect(createGoogleSignIn(createGoogleCredentials(flowAnswering('header.payload.')), account).signIn()).resolves.toEqual(signedIn);
    const [credential, translate] = account.signInWithProviderCredential.mock.calls[0] ?? [];
    expect(credential?.providerId).toBe('google.com');
    expect(credential?.toJSON()).toMatchObject({ idToken: 'header.payload.' });
    expect(translate).toBe(toGoogleAccountError);
  });

  it('refuses with google-window-closed and changes nothing when the user closed the window', async () => {
    const account = fakeAccount();
    await expect(createGoogleSignIn(createGoogleCredentials(flowAnswering(null)), account).signIn()).rejects.toMatchObject({ code: 'google-window-closed' });
    expect(account.signInWithProviderCredential).not.toHaveBeenCalled();
  });
});

describe('confirming a Google account before deletion', () => {
  it('refuses with google-window-closed, confirming nothing, when the user closed the window', async () => {
    await expect(createGoogleCredentials(flowAnswering(null)).reauthenticate({} as User)).rejects.toMatchObject({
      code: 'google-window-closed',
    });
  });

  it('refuses with google-not-configured when the build has no OAuth client', async () => {
    await expect(createGoogleCredentials(null).reauthenticate({} as User)).rejects.toMatchObject({
      code: 'google-not-configured',
    });
  });
});

describe('Google sign-in errors', () => {
  it.each([
    ['auth/credential-already-in-use', 'google-account-in-use'],
    ['auth/account-exists-with-different-credential', 'account-exists-other-method'],
    ['auth/email-already-in-use', 'account-exists-other-method'],
    ['auth/invalid-credential', 'google-sign-in-failed'],
    ['auth/operation-not-allowed', 'google-not-configured'],
    ['auth/network-request-failed', 'offline'],
    ['auth/too-many-requests', 'too-many-attempts'],
    ['auth/user-disabled', 'account-disabled'],
    ['auth/user-mismatch', 'google-account-mismatch'],
  ])('maps %s to %s', (firebaseCode, code) => {
    const mapped = toGoogleAccountError(Object.assign(new Error('firebase'), { code: firebaseCode }));
    expect(mapped).toBeInstanceOf(CartwatchError);
    expect((mapped as CartwatchError).code).toBe(code);
  });

  it('passes unknown failures through (the router answers internal)', () => {
    const error = new Error('surprise');
    expect(toGoogleAccountError(error)).toBe(error);
  });
});
