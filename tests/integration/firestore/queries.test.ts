import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { QueryConstraint } from 'firebase/firestore';
import type { QueryConstraint as LiteQueryConstraint } from 'firebase/firestore/lite';
import { type LiteClient, type TestClient, connectClient, connectLite } from './helpers/sdk';
import { PROJECT_ID, startConformanceTarget } from './helpers/server';

type TestServer = Awaited<ReturnType<typeof startConformanceTarget>>;
type Constraints = (sdk: TestClient['sdk'] | LiteClient['lite']) => unknown[];

describe('queries through WebChannel (full SDK) and REST (lite)', () => {
  let server: TestServer;
  let client: TestClient;
  let liteClient: LiteClient;

  beforeAll(async () => {
    server = await startConformanceTarget();
    client = await connectClient(server.url);
    liteClient = await connectLite(server.url);
    const { doc, writeBatch, Timestamp, GeoPoint, Bytes } = client.sdk;
    const batch = writeBatch(client.db);
    batch.set(doc(client.db, 'products/p1'), { price: 10, category: 'kitchen', tags: ['steel', 'sale'], rating: 4.5, stock: 0 });
    batch.set(doc(client.db, 'products/p2'), { price: 25, category: 'kitchen', tags: ['glass'], rating: 3, stock: 5 });
    batch.set(doc(client.db, 'products/p3'), { price: 5, category: 'garden', tags: ['sale'], rating: null, stock: 2 });
    batch.set(doc(client.db, 'products/p4'), { price: 40, category: 'office', tags: [], rating: NaN, stock: 1 });
    batch.set(doc(client.db, 'products/p5'), { price: 25, category: 'garden', stock: 3 });
    batch.set(doc(client.db, 'users/u1/lists/a'), { n: 1 });
    batch.set(doc(client.db, 'users/u2/lists/b'), { n: 2 });
    batch.set(doc(client.db, 'lists/c'), { n: 3 });
    batch.set(doc(client.db, 'users/u1/other/d'), { n: 4 });
    const mixed: unknown[] = [
      { m: 1 }, [1], new GeoPoint(1, 1), doc(client.db, 'products/p1'), Bytes.fromUint8Array(new Uint8Array([1])),
      'text', Timestamp.fromMillis(0), 2.5, 1, NaN, true, false, null,
    ];
    mixed.forEach((value, i) => batch.set(doc(client.db, `mixed/m${String(i).padStart(2, '0')}`), { v: value }));
    for (const id of ['z', '😀', 'a-b', 'ab', '\uffda', 'B', 'a', 'é']) {
      batch.set(doc(client.db, `names/${id}`), { id });
      batch.set(doc(client.db, `names/${id}/sub/x`), { id });
    }
    await batch.commit();
  });
  afterAll(async () => {
    await liteClient.close();
    await client.close();
    await server.close();
  });

  async function expectIds(collectionPath: string, constraints: Constraints, ids: string[]): Promise<void> {
    const { collection, query, getDocsFromServer } = client.sdk;
    const full = await getDocsFromServer(query(collection(client.db, collectionPath), ...(constraints(client.sdk) as QueryConstraint[])));
    expect(full.docs.map((document) => document.id)).toEqual(ids);
    const { lite } = liteClient;
    const viaRest = await lite.getDocs(lite.query(lite.collection(liteClient.db, collectionPath), ...(constraints(lite) as LiteQueryConstraint[])));
    expect(viaRest.docs.map((document) => document.id)).toEqual(ids);
  }

  it('filters with every comparison operator', async () => {
    await expectIds('products', ({ where }) => [where('price', '==', 25)], ['p2', 'p5']);
    await expectIds('products', ({ where }) => [where('price', '!=', 25)], ['p3', 'p1', 'p4']);
    await expectIds('products', ({ where }) => [where('price', '<', 25)], ['p3', 'p1']);
    await expectIds('products', ({ where }) => [where('price', '<=', 25)], ['p3', 'p1', 'p2', 'p5']);
    await expectIds('products', ({ where }) => [where('price', '>', 10)], ['p2', 'p5', 'p4']);
    await expectIds('products', ({ where }) => [where('price', '>=', 25)], ['p2', 'p5', 'p4']);
    await expectIds('products', ({ where }) => [where('price', '>', 'a')], []);
  });

  it('filters arrays, memberships, nulls and NaN', async () => {
    await expectIds('products', ({ where }) => [where('tags', 'array-contains', 'sale')], ['p1', 'p3']);
    await expectIds('products', ({ where }) => [where('tags', 'array-contains-any', ['glass', 'steel'])], ['p1', 'p2']);
    await expectIds('products', ({ where }) => [where('category', 'in', ['garden', 'office'])], ['p3', 'p4', 'p5']);
    await expectIds('products', ({ where }) => [where('category', 'not-in', ['kitchen'])], ['p3', 'p5', 'p4']);
    await expectIds('products', ({ where }) => [where('rating', '==', null)], ['p3']);
    await expectIds('products', ({ where }) => [where('rating', '==', NaN)], ['p4']);
    await expectIds('products', ({ where }) => [where('rating', '!=', null)], ['p4', 'p2', 'p1']);
    await expectIds('products', ({ where }) => [where('rating', '!=', NaN)], ['p2', 'p1']);
  });

  it('combines filters with AND and OR', async () => {
    await expectIds('products', ({ where, or }) => [or(where('category', '==', 'office'), where('price', '<', 10))], ['p3', 'p4']);
    await expectIds('products', ({ where, or, and }) => [and(where('category', '==', 'kitchen'), or(where('price', '==', 10), where('stock', '>', 3)))], ['p1', 'p2']);
    await expectIds('products', ({ where }) => [where('category', '==', 'garden'), where('price', '>', 5)], ['p5']);
  });

  it('orders, limits and limits to last, with __name__ breaking ties', async () => {
    await expectIds('products', ({ orderBy }) => [orderBy('price')], ['p3', 'p1', 'p2', 'p5', 'p4']);
    await expectIds('products', ({ orderBy, limit }) => [orderBy('price', 'desc'), limit(2)], ['p4', 'p5']);
    await expectIds('products', ({ orderBy, limitToLast }) => [orderBy('price'), limitToLast(2)], ['p5', 'p4']);
    await expectIds('products', ({ orderBy }) => [orderBy('rating')], ['p3', 'p4', 'p2', 'p1']);
  });

  it('pages with cursors', async () => {
    await expectIds('products', ({ orderBy, startAt, endBefore }) => [orderBy('price'), startAt(10), endBefore(40)], ['p1', 'p2', 'p5']);
    await expectIds('products', ({ orderBy, startAfter }) => [orderBy('price'), startAfter(25)], ['p4']);
    await expectIds('products', ({ orderBy, endAt }) => [orderBy('price'), endAt(25)], ['p3', 'p1', 'p2', 'p5']);
    await expectIds('products', ({ orderBy, startAfter }) => [orderBy('price'), orderBy('__name__'), startAfter(25, 'p2')], ['p5', 'p4']);
    await expectIds('products', ({ orderBy, startAt, endAt }) => [orderBy('price', 'desc'), startAt(25), endAt(10)], ['p5', 'p2', 'p1']);
    const { doc, getDocFromServer } = client.sdk;
    const p2 = await getDocFromServer(doc(client.db, 'products/p2'));
    const { collection, query, orderBy, startAfter, getDocsFromServer } = client.sdk;
    const page = await getDocsFromServer(query(collection(client.db, 'products'), orderBy('price'), startAfter(p2)));
    expect(page.docs.map((document) => document.id)).toEqual(['p5', 'p4']);
  });

  it('queries by document id', async () => {
    await expectIds('products', ({ where, documentId }) => [where(documentId(), '>=', 'p3')], ['p3', 'p4', 'p5']);
    await expectIds('products', ({ where, documentId }) => [where(documentId(), 'in', ['p1', 'p5'])], ['p1', 'p5']);
  });

  it('queries collection groups across parents', async () => {
    const { collectionGroup, query, getDocsFromServer, orderBy } = client.sdk;
    const group = await getDocsFromServer(query(collectionGroup(client.db, 'lists'), orderBy('n')));
    expect(group.docs.map((document) => document.ref.path)).toEqual(['users/u1/lists/a', 'users/u2/lists/b', 'lists/c']);
    const { lite } = liteClient;
    const viaRest = await lite.getDocs(lite.collectionGroup(liteClient.db, 'lists'));
    expect(viaRest.docs.map((document) => document.ref.path)).toEqual(['lists/c', 'users/u1/lists/a', 'users/u2/lists/b']);
  });

  it("orders values of different types in Firestore's cross-type order", async () => {
    const expected = ['m12', 'm11', 'm10', 'm09', 'm08', 'm07', 'm06', 'm05', 'm04', 'm03', 'm02', 'm01', 'm00'];
    await expectIds('mixed', ({ orderBy }) => [orderBy('v')], expected);
    await expectIds('mixed', ({ orderBy }) => [orderBy('v', 'desc')], [...expected].reverse());
  });

  it('orders document ids by UTF-8 bytes, segment by segment', async () => {
    const expected = ['B', 'a', 'a-b', 'ab', 'z', 'é', '\uffda', '😀'];
    await expectIds('names', ({ orderBy }) => [orderBy('__name__')], expected);
    await expectIds('names', ({ orderBy }) => [orderBy('id')], expected);
    const { lite } = liteClient;
    const group = await lite.getDocs(lite.collectionGroup(liteClient.db, 'sub'));
    expect(group.docs.map((document) => document.ref.parent.parent?.id)).toEqual(expected);
  });

  it('applies offset and select through runQuery', async () => {
    const response = await fetch(`${server.url}/v1/projects/${PROJECT_ID}/databases/(default)/documents:runQuery`, {
      method: 'POST',
      body: JSON.stringify({
        structuredQuery: {
          from: [{ collectionId: 'products' }],
          orderBy: [{ field: { fieldPath: 'price' } }],
          select: { fields: [{ fieldPath: 'price' }] },
          offset: 1,
          limit: 2,
        },
      }),
    });
    const results = (await response.json()) as { document: { name: string; fields: Record<string, unknown> } }[];
    expect(results.map((result) => result.document.name.split('/').pop())).toEqual(['p1', 'p2']);
    expect(results[0]?.document.fields).toEqual({ price: { integerValue: '10' } });
  });
});
