import { describe, expect, it, vi } from 'vitest';
import { fakeGoogleRedirect } from '../../../../../dev/auth-emulator/fake-google-id-token';
import { createGoogleIdTokenFlow, toFlowOutcome, type IdentityApi } from '../../../../../src/features/account/worker/google-id-token-flow';
import { CartwatchError } from '../../../../../src/platform/messaging/errors';

const REDIRECT = 'https://abcdefghijklmnopabcdefghijklmnop.chromiumapp.org/';
const ana = { sub: '1001', email: 'ana@example.com' };

function identity(launch: IdentityApi['launchWebAuthFlow']) {
  return { getRedirectURL: () => REDIRECT, launchWebAuthFlow: vi.fn(launch) };
}

function flowWith(api: ReturnType<typeof identity>, online = true) {
  return createGoogleIdTokenFlow({ clientId: 'client.apps.googleusercontent.com', identity: api, isOnline: () => online });
}

describe('the Google ID token flow', () => {
  it('opens the authorize URL interactively and returns the ID token Google redirects with', async () => {
    const api = identity(({ url }) => Promise.resolve(fakeGoogleRedirect(url, ana)));
    const idToken = await flowWith(api).requestIdToken();
    expect(idToken).toMatch(/^[\w-]+\.[\w-]+\.$/);
    const [[details]] = api.launchWebAuthFlow.mock.calls as [[{ url: string; interactive: boolean }]];
    expect(details.interactive).toBe(true);
    expect(new URL(details.url).searchParams.get('redirect_uri')).toBe(REDIRECT);
  });

  it('uses a new nonce for every sign-in', async () => {
    const api = identity(({ url }) => Promise.resolve(fakeGoogleRedirect(url, ana)));
    const flow = flowWith(api);
    await flow.requestIdToken();
    await flow.requestIdToken();
    const nonces = api.launchWebAuthFlow.mock.calls.map(([{ url }]) => new URL(url).searchParams.get('nonce'));
    expect(new Set(nonces).size).toBe(2);
  });

  it('returns null, not an error, when the user closes the window (Chromium and Firefox wording)', async () => {
    for (const message of ['The user did not approve access.', 'User cancelled or denied access.']) {
      await expect(flowWith(identity(() => Promise.reject(new Error(message)))).requestIdToken()).resolves.toBeNull();
    }
  });

  it('says offline without opening a window when the browser is offline', async () => {
    const api = identity(() => Promise.reject(new Error('should not open')));
    await expect(flowWith(api, false).requestIdToken()).rejects.toMatchObject({ code: 'offline' });
    expect(api.launchWebAuthFlow).not.toHaveBeenCalled();
  });

  it('fails clearly when the authorization page could not be loaded', async () => {
    const api = identity(() => Promise.reject(new Error('Authorization page could not be loaded.')));
    await expect(flowWith(api).requestIdToken()).rejects.toMatchObject({ code: 'google-sign-in-failed' });
  });

  it('refuses a redirect whose token answers another sign-in', async () => {
    const api = identity(({ url }) => {
      const other = new URL(url);
      other.searchParams.set('nonce', 'stolen');
      return Promise.resolve(fakeGoogleRedirect(other.href, ana));
    });
    await expect(flowWith(api).requestIdToken()).rejects.toMatchObject({ code: 'google-sign-in-failed' });
  });
});

describe('launchWebAuthFlow failures', () => {
  it.each([
    ['The user did not approve access.', true, null],
    ['Authorization page could not be loaded.', false, 'offline'],
    ['Authorization page could not be loaded.', true, 'google-sign-in-failed'],
    ['User interaction required.', true, 'google-sign-in-failed'],
  ] as const)('%s (online: %s) becomes %s', (message, online, code) => {
    const outcome = toFlowOutcome(new Error(message), online);
    expect(outcome === null ? null : outcome.code).toBe(code);
  });

  it('keeps errors that are already from the catalogue', () => {
    const error = new CartwatchError('google-sign-in-failed', 'nonce');
    expect(toFlowOutcome(error, true)).toBe(error);
  });
});
