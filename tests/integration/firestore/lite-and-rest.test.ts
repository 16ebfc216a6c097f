import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { FirestoreError } from 'firebase/firestore/lite';
import { type LiteClient, connectLite } from './helpers/sdk';
import { DATABASE, type RestError, callRest, documentName } from './helpers/rest';
import { startConformanceTarget } from './helpers/server';

type TestServer = Awaited<ReturnType<typeof startConformanceTarget>>;

describe('firebase/firestore/lite over REST', () => {
  let server: TestServer;
  let client: LiteClient;
  let other: LiteClient;

  beforeAll(async () => {
    server = await startConformanceTarget();
    client = await connectLite(server.url);
    other = await connectLite(server.url);
  });
  afterAll(async () => {
    await other.close();
    await client.close();
    await server.close();
  });
  beforeEach(() => server.reset());

  it('writes and reads documents with commit and batchGet', async () => {
    const { doc, setDoc, getDoc, updateDoc, deleteDoc, increment } = client.lite;
    const reference = doc(client.db, 'carts/c1');
    await setDoc(reference, { items: 1, owner: 'ann' });
    await updateDoc(reference, { items: increment(2) });
    expect((await getDoc(reference)).data()).toEqual({ items: 3, owner: 'ann' });
    await deleteDoc(reference);
    expect((await getDoc(reference)).exists()).toBe(false);
  });

  it('counts, sums and averages with runAggregationQuery', async () => {
    const { doc, setDoc, collection, query, where, getCount, getAggregate, count, sum, average } = client.lite;
    await setDoc(doc(client.db, 'prices/a'), { amount: 10, shop: 'x' });
    await setDoc(doc(client.db, 'prices/b'), { amount: 2.5, shop: 'x' });
    await setDoc(doc(client.db, 'prices/c'), { amount: 'n/a', shop: 'y' });
    await setDoc(doc(client.db, 'prices/d'), { shop: 'x' });
    const prices = collection(client.db, 'prices');
    expect((await getCount(prices)).data().count).toBe(4);
    expect((await getCount(query(prices, where('shop', '==', 'x')))).data().count).toBe(3);
    const totals = await getAggregate(prices, { total: sum('amount'), mean: average('amount'), all: count() });
    // Summing or averaging a field takes only the documents that have it, for the count as well.
    expect(totals.data()).toEqual({ total: 12.5, mean: 6.25, all: 3 });
    const none = await getAggregate(query(prices, where('shop', '==', 'none')), { total: sum('amount'), mean: average('amount') });
    expect(none.data()).toEqual({ total: 0, mean: null });
  });

  it('runs transactions that read and write atomically, retrying on contention', async () => {
    const { doc, setDoc, getDoc, runTransaction } = client.lite;
    const counter = doc(client.db, 'counters/shared');
    await setDoc(counter, { value: 0 });
    const increments = Array.from({ length: 5 }, (_, i) =>
      runTransaction(i % 2 === 0 ? client.db : other.db, async (transaction) => {
        const reference = doc(i % 2 === 0 ? client.db : other.db, 'counters/shared');
        const snapshot = await transaction.get(reference);
        transaction.update(reference, { value: (snapshot.get('value') as number) + 1 });
      }),
    );
    await Promise.all(increments);
    expect((await getDoc(counter)).get('value')).toBe(5);
  });

  it('creates in a transaction only when the document is still missing', async () => {
    const { doc, getDoc, runTransaction } = client.lite;
    const reference = doc(client.db, 'claims/one');
    await runTransaction(client.db, async (transaction) => {
      const snapshot = await transaction.get(reference);
      if (!snapshot.exists()) transaction.set(reference, { by: 'first' });
    });
    await runTransaction(client.db, async (transaction) => {
      const snapshot = await transaction.get(reference);
      if (!snapshot.exists()) transaction.set(reference, { by: 'second' });
    });
    expect((await getDoc(reference)).data()).toEqual({ by: 'first' });
  });

  it('surfaces not-found for an update of a missing document', async () => {
    const { doc, updateDoc } = client.lite;
    const error = await updateDoc(doc(client.db, 'carts/none'), { items: 1 }).then(() => undefined, (caught: unknown) => caught as FirestoreError);
    expect(error?.code).toBe('not-found');
  });

  it('surfaces failed-precondition when a transaction read goes stale and retries are exhausted', async () => {
    const { doc, setDoc, runTransaction } = client.lite;
    const reference = doc(client.db, 'counters/stale');
    await setDoc(reference, { value: 1 });
    const attempt = runTransaction(client.db, async (transaction) => {
      await transaction.get(reference);
      await setDoc(doc(other.db, 'counters/stale'), { value: 2 });
      transaction.update(reference, { value: 3 });
    }, { maxAttempts: 1 });
    const error = await attempt.then(() => undefined, (caught: unknown) => caught as FirestoreError);
    expect(error?.code).toBe('failed-precondition');
  });
});

