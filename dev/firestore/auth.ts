import { RpcError } from './errors';

/**
 * Who made a request. Tokens from the Auth emulator are unsigned JWTs, so the claims are read
 * without checking a signature; `owner` is the emulator's admin token. Security rules will use this.
 */
export type RequestAuth =
  | { kind: 'anonymous' }
  | { kind: 'owner' }
  | { kind: 'user'; uid: string; claims: Record<string, unknown> };

export const ANONYMOUS: RequestAuth = { kind: 'anonymous' };

export function authFromHeader(header: string | undefined): RequestAuth {
  if (header === undefined || header.trim() === '') return ANONYMOUS;
  const match = /^Bearer\s+(\S+)$/i.exec(header.trim());
  if (!match) throw new RpcError('UNAUTHENTICATED', 'The Authorization header must be a Bearer token.');
  const token = match[1] as string;
  if (token === 'owner') return { kind: 'owner' };
  const payload = token.split('.')[1];
  let claims: unknown;
  try {
    claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString('utf8'));
  } catch {
    throw new RpcError('UNAUTHENTICATED', 'The ID token is not a JWT.');
  }
  if (typeof claims !== 'object' || claims === null) throw new RpcError('UNAUTHENTICATED', 'The ID token has no claims.');
  const record = claims as Record<string, unknown>;
  const uid = record.user_id ?? record.sub;
  if (typeof uid !== 'string' || uid === '') throw new RpcError('UNAUTHENTICATED', 'The ID token has no user id.');
  return { kind: 'user', uid, claims: record };
}

/** WebChannel sends the handshake's headers in a form field, one `Name:Value` per line. */
export function headerFromBlock(block: string | undefined, name: string): string | undefined {
  if (!block) return undefined;
  for (const line of block.split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0 && line.slice(0, colon).trim().toLowerCase() === name.toLowerCase()) return line.slice(colon + 1).trim();
  }
  return undefined;
}
