import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestClient, connectClient } from './helpers/sdk';
import { startConformanceTarget } from './helpers/server';
import { installXmlHttpRequest } from './helpers/xhr-shim';

type TestServer = Awaited<ReturnType<typeof startConformanceTarget>>;

describe('the full SDK in Node: transactions and aggregations over REST (XMLHttpRequest shim)', () => {
  let server: TestServer;
  let client: TestClient;
  let other: TestClient;
  let uninstall: () => void;

  beforeAll(async () => {
    uninstall = installXmlHttpRequest();
    server = await startConformanceTarget();
    client = await connectClient(server.url);
    other = await connectClient(server.url);
  });
  afterAll(async () => {
    await other.close();
    await client.close();
    await server.close();
    uninstall();
  });

  it('runs contending transactions to the right total', async () => {
    const { doc, setDoc, getDocFromServer, runTransaction } = client.sdk;
    await setDoc(doc(client.db, 'counters/full'), { value: 0 });
    await Promise.all([client, other, client, other].map((each) =>
      runTransaction(each.db, async (transaction) => {
        const reference = doc(each.db, 'counters/full');
        const snapshot = await transaction.get(reference);
        transaction.update(reference, { value: (snapshot.get('value') as number) + 1 });
      })));
    expect((await getDocFromServer(doc(client.db, 'counters/full'))).get('value')).toBe(4);
  });

  it('counts, sums and averages from the server', async () => {
    const { doc, writeBatch, collection, query, where, getCountFromServer, getAggregateFromServer, sum, average } = client.sdk;
    const batch = writeBatch(client.db);
    [3, 4, 5].forEach((amount, i) => batch.set(doc(client.db, `amounts/a${i}`), { amount, even: amount % 2 === 0 }));
    await batch.commit();
    const amounts = collection(client.db, 'amounts');
    expect((await getCountFromServer(amounts)).data().count).toBe(3);
    expect((await getCountFromServer(query(amounts, where('even', '==', true)))).data().count).toBe(1);
    expect((await getAggregateFromServer(amounts, { total: sum('amount'), mean: average('amount') })).data()).toEqual({ total: 12, mean: 4 });
  });
});
