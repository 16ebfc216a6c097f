import { initializeApp } from 'firebase/app';
import {
  type Firestore,
  type QuerySnapshot,
  collection,
  connectFirestoreEmulator,
  doc,
  getCountFromServer,
  getDocFromServer,
  increment,
  initializeFirestore,
  memoryLocalCache,
  onSnapshot,
  persistentLocalCache,
  persistentSingleTabManager,
  runTransaction,
  setDoc,
  terminate,
} from 'firebase/firestore';

/** The test page: the unmodified web SDK in Chromium, driven from the test through `window.firestoreTest`. */

export interface PageOptions {
  host: string;
  port: number;
  persistentCache: boolean;
  useFetchStreams: boolean;
  longPolling: boolean;
}

interface ListenerState {
  snapshots: { ids: string[]; fromCache: boolean; pending: boolean; values: Record<string, unknown> }[];
  error?: string;
}

let db: Firestore | undefined;
const listeners = new Map<string, ListenerState>();

function database(): Firestore {
  if (!db) throw new Error('call start() first');
  return db;
}

function record(state: ListenerState, snapshot: QuerySnapshot): void {
  state.snapshots.push({
    ids: snapshot.docs.map((document) => document.id),
    fromCache: snapshot.metadata.fromCache,
    pending: snapshot.metadata.hasPendingWrites,
    values: Object.fromEntries(snapshot.docs.map((document) => [document.id, document.get('v')])),
  });
}

const api = {
  start(options: PageOptions): void {
    const app = initializeApp({ projectId: 'demo-cartwatch', apiKey: 'fake-api-key' });
    db = initializeFirestore(app, {
      localCache: options.persistentCache ? persistentLocalCache({ tabManager: persistentSingleTabManager({ forceOwnership: true }) }) : memoryLocalCache(),
      experimentalForceLongPolling: options.longPolling,
      ...(options.useFetchStreams ? {} : { useFetchStreams: false }),
    });
    connectFirestoreEmulator(db, options.host, options.port);
  },
  listen(collectionPath: string): void {
    const state: ListenerState = { snapshots: [] };
    listeners.set(collectionPath, state);
    onSnapshot(collection(database(), collectionPath), { includeMetadataChanges: true }, {
      next: (snapshot) => record(state, snapshot),
      error: (error) => {
        state.error = error.message;
      },
    });
  },
  /** Resolves once a server-confirmed snapshot of the collection has exactly these ids (and these values of `v`). */
  async waitForIds(collectionPath: string, ids: string[], values: Record<string, unknown> = {}): Promise<Record<string, unknown>> {
    const state = listeners.get(collectionPath);
    if (!state) throw new Error(`not listening to ${collectionPath}`);
    const deadline = Date.now() + 15_000;
    for (;;) {
      if (state.error) throw new Error(state.error);
      if (Date.now() > deadline) throw new Error(`timed out waiting for [${ids.join()}]; last saw ${JSON.stringify(state.snapshots.at(-1))}`);
      const match = state.snapshots.find((snapshot) => !snapshot.fromCache && !snapshot.pending && snapshot.ids.join() === ids.join()
        && Object.entries(values).every(([id, value]) => snapshot.values[id] === value));
      if (match) return match.values;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  },
  async write(path: string, v: unknown): Promise<void> {
    await setDoc(doc(database(), path), { v });
  },
  async read(path: string): Promise<unknown> {
    return (await getDocFromServer(doc(database(), path))).get('v');
  },
  async incrementInTransaction(path: string): Promise<number> {
    return runTransaction(database(), async (transaction) => {
      const reference = doc(database(), path);
      const snapshot = await transaction.get(reference);
      const next = ((snapshot.get('v') as number | undefined) ?? 0) + 1;
      transaction.set(reference, { v: next });
      return next;
    });
  },
  async count(collectionPath: string): Promise<number> {
    return (await getCountFromServer(collection(database(), collectionPath))).data().count;
  },
  async bump(path: string): Promise<void> {
    await setDoc(doc(database(), path), { v: increment(1) }, { merge: true });
  },
  async stop(): Promise<void> {
    if (db) await terminate(db);
  },
};

declare global {
  interface Window {
    firestoreTest: typeof api;
  }
}

window.firestoreTest = api;
