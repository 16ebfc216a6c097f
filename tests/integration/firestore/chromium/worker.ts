import { initializeApp } from 'firebase/app';
import {
  type Firestore,
  collection,
  connectFirestoreEmulator,
  doc,
  initializeFirestore,
  onSnapshot,
  persistentLocalCache,
  persistentSingleTabManager,
  setDoc,
} from 'firebase/firestore';

/**
 * A service worker running the web SDK, as the extension's background does: no DOM and no
 * XMLHttpRequest, so WebChannel must use fetch streams. Driven by messages from the test page.
 */

interface Command {
  id: number;
  name: 'start' | 'write' | 'waitForIds' | 'environment';
  args: unknown[];
}

interface WorkerScope {
  addEventListener(type: 'install' | 'activate', listener: (event: { waitUntil(promise: Promise<unknown>): void }) => void): void;
  addEventListener(type: 'message', listener: (event: { data: Command; source: { postMessage(message: unknown): void } | null }) => void): void;
  skipWaiting(): Promise<void>;
  clients: { claim(): Promise<void> };
}

const scope = self as unknown as WorkerScope;
/** Tells the test whether it talks to the same worker instance or to a restarted one. */
const instance = Math.random().toString(36).slice(2);
let db: Firestore | undefined;
const seen = new Map<string, string[][]>();

function database(): Firestore {
  if (!db) throw new Error('start first');
  return db;
}

async function waitForIds(collectionPath: string, ids: string[]): Promise<void> {
  if (!seen.has(collectionPath)) {
    const snapshots: string[][] = [];
    seen.set(collectionPath, snapshots);
    onSnapshot(collection(database(), collectionPath), { includeMetadataChanges: true }, (snapshot) => {
      if (!snapshot.metadata.fromCache && !snapshot.metadata.hasPendingWrites) snapshots.push(snapshot.docs.map((document) => document.id));
    });
  }
  const deadline = Date.now() + 15_000;
  while (!seen.get(collectionPath)?.some((snapshot) => snapshot.join() === ids.join())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for [${ids.join()}] in the worker`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

async function run({ name, args }: Command): Promise<unknown> {
  switch (name) {
    case 'start': {
      const [host, port] = args as [string, number];
      db = initializeFirestore(initializeApp({ projectId: 'demo-cartwatch', apiKey: 'fake-api-key' }), {
        localCache: persistentLocalCache({ tabManager: persistentSingleTabManager({ forceOwnership: true }) }),
      });
      connectFirestoreEmulator(db, host, port);
      return null;
    }
    case 'write': {
      const [path, v] = args as [string, unknown];
      await setDoc(doc(database(), path), { v });
      return null;
    }
    case 'waitForIds': {
      const [path, ids] = args as [string, string[]];
      await waitForIds(path, ids);
      return null;
    }
    case 'environment':
      return {
        instance,
        xmlHttpRequest: typeof (self as unknown as { XMLHttpRequest?: unknown }).XMLHttpRequest,
        document: typeof (self as unknown as { document?: unknown }).document,
      };
  }
}

scope.addEventListener('install', (event) => event.waitUntil(scope.skipWaiting()));
scope.addEventListener('activate', (event) => event.waitUntil(scope.clients.claim()));
scope.addEventListener('message', (event) => {
  const command = event.data;
  run(command).then(
    (result) => event.source?.postMessage({ id: command.id, result }),
    (error: unknown) => event.source?.postMessage({ id: command.id, error: error instanceof Error ? error.message : String(error) }),
  );
});
