import { initializeApp } from 'firebase/app';
import {
  type Firestore,
  type FirestoreError,
  type Query,
  type QueryConstraint,
  type QuerySnapshot,
  Timestamp,
  arrayRemove,
  arrayUnion,
  collection,
  collectionGroup,
  deleteDoc,
  deleteField,
  getDocsFromServer,
  limitToLast,
  or,
  orderBy,
  query,
  serverTimestamp,
  startAfter,
  updateDoc,
  where,
  writeBatch,
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
let workerCommands = 0;
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
  /** A tour of the operations Cartwatch uses, run in the page; returns what it observed. */
  async tour(): Promise<Record<string, unknown>> {
    const d = database();
    const results: Record<string, unknown> = {};
    const reference = doc(d, 'tour/p1');
    await setDoc(reference, { name: 'Kettle', price: 30, tags: ['a'], stock: { shop: 1 } });
    await setDoc(reference, { colour: 'red' }, { merge: true });
    await updateDoc(reference, 'stock.web', 2, 'price', increment(-5), 'tags', arrayUnion('b'), 'at', serverTimestamp());
    const updated = await getDocFromServer(reference);
    results.afterUpdate = { ...updated.data(), at: updated.get('at') instanceof Timestamp };
    await updateDoc(reference, { tags: arrayRemove('a'), colour: deleteField() });
    const { at: _at, ...afterRemove } = (await getDocFromServer(reference)).data() ?? {};
    results.afterRemove = afterRemove;
    const batch = writeBatch(d);
    batch.set(doc(d, 'tour/p2'), { price: 10, category: 'k' });
    batch.set(doc(d, 'tour/p3'), { price: 50, category: 'g' });
    batch.delete(doc(d, 'tour/none'));
    await batch.commit();
    const idsOf = async (target: Query) => (await getDocsFromServer(target)).docs.map((document) => document.id);
    const ids = (...constraints: QueryConstraint[]) => idsOf(query(collection(d, 'tour'), ...constraints));
    results.cheap = await ids(where('price', '<', 40));
    results.either = await idsOf(query(collection(d, 'tour'), or(where('category', '==', 'g'), where('price', '==', 10))));
    results.mostExpensive = await ids(orderBy('price'), limitToLast(1));
    results.afterCursor = await ids(orderBy('price'), startAfter(10));
    results.groupSize = (await getDocsFromServer(collectionGroup(d, 'tour'))).size;
    results.notFound = await updateDoc(doc(d, 'tour/missing'), { x: 1 }).then(() => 'no error', (error: FirestoreError) => error.code);
    await deleteDoc(doc(d, 'tour/p3'));
    results.deletedExists = (await getDocFromServer(doc(d, 'tour/p3'))).exists();
    return results;
  },
  /** Registers the test service worker and sends it a command, resolving with its answer. */
  async worker(name: string, ...args: unknown[]): Promise<unknown> {
    const registration = await navigator.serviceWorker.register('/sw.js', { type: 'module' });
    await navigator.serviceWorker.ready;
    const target = registration.active;
    if (!target) throw new Error('no active service worker');
    const id = ++workerCommands;
    return new Promise((resolve, reject) => {
      const onMessage = (event: MessageEvent<{ id: number; result?: unknown; error?: string }>) => {
        if (event.data.id !== id) return;
        navigator.serviceWorker.removeEventListener('message', onMessage);
        if (event.data.error !== undefined) reject(new Error(event.data.error));
        else resolve(event.data.result);
      };
      navigator.serviceWorker.addEventListener('message', onMessage);
      target.postMessage({ id, name, args });
    });
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
