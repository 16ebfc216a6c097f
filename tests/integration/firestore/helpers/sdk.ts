import { type FirebaseApp, deleteApp, initializeApp } from 'firebase/app';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type * as FirestoreApi from 'firebase/firestore';
import type { Firestore, FirestoreSettings } from 'firebase/firestore';
import type * as LiteApi from 'firebase/firestore/lite';
import type { Firestore as LiteFirestore } from 'firebase/firestore/lite';
import { PROJECT_ID } from './server';

export type FirestoreModule = typeof FirestoreApi;

let browserBuild: Promise<FirestoreModule> | undefined;

/**
 * The SDK's Node build speaks gRPC; the browser build speaks WebChannel, which is what the
 * extension uses. Node 20 has fetch and streams, and the browser build uses fetch streams for
 * WebChannel, so it runs here unmodified.
 */
export function loadBrowserFirestore(): Promise<FirestoreModule> {
  if (!browserBuild) {
    const require = createRequire(import.meta.url);
    const packageJson = require.resolve('@firebase/firestore/package.json');
    const entry = join(dirname(packageJson), 'dist', 'index.esm.js');
    browserBuild = (import(pathToFileURL(entry).href) as Promise<FirestoreModule>).then((sdk) => {
      // Tests provoke rejected writes on purpose; the SDK's warnings about them are noise.
      sdk.setLogLevel('error');
      return sdk;
    });
  }
  return browserBuild;
}

export interface TestClient {
  app: FirebaseApp;
  db: Firestore;
  sdk: FirestoreModule;
  close(): Promise<void>;
}

let clientCount = 0;

export async function connectClient(serverUrl: string, settings: FirestoreSettings = {}): Promise<TestClient> {
  const sdk = await loadBrowserFirestore();
  const app = initializeApp({ projectId: PROJECT_ID, apiKey: 'fake-api-key' }, `client-${process.pid}-${++clientCount}`);
  const db = sdk.initializeFirestore(app, settings);
  const { hostname, port } = new URL(serverUrl);
  sdk.connectFirestoreEmulator(db, hostname, Number(port));
  return {
    app,
    db,
    sdk,
    async close() {
      await sdk.terminate(db);
      await deleteApp(app);
    },
  };
}

export const here = dirname(fileURLToPath(import.meta.url));

export type LiteModule = typeof LiteApi;

export interface LiteClient {
  app: FirebaseApp;
  db: LiteFirestore;
  lite: LiteModule;
  close(): Promise<void>;
}

/** firebase/firestore/lite speaks REST over fetch, in Node as in the browser. */
export async function connectLite(serverUrl: string): Promise<LiteClient> {
  const lite = await import('firebase/firestore/lite');
  lite.setLogLevel('error');
  const app = initializeApp({ projectId: PROJECT_ID, apiKey: 'fake-api-key' }, `lite-${process.pid}-${++clientCount}`);
  const db = lite.getFirestore(app);
  const { hostname, port } = new URL(serverUrl);
  lite.connectFirestoreEmulator(db, hostname, Number(port));
  return {
    app,
    db,
    lite,
    async close() {
      await lite.terminate(db);
      await deleteApp(app);
    },
  };
}
