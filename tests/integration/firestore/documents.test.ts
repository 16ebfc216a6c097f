import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { FirestoreError } from 'firebase/firestore';
import { type TestClient, connectClient } from './helpers/sdk';
import { startConformanceTarget } from './helpers/server';

type TestServer = Awaited<ReturnType<typeof startConformanceTarget>>;

describe('documents and writes through the web SDK (WebChannel)', () => {
  let server: TestServer;
  let client: TestClient;

  beforeAll(async () => {
    server = await startConformanceTarget();
    client = await connectClient(server.url);
  });
  afterAll(async () => {
    await client.close();
    await server.close();
  });
  beforeEach(() => server.reset());

  it('sets, gets, updates and deletes a document', async () => {
    const { doc, setDoc, getDocFromServer, updateDoc, deleteDoc } = client.sdk;
    const reference = doc(client.db, 'products/p1');
    await setDoc(reference, { name: 'Kettle', price: 30 });
    expect((await getDocFromServer(reference)).data()).toEqual({ name: 'Kettle', price: 30 });
    await updateDoc(reference, { price: 25 });
    expect((await getDocFromServer(reference)).data()).toEqual({ name: 'Kettle', price: 25 });
    await deleteDoc(reference);
    expect((await getDocFromServer(reference)).exists()).toBe(false);
  });

  it('merges with merge and mergeFields, replacing otherwise', async () => {
    const { doc, setDoc, getDocFromServer } = client.sdk;
    const reference = doc(client.db, 'products/p2');
    await setDoc(reference, { name: 'Lamp', stock: { shop: 3, web: 4 }, tags: ['a'] });
    await setDoc(reference, { stock: { web: 9 }, colour: 'red' }, { merge: true });
    expect((await getDocFromServer(reference)).data()).toEqual({ name: 'Lamp', stock: { shop: 3, web: 9 }, tags: ['a'], colour: 'red' });
    await setDoc(reference, { name: 'Desk lamp', colour: 'blue' }, { mergeFields: ['name'] });
    expect((await getDocFromServer(reference)).data()).toEqual({ name: 'Desk lamp', stock: { shop: 3, web: 9 }, tags: ['a'], colour: 'red' });
    await setDoc(reference, { name: 'Replaced' });
    expect((await getDocFromServer(reference)).data()).toEqual({ name: 'Replaced' });
  });

  it('updates nested fields by path, quoted paths and deletes fields', async () => {
    const { doc, setDoc, updateDoc, getDocFromServer, deleteField, FieldPath } = client.sdk;
    const reference = doc(client.db, 'products/p3');
    await setDoc(reference, { stock: { shop: 1, web: 2 }, note: 'x', 'a.b': 1 });
    await updateDoc(reference, 'stock.web', 5, new FieldPath('a.b'), 2, 'note', deleteField());
    expect((await getDocFromServer(reference)).data()).toEqual({ stock: { shop: 1, web: 5 }, 'a.b': 2 });
    await updateDoc(reference, { 'stock.shop': deleteField(), 'fresh.deep.value': true });
    expect((await getDocFromServer(reference)).data()).toEqual({ stock: { web: 5 }, 'a.b': 2, fresh: { deep: { value: true } } });
  });

  it('applies server timestamps, increments and array transforms', async () => {
    const { doc, setDoc, updateDoc, getDocFromServer, serverTimestamp, increment, arrayUnion, arrayRemove, Timestamp } = client.sdk;
    const reference = doc(client.db, 'counters/c1');
    const before = Date.now();
    await setDoc(reference, { count: 1, ratio: 0.5, tags: ['a', 'b'], at: serverTimestamp() });
    await updateDoc(reference, { count: increment(2), ratio: increment(0.25), missing: increment(3), tags: arrayUnion('b', 'c'), other: arrayRemove('z') });
    await updateDoc(reference, { tags: arrayRemove('a') });
    const data = (await getDocFromServer(reference)).data() ?? {};
    expect(data.count).toBe(3);
    expect(data.ratio).toBe(0.75);
    expect(data.missing).toBe(3);
    expect(data.tags).toEqual(['b', 'c']);
    expect(data.other).toEqual([]);
    expect(data.at).toBeInstanceOf(Timestamp);
    const at = (data.at as InstanceType<typeof Timestamp>).toMillis();
    expect(at).toBeGreaterThanOrEqual(before - 1000);
    expect(at).toBeLessThanOrEqual(Date.now() + 1000);
  });

  it('round-trips every value type', async () => {
    const { doc, setDoc, getDocFromServer, Timestamp, GeoPoint, Bytes } = client.sdk;
    const reference = doc(client.db, 'values/all');
    const value = {
      nothing: null,
      yes: true,
      integer: 9007199254740991,
      negative: -42,
      double: 1.5,
      nan: NaN,
      infinity: Infinity,
      negativeZero: -0,
      time: new Timestamp(1_700_000_000, 123_456_789),
      text: 'héllo 🌍',
      bytes: Bytes.fromUint8Array(new Uint8Array([0, 1, 254, 255])),
      reference: doc(client.db, 'products/p1'),
      place: new GeoPoint(51.5, -0.12),
      list: [1, 'two', { inner: [3] }, { four: 4 }],
      map: { nested: { deeper: 'yes' }, empty: {} },
    };
    await setDoc(reference, value);
    const data = (await getDocFromServer(reference)).data() ?? {};
    expect(data.nothing).toBeNull();
    expect(data.yes).toBe(true);
    expect(data.integer).toBe(9007199254740991);
    expect(data.negative).toBe(-42);
    expect(data.double).toBe(1.5);
    expect(Number.isNaN(data.nan)).toBe(true);
    expect(data.infinity).toBe(Infinity);
    // Firestore stores negative zero as zero (the official emulator does).
    expect(Object.is(data.negativeZero, 0)).toBe(true);
    // Firestore keeps microseconds; the SDK truncates before sending.
    expect((data.time as InstanceType<typeof Timestamp>).isEqual(new Timestamp(1_700_000_000, 123_456_000))).toBe(true);
    expect(data.text).toBe('héllo 🌍');
    expect((data.bytes as { toUint8Array(): Uint8Array }).toUint8Array()).toEqual(new Uint8Array([0, 1, 254, 255]));
    expect((data.reference as { path: string }).path).toBe('products/p1');
    expect((data.place as InstanceType<typeof GeoPoint>).isEqual(value.place)).toBe(true);
    expect(data.list).toEqual([1, 'two', { inner: [3] }, { four: 4 }]);
    expect(data.map).toEqual({ nested: { deeper: 'yes' }, empty: {} });
  });

  it('rejects an update of a missing document with not-found', async () => {
    const { doc, updateDoc } = client.sdk;
    const error = await updateDoc(doc(client.db, 'products/missing'), { price: 1 }).then(
      () => undefined,
      (caught: unknown) => caught as FirestoreError,
    );
    expect(error?.code).toBe('not-found');
  });

  it('applies a batch atomically: one failing write leaves everything unchanged', async () => {
    const { doc, writeBatch, getDocFromServer, setDoc } = client.sdk;
    await setDoc(doc(client.db, 'lists/l1'), { items: 1 });
    const batch = writeBatch(client.db);
    batch.set(doc(client.db, 'lists/l2'), { items: 2 });
    batch.update(doc(client.db, 'lists/l1'), { items: 5 });
    batch.update(doc(client.db, 'lists/missing'), { items: 3 });
    await expect(batch.commit()).rejects.toMatchObject({ code: 'not-found' });
    expect((await getDocFromServer(doc(client.db, 'lists/l2'))).exists()).toBe(false);
    expect((await getDocFromServer(doc(client.db, 'lists/l1'))).data()).toEqual({ items: 1 });

    const good = writeBatch(client.db);
    good.set(doc(client.db, 'lists/l2'), { items: 2 });
    good.delete(doc(client.db, 'lists/l1'));
    await good.commit();
    expect((await getDocFromServer(doc(client.db, 'lists/l2'))).data()).toEqual({ items: 2 });
    expect((await getDocFromServer(doc(client.db, 'lists/l1'))).exists()).toBe(false);
  });

  it('adds documents with generated ids in nested collections', async () => {
    const { collection, addDoc, getDocFromServer } = client.sdk;
    const reference = await addDoc(collection(client.db, 'users/u1/lists'), { name: 'Groceries' });
    expect(reference.path).toMatch(/^users\/u1\/lists\/[A-Za-z0-9]{20}$/);
    expect((await getDocFromServer(reference)).data()).toEqual({ name: 'Groceries' });
  });
});
