import { describe, expect, it } from 'vitest';
import { fakeGoogleIdToken, fakeGoogleRedirect } from '../../../../../dev/auth-emulator/fake-google-id-token';
import {
  buildGoogleAuthorizeUrl,
  decodeJwtPayload,
  randomNonce,
  readIdTokenFromRedirect,
} from '../../../../../src/features/account/worker/google-auth-url';
import { CartwatchError } from '../../../../../src/platform/messaging/errors';

const request = {
  clientId: '1234-abc.apps.googleusercontent.com',
  redirectUri: 'https://abcdefghijklmnopabcdefghijklmnop.chromiumapp.org/',
  nonce: 'n0nce-value',
};
const ana = { sub: '1001', email: 'ana@example.com' };

function failureOf(run: () => unknown): CartwatchError {
  try {
    run();
  } catch (error) {
    if (error instanceof CartwatchError) return error;
    throw error;
  }
  throw new Error('expected a CartwatchError');
}

describe('Google authorize URL', () => {
  it('asks for an ID token with openid email profile, the redirect URL, the nonce and the account chooser', () => {
    const url = new URL(buildGoogleAuthorizeUrl(request));
    expect(url.origin + url.pathname).toBe('https://accounts.google.com/o/oauth2/v2/auth');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      client_id: request.clientId,
      response_type: 'id_token',
      redirect_uri: request.redirectUri,
      scope: 'openid email profile',
      nonce: request.nonce,
      prompt: 'select_account',
    });
  });

  it('makes a fresh 128-bit nonce each time', () => {
    const first = randomNonce();
    expect(first).toMatch(/^[0-9a-f]{32}$/);
    expect(randomNonce()).not.toBe(first);
  });
});

describe('reading the ID token from the redirect', () => {
  it('returns the ID token from the fragment when nonce and audience match', () => {
    const redirect = fakeGoogleRedirect(buildGoogleAuthorizeUrl(request), ana);
    const idToken = readIdTokenFromRedirect(redirect, request);
    expect(idToken).toBe(fakeGoogleIdToken(ana, request));
    expect(decodeJwtPayload(idToken ?? '')).toMatchObject({ sub: '1001', email: 'ana@example.com', nonce: request.nonce });
  });

  it('refuses a token minted for another sign-in (replayed or injected): nonce mismatch', () => {
    const token = fakeGoogleIdToken(ana, { ...request, nonce: 'someone-elses-nonce' });
    const error = failureOf(() => readIdTokenFromRedirect(`${request.redirectUri}#id_token=${token}`, request));
    expect(error.code).toBe('google-sign-in-failed');
    expect(error.message).toMatch(/nonce/);
  });

  it('refuses a token without a nonce', () => {
    const token = fakeGoogleIdToken(ana, { ...request, nonce: '' });
    expect(failureOf(() => readIdTokenFromRedirect(`${request.redirectUri}#id_token=${token}`, request)).code).toBe(
      'google-sign-in-failed',
    );
  });

  it('refuses a token issued to another OAuth client', () => {
    const token = fakeGoogleIdToken(ana, { ...request, clientId: 'other.apps.googleusercontent.com' });
    expect(failureOf(() => readIdTokenFromRedirect(`${request.redirectUri}#id_token=${token}`, request)).message).toMatch(
      /another client/,
    );
  });

  it('treats access_denied (the user declined) as a quiet cancel', () => {
    expect(readIdTokenFromRedirect(`${request.redirectUri}#error=access_denied`, request)).toBeNull();
    expect(readIdTokenFromRedirect(`${request.redirectUri}?error=access_denied`, request)).toBeNull();
  });

  it.each([
    ['another error from Google', `${request.redirectUri}#error=invalid_request`],
    ['no token', `${request.redirectUri}#authuser=0`],
    ['a token that is not a JWT', `${request.redirectUri}#id_token=abc`],
    ['a JWT whose payload is not JSON', `${request.redirectUri}#id_token=e30.bm90LWpzb24.`],
    ['a redirect to another site', `https://evil.example/#id_token=${fakeGoogleIdToken(ana, request)}`],
    ['no URL at all', 'not a url'],
  ])('fails clearly for %s', (_case, redirect) => {
    expect(failureOf(() => readIdTokenFromRedirect(redirect, request)).code).toBe('google-sign-in-failed');
  });

  it('reads non-ASCII names in the token payload', () => {
    const token = fakeGoogleIdToken({ ...ana, name: 'Zoë Ōtsuka' }, request);
    expect(decodeJwtPayload(token).name).toBe('Zoë Ōtsuka');
  });
});
