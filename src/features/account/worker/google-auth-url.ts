import { CartwatchError } from '../../../platform/messaging/errors';

const GOOGLE_AUTHORIZE_ENDPOINT = 'https://accounts.google.com/o/oauth2/v2/auth';

export interface GoogleAuthRequest {
  clientId: string;
  redirectUri: string;
  nonce: string;
}

/** The OpenID Connect implicit-flow URL that answers with an ID token in the redirect's fragment. */
export function buildGoogleAuthorizeUrl({ clientId, redirectUri, nonce }: GoogleAuthRequest): string {
  const params = new URLSearchParams({
    client_id: clientId,
    response_type: 'id_token',
    redirect_uri: redirectUri,
    scope: 'openid email profile',
    nonce,
    prompt: 'select_account',
  });
  return `${GOOGLE_AUTHORIZE_ENDPOINT}?${params.toString()}`;
}

/** A nonce for one sign-in: 128 random bits, hex. */
export function randomNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

function failed(reason: string): CartwatchError {
  return new CartwatchError('google-sign-in-failed', reason);
}

/** The claims of a JWT, unverified: Firebase verifies the signature; this only reads nonce and audience. */
export function decodeJwtPayload(token: string): Record<string, unknown> {
  const part = token.split('.')[1];
  if (part === undefined || token.split('.').length !== 3) throw failed('The ID token is not a JWT.');
  try {
    const base64 = part.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(part.length / 4) * 4, '=');
    const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
    const payload: unknown = JSON.parse(new TextDecoder().decode(bytes));
    if (typeof payload !== 'object' || payload === null || Array.isArray(payload)) throw new Error('not an object');
    return payload as Record<string, unknown>;
  } catch {
    throw failed('The ID token could not be read.');
  }
}

/**
 * Reads the ID token from the URL Google redirected to. Null when the user declined; throws
 * `google-sign-in-failed` for any other error, a foreign redirect, or a token not minted for this
 * request (nonce) and this client (audience).
 */
export function readIdTokenFromRedirect(redirectedTo: string, expected: GoogleAuthRequest): string | null {
  if (!URL.canParse(redirectedTo)) throw failed('The sign-in window returned no URL.');
  const url = new URL(redirectedTo);
  if (url.origin !== new URL(expected.redirectUri).origin) {
    throw failed('The sign-in window returned to an unexpected address.');
  }
  const answer = new URLSearchParams(url.hash.slice(1));
  const error = answer.get('error') ?? url.searchParams.get('error');
  if (error === 'access_denied') return null;
  if (error !== null) throw failed(`Google answered with an error: ${error.slice(0, 80)}`);

  const idToken = answer.get('id_token');
  if (idToken === null || idToken === '') throw failed('Google answered without an ID token.');
  const claims = decodeJwtPayload(idToken);
  if (claims.nonce !== expected.nonce) throw failed('The ID token was not issued for this sign-in (nonce).');
  const audience = Array.isArray(claims.aud) ? claims.aud : [claims.aud];
  if (!audience.includes(expected.clientId)) throw failed('The ID token was issued to another client.');
  return idToken;
}
