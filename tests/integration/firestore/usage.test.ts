import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import {
  collection,
  connectFirestoreEmulator,
  disableNetwork,
  enableNetwork,
  initializeFirestore,
  memoryLocalCache,
  memoryLruGarbageCollector,
  onSnapshot,
  terminate,
  type Firestore,
  type QuerySnapshot,
} from 'firebase/firestore';
import * as lite from 'firebase/firestore/lite';
import type { UsageEvent, UsageTotals } from '../../../dev/firestore/usage';
import { RESUME_WINDOW_MS } from '../../../dev/firestore/usage';
import { PROJECT_ID, startTestServer } from './helpers/server';

type TestServer = Awaited<ReturnType<typeof startTestServer>>;

let count = 0;

/** A client like the worker's: the full SDK, its cache kept after a listener stops (as the worker's persistent cache is). */
function fullClient(server: TestServer, uid: string): { db: Firestore; app: FirebaseApp; close(): Promise<void> } {
  const app = initializeApp({ projectId: PROJECT_ID, apiKey: 'fake-api-key' }, `usage-${process.pid}-${++count}`);
  const db = initializeFirestore(app, { localCache: memoryLocalCache({ garbageCollector: memoryLruGarbageCollector() }) });
  connectFirestoreEmulator(db, server.host, server.port, { mockUserToken: { sub: uid } });
  return {
    db,
    app,
    async close() {
      await terminate(db);
      await deleteApp(app);
    },
  };
}

function liteClient(server: TestServer, uid: string): { db: lite.Firestore; close(): Promise<void> } {
  const app = initializeApp({ projectId: PROJECT_ID, apiKey: 'fake-api-key' }, `usage-lite-${process.pid}-${++count}`);
  const db = lite.getFirestore(app);
  lite.connectFirestoreEmulator(db, server.host, server.port, { mockUserToken: { sub: uid } });
  return {
    db,
    async close() {
      await lite.terminate(db);
      await deleteApp(app);
    },
  };
}

/** What the server billed while `action` ran (and its listeners settled). */
async function billedFor(server: TestServer, action: () => Promise<unknown>): Promise<UsageTotals> {
  const before = server.usage.totals();
  await action();
  const after = server.usage.totals();
  return { reads: after.reads - before.reads, writes: after.writes - before.writes, deletes: after.deletes - before.deletes };
}

/** Resolves with the first snapshot from the server that satisfies `check`. */
function serverSnapshot(db: Firestore, path: string, check: (snapshot: QuerySnapshot) => boolean = () => true): { next: Promise<QuerySnapshot>; stop: () => void } {
  let stop = () => {};
  const next = new Promise<QuerySnapshot>((resolve, reject) => {
    stop = onSnapshot(collection(db, path), { includeMetadataChanges: true }, (snapshot) => {
      if (!snapshot.metadata.fromCache && check(snapshot)) resolve(snapshot);
    }, reject);
  });
  return { next, stop: () => stop() };
}

