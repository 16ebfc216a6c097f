import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { QueryRecorder, idsOf, nextDocumentSnapshot } from './helpers/snapshots';
import { type FirestoreServer, startFirestoreServer } from '../../../dev/firestore/server';
import { callRest, documentName } from './helpers/rest';
import { type TestClient, connectClient } from './helpers/sdk';
import { type ConformanceTarget, onOfficialEmulator, startConformanceTarget } from './helpers/server';

/** The dev server behind the target, for a test that runs only there (see `devServerOnly`). */
function devServerOf(target: ConformanceTarget): FirestoreServer {
  if (target.devServer === null) throw new Error('This test needs the dev server.');
  return target.devServer;
}

/** Tests that need the dev server's fault controls, which the official emulator lacks. */
const devServerOnly = it.skipIf(onOfficialEmulator());

/** The documents the dev server sends from now on; null on the official emulator, which does not count them. */
function countDocumentsSent(target: ConformanceTarget): () => number | null {
  const stats = target.devServer?.stats;
  if (stats === undefined) return () => null;
  const before = stats.documentsSent;
  return () => stats.documentsSent - before;
}

describe('listeners (Listen stream)', () => {
  let server: ConformanceTarget;
  let writer: TestClient;
  let reader: TestClient;

  beforeAll(async () => {
    server = await startConformanceTarget();
    writer = await connectClient(server.url);
    reader = await connectClient(server.url);
  });
  afterAll(async () => {
    await reader.close();
    await writer.close();
    await server.close();
  });
  beforeEach(() => server.reset());

  it("shows each client the other's writes live, removing documents that stop matching", async () => {
    const { collection, query, where, orderBy, doc, setDoc, updateDoc, deleteDoc } = writer.sdk;
    const cheap = new QueryRecorder(reader.sdk, query(collection(reader.db, 'items'), where('price', '<', 20), orderBy('price')));
    const all = new QueryRecorder(writer.sdk, collection(writer.db, 'items'));
    try {
      await cheap.waitForIds([]);
      await setDoc(doc(writer.db, 'items/a'), { price: 10 });
      await cheap.waitForIds(['a']);
      await setDoc(doc(reader.db, 'items/b'), { price: 5 });
      await all.waitForIds(['a', 'b']);
      await cheap.waitForIds(['b', 'a']);
      await updateDoc(doc(writer.db, 'items/a'), { price: 30 });
      await cheap.waitForIds(['b']);
      await deleteDoc(doc(writer.db, 'items/b'));
      await cheap.waitForIds([]);
      await all.waitForIds(['a']);
    } finally {
      cheap.stop();
      all.stop();
    }
  });

  it('shows listeners the deletions of a reset', async () => {
    const { collection, doc, setDoc } = writer.sdk;
    await setDoc(doc(writer.db, 'items/before-reset'), { v: 1 });
    const items = new QueryRecorder(reader.sdk, collection(reader.db, 'items'));
    try {
      await items.waitForIds(['before-reset']);
      await server.reset();
      await items.waitForIds([]);
    } finally {
      items.stop();
    }
  });

  it('follows a single document through creation, change and deletion', async () => {
    const { doc, setDoc, deleteDoc } = writer.sdk;
    const reference = doc(reader.db, 'items/watched');
    const missing = await nextDocumentSnapshot(reader.sdk, reference, (snapshot) => !snapshot.metadata.fromCache);
    expect(missing.exists()).toBe(false);
    const created = nextDocumentSnapshot(reader.sdk, reference, (snapshot) => snapshot.get('v') === 1);
    await setDoc(doc(writer.db, 'items/watched'), { v: 1 });
    expect((await created).data()).toEqual({ v: 1 });
    const deleted = nextDocumentSnapshot(reader.sdk, reference, (snapshot) => !snapshot.exists() && !snapshot.metadata.fromCache);
    await deleteDoc(doc(writer.db, 'items/watched'));
    await deleted;
  });

  it('keeps a limited window right as documents enter and leave it', async () => {
    const { collection, query, orderBy, limit, doc, setDoc, deleteDoc } = writer.sdk;
    for (const [id, price] of [['a', 3], ['b', 1], ['c', 2]] as const) await setDoc(doc(writer.db, `items/${id}`), { price });
    const cheapest = new QueryRecorder(reader.sdk, query(collection(reader.db, 'items'), orderBy('price'), limit(2)));
    try {
      await cheapest.waitForIds(['b', 'c']);
      await setDoc(doc(writer.db, 'items/d'), { price: 0 });
      await cheapest.waitForIds(['d', 'b']);
      await deleteDoc(doc(writer.db, 'items/d'));
      await cheapest.waitForIds(['b', 'c']);
      await setDoc(doc(writer.db, 'items/b'), { price: 9 });
      await cheapest.waitForIds(['c', 'a']);
    } finally {
      cheapest.stop();
    }
  });

  it('fans one commit out to every affected target', async () => {
    const { collection, query, where, doc, setDoc } = writer.sdk;
    const kitchen = new QueryRecorder(reader.sdk, query(collection(reader.db, 'items'), where('category', '==', 'kitchen')));
    const cheap = new QueryRecorder(reader.sdk, query(collection(reader.db, 'items'), where('price', '<', 10)));
    const single = nextDocumentSnapshot(reader.sdk, doc(reader.db, 'items/k1'), (snapshot) => snapshot.exists());
    try {
      await Promise.all([kitchen.waitForIds([]), cheap.waitForIds([])]);
      await setDoc(doc(writer.db, 'items/k1'), { category: 'kitchen', price: 5 });
      await Promise.all([kitchen.waitForIds(['k1']), cheap.waitForIds(['k1']), single]);
    } finally {
      kitchen.stop();
      cheap.stop();
    }
  });

  it('shows local writes at once, then confirms them', async () => {
    const { collection, doc, setDoc } = writer.sdk;
    const mine = new QueryRecorder(writer.sdk, collection(writer.db, 'items'));
    try {
      await mine.waitForIds([]);
      const written = setDoc(doc(writer.db, 'items/local'), { v: 1 });
      await mine.waitFor((snapshot) => snapshot.metadata.hasPendingWrites && idsOf(snapshot).join() === 'local');
      await written;
      await mine.waitForIds(['local']);
    } finally {
      mine.stop();
    }
  });

  it('resumes after going offline, receiving only the documents that changed', async () => {
    const { collection, doc, writeBatch, disableNetwork, enableNetwork, setDoc, deleteDoc } = writer.sdk;
    const batch = writeBatch(writer.db);
    const ids = Array.from({ length: 50 }, (_, i) => `d${String(i).padStart(2, '0')}`);
    for (const id of ids) batch.set(doc(writer.db, `catalog/${id}`), { v: 0 });
    await batch.commit();
    const catalog = new QueryRecorder(reader.sdk, collection(reader.db, 'catalog'));
    try {
      await catalog.waitForIds(ids);
      await disableNetwork(reader.db);
      await setDoc(doc(writer.db, 'catalog/d01'), { v: 1 });
      await setDoc(doc(writer.db, 'catalog/d02'), { v: 1 });
      await setDoc(doc(writer.db, 'catalog/d03'), { v: 1 });
      await setDoc(doc(writer.db, 'catalog/new'), { v: 1 });
      await deleteDoc(doc(writer.db, 'catalog/d04'));
      const sent = countDocumentsSent(server);
      await enableNetwork(reader.db);
      const expected = [...ids.filter((id) => id !== 'd04'), 'new'];
      const resumed = await catalog.waitForIds(expected);
      expect(sent()).toBe(onOfficialEmulator() ? null : 4);
      expect(resumed.docs.find((document) => document.id === 'd02')?.get('v')).toBe(1);
    } finally {
      catalog.stop();
    }
  });

  // Cuts the back channels and counts sessions: the dev server's fault controls.
  devServerOnly('recovers from cut back channels within the same sessions, missing nothing', async () => {
    const { collection, doc, setDoc } = writer.sdk;
    const items = new QueryRecorder(reader.sdk, collection(reader.db, 'items'));
    try {
      await items.waitForIds([]);
      const sessionsBefore = devServerOf(server).sessions().length;
      devServerOf(server).dropBackChannels();
      await setDoc(doc(writer.db, 'items/after-cut'), { v: 1 });
      await items.waitForIds(['after-cut']);
      devServerOf(server).dropBackChannels();
      await setDoc(doc(writer.db, 'items/second-cut'), { v: 2 });
      await items.waitForIds(['after-cut', 'second-cut']);
      // The SDK re-attached its back channels to the same sessions rather than starting new ones.
      expect(devServerOf(server).sessions().length).toBe(sessionsBefore);
    } finally {
      items.stop();
    }
  });

  it('keeps listening across back-channel renewals after several megabytes', async () => {
    const { collection, doc, setDoc } = writer.sdk;
    const items = new QueryRecorder(reader.sdk, collection(reader.db, 'items'));
    try {
      await items.waitForIds([]);
      const large = 'x'.repeat(900_000);
      const ids = ['m0', 'm1', 'm2', 'm3', 'm4', 'm5'];
      for (const id of ids) await setDoc(doc(writer.db, `items/${id}`), { s: large });
      await items.waitForIds(ids);
      await setDoc(doc(writer.db, 'items/small'), { s: 'after' });
      await items.waitForIds([...ids, 'small']);
    } finally {
      items.stop();
    }
  });

  it('corrects a limited query whose window shifted while offline, through the bloom filter of its existence filter', async () => {
    const { collection, query, orderBy, limit, doc, setDoc, disableNetwork, enableNetwork } = writer.sdk;
    for (const [id, price] of [['a', 1], ['b', 2], ['c', 3]] as const) await setDoc(doc(writer.db, `items/${id}`), { price });
    const cheapest = new QueryRecorder(reader.sdk, query(collection(reader.db, 'items'), orderBy('price'), limit(2)));
    try {
      await cheapest.waitForIds(['a', 'b']);
      await disableNetwork(reader.db);
      // b leaves the window without changing itself, so the resume delta only carries z.
      await setDoc(doc(writer.db, 'items/z'), { price: 0 });
      const sent = countDocumentsSent(server);
      await enableNetwork(reader.db);
      await cheapest.waitForIds(['z', 'a']);
      // The filter's count (2) disagrees with the client's 3 documents; its bloom filter tells the
      // SDK that b is gone, so no full re-listen is needed: only z was sent.
      expect(sent()).toBe(onOfficialEmulator() ? null : 1);
      await setDoc(doc(writer.db, 'items/z'), { price: 5 });
      await cheapest.waitForIds(['a', 'b']);
    } finally {
      cheapest.stop();
    }
  });
});

