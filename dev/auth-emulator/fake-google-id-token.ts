export interface FakeGoogleUser {
  /** Google's stable user id. */
  sub: string;
  email: string;
  emailVerified?: boolean;
  name?: string;
}

function base64url(value: object): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}

/**
 * An unsigned Google ID token, as the Auth emulator accepts for `google.com` credentials (it reads
 * the claims and skips the signature). For tests and local development only: Firebase rejects it.
 */
export function fakeGoogleIdToken(user: FakeGoogleUser, request: { clientId: string; nonce: string }): string {
  const now = Math.floor(Date.now() / 1000);
  const claims = {
    iss: 'https://accounts.google.com',
    aud: request.clientId,
    sub: user.sub,
    email: user.email,
    email_verified: user.emailVerified ?? true,
    name: user.name ?? user.email.split('@')[0],
    nonce: request.nonce,
    iat: now,
    exp: now + 3600,
  };
  return `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url(claims)}.`;
}

/** The redirect Google makes at the end of the implicit flow, answering the authorize URL it got. */
export function fakeGoogleRedirect(authorizeUrl: string, user: FakeGoogleUser): string {
  const params = new URL(authorizeUrl).searchParams;
  const idToken = fakeGoogleIdToken(user, { clientId: params.get('client_id') ?? '', nonce: params.get('nonce') ?? '' });
  return `${params.get('redirect_uri') ?? ''}#id_token=${idToken}&authuser=0&prompt=consent`;
}