/** Stops a client's listener and its connection, as a worker stops, once the server has seen it go. */
async function goAway(server: TestServer, db: Firestore, uid: string, stop: () => void): Promise<void> {
  stop();
  await disableNetwork(db);
  const deadline = Date.now() + 10_000;
  while (server.sessions().some((session) => session.kind === 'Listen' && session.uid === uid)) {
    if (Date.now() > deadline) throw new Error('the listener’s session stayed open');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('the dev server bills what Cloud Firestore would bill', () => {
  let server: TestServer;
  const events: UsageEvent[] = [];
  let unsubscribe = () => {};

  beforeAll(async () => {
    server = await startTestServer();
    unsubscribe = server.usage.subscribe((event) => events.push(event));
  });
  afterAll(async () => {
    unsubscribe();
    await server.close();
  });
  beforeEach(async () => {
    await server.reset();
    server.usage.reset();
    events.length = 0;
  });
  afterEach(() => vi.useRealTimers());

  it('counts one write per written document and one delete per deleted one, named by the writer', async () => {
    const client = liteClient(server, 'ana');
    try {
      const batch = lite.writeBatch(client.db);
      for (const id of ['a', 'b', 'c']) batch.set(lite.doc(client.db, 'items', id), { n: 1 });
      expect(await billedFor(server, () => batch.commit())).toEqual({ reads: 0, writes: 3, deletes: 0 });
      expect(await billedFor(server, () => lite.updateDoc(lite.doc(client.db, 'items/a'), { n: 2, at: lite.serverTimestamp() }))).toEqual({ reads: 0, writes: 1, deletes: 0 });
      expect(await billedFor(server, () => lite.deleteDoc(lite.doc(client.db, 'items/b')))).toEqual({ reads: 0, writes: 0, deletes: 1 });
      const update = events.find((event) => event.cause === 'write' && event.path === 'items/a' && !event.created);
      expect(update).toMatchObject({ fields: ['n', 'at'], auth: { kind: 'user', uid: 'ana' } });
      expect(events.filter((event) => event.cause === 'write' && event.created).map((event) => event.path)).toEqual(['items/a', 'items/b', 'items/c']);
    } finally {
      await client.close();
    }
  });

  it('counts a read per document a get or query returns, and at least one per query', async () => {
    const client = liteClient(server, 'ana');
    try {
      await lite.setDoc(lite.doc(client.db, 'items/a'), { n: 1 });
      await lite.setDoc(lite.doc(client.db, 'items/b'), { n: 2 });
      expect((await billedFor(server, () => lite.getDoc(lite.doc(client.db, 'items/a')))).reads).toBe(1);
      expect((await billedFor(server, () => lite.getDoc(lite.doc(client.db, 'items/missing')))).reads).toBe(1);
      expect((await billedFor(server, () => lite.getDocs(lite.collection(client.db, 'items')))).reads).toBe(2);
      expect((await billedFor(server, () => lite.getDocs(lite.collection(client.db, 'empty')))).reads).toBe(1);
      expect((await billedFor(server, () => lite.getCount(lite.collection(client.db, 'items')))).reads).toBe(1);
    } finally {
      await client.close();
    }
  });

  it('counts a listener’s first result whole, then one read per change per listener, none for a deletion', async () => {
    const writer = liteClient(server, 'ana');
    const first = fullClient(server, 'ben');
    const second = fullClient(server, 'cleo');
    try {
      for (const id of ['a', 'b', 'c']) await lite.setDoc(lite.doc(writer.db, 'items', id), { n: 1 });
      const started = await billedFor(server, async () => {
        const listening = [serverSnapshot(first.db, 'items'), serverSnapshot(second.db, 'items')];
        await Promise.all(listening.map((listener) => listener.next));
      });
      expect(started.reads).toBe(6);
      expect(events.filter((event) => event.cause === 'listen-start').map((event) => event.auth)).toEqual([
        { kind: 'user', uid: 'ben', claims: expect.any(Object) as unknown },
        { kind: 'user', uid: 'cleo', claims: expect.any(Object) as unknown },
      ]);

      const seen = [serverSnapshot(first.db, 'items', (s) => s.docs.some((d) => d.get('n') === 2)), serverSnapshot(second.db, 'items', (s) => s.docs.some((d) => d.get('n') === 2))];
      const changed = await billedFor(server, async () => {
        await lite.updateDoc(lite.doc(writer.db, 'items/a'), { n: 2 });
        await Promise.all(seen.map((listener) => listener.next));
      });
      expect(changed).toEqual({ reads: 2, writes: 1, deletes: 0 });

      const gone = [serverSnapshot(first.db, 'items', (s) => s.size === 2), serverSnapshot(second.db, 'items', (s) => s.size === 2)];
      const deleted = await billedFor(server, async () => {
        await lite.deleteDoc(lite.doc(writer.db, 'items/b'));
        await Promise.all(gone.map((listener) => listener.next));
      });
      expect(deleted).toEqual({ reads: 0, writes: 0, deletes: 1 });
      for (const listener of [...seen, ...gone]) listener.stop();

      const empty = await billedFor(server, () => serverSnapshot(first.db, 'nothing-here').next);
      expect(empty.reads).toBe(1);
    } finally {
      await Promise.all([writer.close(), first.close(), second.close()]);
    }
  });

  it('bills a listener resumed within 30 minutes for what changed, and one resumed later for its whole result', async () => {
    vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
    const writer = liteClient(server, 'ana');
    const reader = fullClient(server, 'ben');
    try {
      for (const id of ['a', 'b', 'c', 'd']) await lite.setDoc(lite.doc(writer.db, 'items', id), { n: 1 });
      const first = serverSnapshot(reader.db, 'items');
      await first.next;
      await goAway(server, reader.db, 'ben', first.stop);

      vi.setSystemTime(Date.now() + RESUME_WINDOW_MS - 60_000);
      await lite.updateDoc(lite.doc(writer.db, 'items/a'), { n: 2 });
      let resumed = serverSnapshot(reader.db, 'items', (s) => s.docs.some((d) => d.get('n') === 2));
      const soon = await billedFor(server, async () => {
        await enableNetwork(reader.db);
        await resumed.next;
      });
      await goAway(server, reader.db, 'ben', resumed.stop);
      expect(soon.reads).toBe(1);
      expect(events.filter((event) => event.cause.startsWith('listen-resume'))).toMatchObject([
        { cause: 'listen-resumed-target', count: 0, path: 'items' },
        { cause: 'listen-resume', count: 1, path: 'items/a' },
      ]);

      vi.setSystemTime(Date.now() + RESUME_WINDOW_MS + 60_000);
      await lite.updateDoc(lite.doc(writer.db, 'items/b'), { n: 2 });
      resumed = serverSnapshot(reader.db, 'items', (s) => s.docs.filter((d) => d.get('n') === 2).length === 2);
      const late = await billedFor(server, async () => {
        await enableNetwork(reader.db);
        await resumed.next;
      });
      resumed.stop();
      expect(late.reads).toBe(4);
      expect(events.at(-1)).toMatchObject({ cause: 'listen-restart', count: 4, path: 'items' });
    } finally {
      await Promise.all([writer.close(), reader.close()]);
    }
  });

  it('bills every listener of a client back after 30 minutes its whole result, though nothing changed while it was away', async () => {
    vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
    const writer = liteClient(server, 'ana');
    const reader = fullClient(server, 'ben');
    try {
      for (const id of ['a', 'b', 'c']) await lite.setDoc(lite.doc(writer.db, 'items', id), { n: 1 });
      for (const id of ['x', 'y']) await lite.setDoc(lite.doc(writer.db, 'lists', id), { n: 1 });
      const before = [serverSnapshot(reader.db, 'items'), serverSnapshot(reader.db, 'lists')];
      await Promise.all(before.map((listener) => listener.next));
      await goAway(server, reader.db, 'ben', () => before.forEach((listener) => listener.stop()));

      // A night without writes: both listeners resume from the version the first one is handed again at once.
      vi.setSystemTime(Date.now() + RESUME_WINDOW_MS + 60_000);
      const after = [serverSnapshot(reader.db, 'items'), serverSnapshot(reader.db, 'lists')];
      const back = await billedFor(server, async () => {
        await enableNetwork(reader.db);
        await Promise.all(after.map((listener) => listener.next));
      });
      after.forEach((listener) => listener.stop());
      expect(back.reads).toBe(5);
      expect(events.filter((event) => event.cause === 'listen-restart').map((event) => [event.path, event.count])).toEqual(
        expect.arrayContaining([['items', 3], ['lists', 2]]),
      );
    } finally {
      await Promise.all([writer.close(), reader.close()]);
    }
  });

  it('answers its totals over HTTP, and starts again from zero', async () => {
    const client = liteClient(server, 'ana');
    try {
      await lite.setDoc(lite.doc(client.db, 'items/a'), { n: 1 });
      await lite.getDoc(lite.doc(client.db, 'items/a'));
      expect(await (await fetch(`${server.url}/emulator/v1/usage`)).json()).toEqual({ reads: 1, writes: 1, deletes: 0 });
      expect(await (await fetch(`${server.url}/emulator/v1/usage`, { method: 'DELETE' })).json()).toEqual({ reads: 0, writes: 0, deletes: 0 });
    } finally {
      await client.close();
    }
  });
});