describe('listeners over long polling', () => {
  let server: ConformanceTarget;
  let polling: TestClient;
  let streaming: TestClient;

  beforeAll(async () => {
    server = await startConformanceTarget();
    polling = await connectClient(server.url, { experimentalForceLongPolling: true });
    streaming = await connectClient(server.url);
  });
  afterAll(async () => {
    await polling.close();
    await streaming.close();
    await server.close();
  });

  it('delivers writes both ways between a long-polling and a streaming client', async () => {
    const { collection, doc, setDoc } = polling.sdk;
    const seenByPolling = new QueryRecorder(polling.sdk, collection(polling.db, 'items'));
    const seenByStreaming = new QueryRecorder(streaming.sdk, collection(streaming.db, 'items'));
    try {
      await seenByPolling.waitForIds([]);
      await setDoc(doc(streaming.db, 'items/a'), { v: 1 });
      await seenByPolling.waitForIds(['a']);
      await setDoc(doc(polling.db, 'items/b'), { v: 2 });
      await seenByStreaming.waitForIds(['a', 'b']);
      await setDoc(doc(streaming.db, 'items/c'), { v: 3 });
      await seenByPolling.waitForIds(['a', 'b', 'c']);
    } finally {
      seenByPolling.stop();
      seenByStreaming.stop();
    }
  });
});

// Restarts the server on its own port: a fault the dev server's start makes in milliseconds.
describe.skipIf(onOfficialEmulator())('a server restarted without its data', () => {
  it('makes the SDK start new sessions and replaces what its cache held', async () => {
    const first = await startFirestoreServer({ port: 0 });
    const reader = await connectClient(first.url);
    let second: FirestoreServer | undefined;
    const items = new QueryRecorder(reader.sdk, reader.sdk.collection(reader.db, 'items'));
    try {
      await callRest(first.url, 'commit', { writes: [{ update: { name: documentName('items/old'), fields: {} } }] });
      await items.waitForIds(['old']);
      await first.close();

      second = await startFirestoreServer({ port: first.port });
      await callRest(second.url, 'commit', { writes: [{ update: { name: documentName('items/new'), fields: {} } }] });
      // Unknown sessions make the SDK start over; its resume token is from another history, so it gets a RESET.
      await items.waitForIds(['new']);
    } finally {
      items.stop();
      await reader.close();
      await second?.close();
    }
  });
});