describe('projects', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startConformanceTarget();
  });
  afterAll(() => server.close());

  it('accepts any project id and keeps projects apart', async () => {
    const { initializeApp, deleteApp } = await import('firebase/app');
    const lite = await import('firebase/firestore/lite');
    const { hostname, port } = new URL(server.url);
    const apps = ['demo-one', 'demo-two'].map((projectId) => initializeApp({ projectId, apiKey: 'fake' }, `project-${projectId}`));
    const [one, two] = apps.map((app) => {
      const db = lite.getFirestore(app);
      lite.connectFirestoreEmulator(db, hostname, Number(port));
      return db;
    }) as [ReturnType<typeof lite.getFirestore>, ReturnType<typeof lite.getFirestore>];
    try {
      await lite.setDoc(lite.doc(one, 'shared/doc'), { owner: 'one' });
      expect((await lite.getDoc(lite.doc(two, 'shared/doc'))).exists()).toBe(false);
      expect((await lite.getDoc(lite.doc(one, 'shared/doc'))).data()).toEqual({ owner: 'one' });
    } finally {
      await Promise.all([lite.terminate(one), lite.terminate(two)]);
      await Promise.all(apps.map((app) => deleteApp(app)));
    }
  });
});

describe('REST commit details', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startConformanceTarget();
  });
  afterAll(() => server.close());

  interface CommitBody {
    commitTime: string;
    writeResults: { updateTime: string; transformResults?: unknown[] }[];
  }

  it('reports commit and update times, keeping the update time of an unchanged document', async () => {
    const name = documentName('times/t1');
    const first = await callRest<CommitBody>(server.url, 'commit', { writes: [{ update: { name, fields: { a: { integerValue: '1' } } } }] });
    expect(first.status).toBe(200);
    expect(first.body.writeResults[0]?.updateTime).toBe(first.body.commitTime);
    const same = await callRest<CommitBody>(server.url, 'commit', { writes: [{ update: { name, fields: { a: { integerValue: '1' } } } }] });
    expect(same.body.commitTime > first.body.commitTime).toBe(true);
    expect(same.body.writeResults[0]?.updateTime).toBe(first.body.commitTime);
    const changed = await callRest<CommitBody>(server.url, 'commit', { writes: [{ update: { name, fields: { a: { integerValue: '2' } } } }] });
    expect(changed.body.writeResults[0]?.updateTime).toBe(changed.body.commitTime);
  });

  it('checks exists and updateTime preconditions', async () => {
    const name = documentName('times/t2');
    const created = await callRest<CommitBody>(server.url, 'commit', { writes: [{ update: { name, fields: {} }, currentDocument: { exists: false } }] });
    expect(created.status).toBe(200);
    const again = await callRest<RestError>(server.url, 'commit', { writes: [{ update: { name, fields: {} }, currentDocument: { exists: false } }] });
    expect(again.status).toBe(409);
    expect(again.body.error.status).toBe('ALREADY_EXISTS');
    const stale = await callRest<RestError>(server.url, 'commit', {
      writes: [{ update: { name, fields: { b: { booleanValue: true } } }, currentDocument: { updateTime: '2000-01-01T00:00:00.000000Z' } }],
    });
    expect(stale.status).toBe(400);
    expect(stale.body.error.status).toBe('FAILED_PRECONDITION');
    const fresh = await callRest<CommitBody>(server.url, 'commit', {
      writes: [{ update: { name, fields: { b: { booleanValue: true } } }, currentDocument: { updateTime: created.body.writeResults[0]?.updateTime } }],
    });
    expect(fresh.status).toBe(200);
  });

  it('lets a developer browse documents and collections with GET', async () => {
    await callRest(server.url, 'commit', {
      writes: ['c', 'a', 'b'].map((id) => ({ update: { name: documentName(`browse/${id}`), fields: { id: { stringValue: id } } } })),
    });
    const base = `${server.url}/v1/${DATABASE}/documents`;
    const one = (await (await fetch(`${base}/browse/a`)).json()) as { name: string; fields: unknown };
    expect(one.fields).toEqual({ id: { stringValue: 'a' } });
    const page = (await (await fetch(`${base}/browse?pageSize=2`)).json()) as { documents: { name: string }[]; nextPageToken?: string };
    expect(page.documents.map((document) => document.name.split('/').pop())).toEqual(['a', 'b']);
    const rest = (await (await fetch(`${base}/browse?pageSize=2&pageToken=${page.nextPageToken ?? ''}`)).json()) as { documents: { name: string }[]; nextPageToken?: string };
    expect(rest.documents.map((document) => document.name.split('/').pop())).toEqual(['c']);
    expect(rest.nextPageToken).toBeUndefined();
    const missing = await fetch(`${base}/browse/none`);
    expect(missing.status).toBe(404);
  });

  it('applies maximum and minimum transforms and reports transform results', async () => {
    const name = documentName('times/t3');
    await callRest(server.url, 'commit', { writes: [{ update: { name, fields: { high: { integerValue: '5' }, low: { integerValue: '5' } } } }] });
    const result = await callRest<CommitBody>(server.url, 'commit', {
      writes: [{
        update: { name, fields: {} },
        updateMask: { fieldPaths: [] },
        updateTransforms: [
          { fieldPath: 'high', maximum: { integerValue: '9' } },
          { fieldPath: 'low', minimum: { doubleValue: 2.5 } },
          { fieldPath: 'fresh', maximum: { integerValue: '1' } },
        ],
      }],
    });
    expect(result.body.writeResults[0]?.transformResults).toEqual([{ integerValue: '9' }, { doubleValue: 2.5 }, { integerValue: '1' }]);
    const read = await callRest<{ found: { fields: unknown } }[]>(server.url, 'batchGet', { documents: [name] });
    expect(read.body[0]?.found.fields).toEqual({ high: { integerValue: '9' }, low: { doubleValue: 2.5 }, fresh: { integerValue: '1' } });
  });
});
