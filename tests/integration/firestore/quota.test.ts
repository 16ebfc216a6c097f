import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DATABASE } from './helpers/rest';
import { connectClient, connectLite } from './helpers/sdk';
import { startTestServer } from './helpers/server';

type TestServer = Awaited<ReturnType<typeof startTestServer>>;

const putQuota = (server: TestServer, body: string): Promise<Response> => fetch(`${server.url}/emulator/v1/quota`, { method: 'PUT', body });

async function documentExists(server: TestServer, path: string): Promise<boolean> {
  return (await fetch(`${server.url}/v1/${DATABASE}/documents/${path}`)).status === 200;
}

describe('a project out of quota (test control)', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());
  beforeEach(async () => {
    server.exhaustQuota(false);
    await server.reset();
  });

  it('fails firebase/firestore/lite at once with resource-exhausted, then accepts again', async () => {
    const client = await connectLite(server.url);
    try {
      const { doc, getDoc, setDoc, writeBatch } = client.lite;
      expect(await (await putQuota(server, '{"exhausted":true}')).json()).toEqual({ exhausted: true });
      const batch = writeBatch(client.db);
      batch.set(doc(client.db, 'items/refused'), { v: 1 });
      await expect(batch.commit()).rejects.toMatchObject({ code: 'resource-exhausted' });
      await expect(getDoc(doc(client.db, 'items/refused'))).rejects.toMatchObject({ code: 'resource-exhausted' });
      expect(await documentExists(server, 'items/refused')).toBe(false);

      expect(await (await putQuota(server, '{"exhausted":false}')).json()).toEqual({ exhausted: false });
      await setDoc(doc(client.db, 'items/accepted'), { v: 1 });
      expect(await documentExists(server, 'items/accepted')).toBe(true);
    } finally {
      await client.close();
    }
  });

  it('leaves the full SDK waiting: it keeps the write and retries instead of rejecting it', async () => {
    const client = await connectClient(server.url);
    try {
      const { doc, setDoc } = client.sdk;
      // The stream is open before the quota runs out, as in a worker that has been running.
      await setDoc(doc(client.db, 'items/before'), { v: 1 });
      server.exhaustQuota(true);
      const outcome = await Promise.race([
        setDoc(doc(client.db, 'items/waiting'), { v: 1 }).then(
          () => 'written',
          (error: unknown) => `rejected: ${String((error as { code?: unknown }).code)}`,
        ),
        new Promise((resolve) => setTimeout(() => resolve('still waiting'), 3_000)),
      ]);
      expect(outcome).toBe('still waiting');
      expect(await documentExists(server, 'items/waiting')).toBe(false);
    } finally {
      server.exhaustQuota(false);
      await client.close();
    }
  });

  it('refuses a body that is not a switch', async () => {
    for (const body of ['', '{}', '{"exhausted":1}', '{"exhausted":"true"}']) {
      expect((await putQuota(server, body)).status).toBe(400);
    }
  });
});
