import { LIMITS } from '../../../../platform/limits';

/** Hosts of this machine, where the local demo stores serve plain http. */
const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1']);

/**
 * A web address as firestore.rules accepts it: `URL.href` (ASCII, with no spaces or control
 * characters), https, or http only on this machine; plain http elsewhere is upgraded to https, as
 * browsers do; a user name or password before the host is dropped (firestore.rules wants the host
 * right after the scheme: isUrlOnStore). Null when the address is not http(s) or too long once encoded.
 */
export function storedWebUrl(address: string): string | null {
  if (!URL.canParse(address)) return null;
  const url = new URL(address);
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  if (url.protocol === 'http:' && !LOOPBACK_HOSTS.has(url.hostname)) url.protocol = 'https:';
  url.username = '';
  url.password = '';
  return url.href.length <= LIMITS.url ? url.href : null;
}
