import { inject } from 'vitest';
import { type FirestoreServer, startFirestoreServer } from '../../../../dev/firestore/server';
import { describeMissing, startLocatedEmulator } from '../../../../dev/firestore-emulator';

export const PROJECT_ID = 'demo-cartwatch';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Which Firestore the conformance tests talk to: the project `firestore-official` sets `official`. */
    conformanceTarget: 'dev-server' | 'official';
  }
}

export interface ConformanceTarget {
  url: string;
  /** Empties the default database between tests. */
  reset(): Promise<void>;
  close(): Promise<void>;
  /** The dev server's own statistics and fault controls; null on the official emulator. */
  devServer: FirestoreServer | null;
}

/** The conformance tests run against the official emulator (project `firestore-official`). */
export const onOfficialEmulator = (): boolean => inject('conformanceTarget') === 'official';

async function emptyDatabase(url: string): Promise<void> {
  const response = await fetch(`${url}/emulator/v1/projects/${PROJECT_ID}/databases/(default)/documents`, { method: 'DELETE' });
  if (!response.ok) throw new Error(`reset failed: ${response.status}`);
}

/** Starts a dev server on a free port; `reset()` empties the default database between tests. */
export async function startTestServer(dataDir?: string): Promise<FirestoreServer & { reset(): Promise<void> }> {
  const server = await startFirestoreServer({ port: 0, dataDir });
  return { ...server, reset: () => emptyDatabase(server.url) };
}

/**
 * The Firestore a conformance test file checks: the dev server, or in the project
 * `firestore-official` the official Cloud Firestore emulator (without rules: these tests check the
 * protocol and the data, not who may write), so that both must give the same answers.
 */
export async function startConformanceTarget(): Promise<ConformanceTarget> {
  if (!onOfficialEmulator()) {
    const server = await startTestServer();
    return { url: server.url, reset: () => server.reset(), close: () => server.close(), devServer: server };
  }
  const start = await startLocatedEmulator();
  if (!start.started) throw new Error(describeMissing(start.missing));
  const { emulator } = start;
  const restoreFetch = closeConnectionsAfterEachRequest(emulator.url);
  return {
    url: emulator.url,
    reset: () => emulator.reset(PROJECT_ID),
    devServer: null,
    async close() {
      restoreFetch();
      await emulator.close();
    },
  };
}

/**
 * The official emulator closes the connection after answering a WebChannel POST (the SDK's forward
 * channel) without saying so (no `Connection: close`). Node's fetch (undici) puts such a socket
 * back in its keep-alive pool, and the next request sent on it in the moment before the close
 * arrives fails: the full SDK reports "Could not reach Cloud Firestore backend",
 * firebase/firestore/lite "fetch failed (SocketError: other side closed)". Browsers retry a request
 * on a reused connection that closes before answering; undici does not. So, while the emulator
 * runs, every fetch to it asks for `Connection: close` and gets a connection of its own. Returns a
 * function that puts the original fetch back.
 */
function closeConnectionsAfterEachRequest(url: string): () => void {
  const { origin } = new URL(url);
  const original = globalThis.fetch;
  globalThis.fetch = (input, init) => {
    const target = input instanceof Request ? input.url : String(input);
    if (new URL(target).origin !== origin) return original(input, init);
    const headers = new Headers(init?.headers ?? (input instanceof Request ? input.headers : undefined));
    headers.set('connection', 'close');
    return original(input, { ...init, headers });
  };
  return () => {
    globalThis.fetch = original;
  };
}
