import { readFileSync } from 'node:fs';
import { describe, expect, inject, it } from 'vitest';
import { readZip } from '../../scripts/package/zip';
import { CONTACTED, NOT_CONTACTED } from '../privacy-hosts';
import { TEST_RELEASE_ENV } from './test-release-env';

const release = inject('release');

/**
 * Every host the shipped code names: in an address (`https://host`, `//host`), or bare where the
 * Firebase SDK keeps its endpoints (`firestore.googleapis.com`, `<project>.firebaseapp.com`).
 */
function hostsNamedIn(code: string): Set<string> {
  const inAddresses = [...code.matchAll(/(?:https?:)?\/\/([a-z0-9-]+(?:\.[a-z0-9-]+)*\.[a-z]{2,})(?=[/:`'"\s?#]|$)/gi)].map((match) => match[1]!);
  const googleEndpoints = [...code.matchAll(/[a-z0-9-]+(?:\.[a-z0-9-]+)*\.(?:googleapis\.com|firebaseapp\.com|firebaseio\.com|gstatic\.com|google\.com)\b/gi)].map((match) => match[0]);
  return new Set([...inAddresses, ...googleEndpoints].map((host) => host.toLowerCase()));
}

describe('the hosts the shipped code names', () => {
  it.each(['chrome', 'firefox'] as const)('the %s package names only hosts of tests/privacy-hosts.ts, or ones it never requests', (browser) => {
    const code = readZip(readFileSync(release[browser]))
      .filter((record) => /\.(js|html)$/.test(record.path))
      .map((record) => record.data.toString('utf8'))
      .join('\n');
    const named = hostsNamedIn(code);
    const contacted = CONTACTED.flatMap((role) => role.hosts);
    // The web configuration's auth domain serves popup and redirect sign-in, which the web-extension
    // build of Firebase Auth leaves out (and tests/e2e/privacy.test.ts sees no request to it).
    const known = new Set([...contacted, ...NOT_CONTACTED.map(({ host }) => host), TEST_RELEASE_ENV.VITE_FIREBASE_AUTH_DOMAIN]);
    expect([...named].filter((host) => !known.has(host)).sort()).toEqual([]);
    // And the list holds no host the code no longer names.
    expect(contacted.filter((host) => !named.has(host))).toEqual([]);
  });
});
