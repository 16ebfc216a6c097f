import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fakeGoogleRedirect, type FakeGoogleUser } from '../../../dev/auth-emulator/fake-google-id-token';

export interface FakeGoogle {
  /** Chromium flags that send accounts.google.com here (and accept its self-signed certificate). */
  chromiumArgs: string[];
  /** Authorize URLs the browser's auth window asked for, oldest first. */
  requests: string[];
  /** The next sign-ins choose this Google user; null shows an account chooser nobody answers. */
  answerAs(user: FakeGoogleUser | null): void;
  close(): Promise<void>;
}

/**
 * Stands in for accounts.google.com over HTTPS on loopback, so the browser's real
 * identity.launchWebAuthFlow runs: its authorize endpoint redirects to the extension's
 * chromiumapp.org URL with an unsigned ID token (which the Auth emulator accepts).
 */
export async function startFakeGoogle(): Promise<FakeGoogle> {
  const certDir = mkdtempSync(join(tmpdir(), 'cartwatch-fake-google-'));
  const key = join(certDir, 'key.pem');
  const cert = join(certDir, 'cert.pem');
  execFileSync('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-keyout', key, '-out', cert, '-subj', '/CN=accounts.google.com', '-days', '1'], {
    stdio: 'ignore',
  });
  const requests: string[] = [];
  let user: FakeGoogleUser | null = null;

  const server = createServer({ key: readFileSync(key), cert: readFileSync(cert) }, (request, response) => {
    const url = new URL(request.url ?? '/', 'https://accounts.google.com');
    if (url.pathname !== '/o/oauth2/v2/auth') {
      response.writeHead(404).end();
      return;
    }
    requests.push(url.href);
    if (user === null) {
      response.writeHead(200, { 'content-type': 'text/html' }).end('<title>Choose an account</title><p>Choose an account</p>');
      return;
    }
    response.writeHead(302, { location: fakeGoogleRedirect(url.href, user) }).end();
  });
  await new Promise<void>((resolveListening) => server.listen(0, '127.0.0.1', resolveListening));
  const { port } = server.address() as AddressInfo;

  return {
    chromiumArgs: [`--host-resolver-rules=MAP accounts.google.com 127.0.0.1:${port}`, '--ignore-certificate-errors'],
    requests,
    answerAs(next) {
      user = next;
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolveClosed) => server.close(() => resolveClosed()));
      rmSync(certDir, { recursive: true, force: true });
    },
  };
}
