import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DATABASE } from './helpers/rest';
import { connectClient } from './helpers/sdk';
import { startTestServer } from './helpers/server';

type TestServer = Awaited<ReturnType<typeof startTestServer>>;

function putRefusals(server: TestServer, body: string): Promise<Response> {
  return fetch(`${server.url}/emulator/v1/refuse-writes`, { method: 'PUT', body });
}

async function documentExists(server: TestServer, path: string): Promise<boolean> {
  const response = await fetch(`${server.url}/v1/${DATABASE}/documents/${path}`);
  return response.status === 200;
}

describe('refusing writes (test control)', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());
  beforeEach(async () => {
    server.refuseWrites(0);
    await server.reset();
  });

  it('fails the next commits with permission-denied, as the rules would, then accepts again', async () => {
    const client = await connectClient(server.url);
    try {
      const { doc, setDoc } = client.sdk;
      expect(await (await putRefusals(server, '{"count":1}')).json()).toEqual({ refusing: 1 });
      await expect(setDoc(doc(client.db, 'items/refused'), { v: 1 })).rejects.toMatchObject({ code: 'permission-denied' });
      expect(await documentExists(server, 'items/refused')).toBe(false);
      await setDoc(doc(client.db, 'items/accepted'), { v: 1 });
      expect(await documentExists(server, 'items/accepted')).toBe(true);
    } finally {
      await client.close();
    }
  });

  it('refuses a body that is not a count of commits', async () => {
    for (const body of ['', '{}', '{"count":-1}', '{"count":1.5}', '{"count":"2"}']) {
      expect((await putRefusals(server, body)).status).toBe(400);
    }
  });
});
