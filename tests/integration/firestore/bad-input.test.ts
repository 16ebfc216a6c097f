import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE, type RestError, callRest, documentName } from './helpers/rest';
import { startTestServer } from './helpers/server';

type TestServer = Awaited<ReturnType<typeof startTestServer>>;

function nestedMap(depth: number): unknown {
  let value: unknown = { stringValue: 'bottom' };
  for (let i = 0; i < depth; i++) value = { mapValue: { fields: { inner: value } } };
  return value;
}

describe('bad input gets Firestore statuses and never crashes the server', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  async function expectStatus(method: string, body: unknown, httpStatus: number, status: string, message?: RegExp): Promise<void> {
    const response = await callRest<RestError>(server.url, method, body);
    expect(response.status).toBe(httpStatus);
    expect(response.body.error.status).toBe(status);
    if (message) expect(response.body.error.message).toMatch(message);
  }

  it('rejects unknown fields', async () => {
    await expectStatus('commit', { writes: [], extra: 1 }, 400, 'INVALID_ARGUMENT', /Unknown name "extra"/);
    await expectStatus('commit', { writes: [{ update: { name: documentName('a/b'), fields: {}, colour: 'red' } }] }, 400, 'INVALID_ARGUMENT', /Unknown name "colour"/);
    await expectStatus('runQuery', { structuredQuery: { from: [{ collectionId: 'a' }], sortBy: [] } }, 400, 'INVALID_ARGUMENT', /sortBy/);
    await expectStatus('commit', { writes: [{ update: { name: documentName('a/b'), fields: { x: { bigValue: 1 } } } }] }, 400, 'INVALID_ARGUMENT');
  });

  it('refuses field names that would reach an object prototype, and malformed percent-encoding', async () => {
    const name = documentName('a/proto');
    await expectStatus('commit', `{"writes":[{"update":{"name":"${name}","fields":{"__proto__":{"stringValue":"x"}}}}]}`, 400, 'INVALID_ARGUMENT', /reserved/);
    await expectStatus('commit', { writes: [{ update: { name, fields: {} }, updateMask: { fieldPaths: ['`__proto__`.polluted'] } }] }, 400, 'INVALID_ARGUMENT', /reserved/);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    const response = await callRest<RestError>(server.url, 'runQuery', { structuredQuery: { from: [{ collectionId: 'a' }] } }, `${DATABASE}/documents/a/%E0%A4%A`);
    expect(response.status).toBe(400);
  });

  it('rejects malformed JSON and wrong types', async () => {
    await expectStatus('commit', '{"writes": [', 400, 'INVALID_ARGUMENT');
    await expectStatus('commit', { writes: 'everything' }, 400, 'INVALID_ARGUMENT');
    await expectStatus('commit', { writes: [{ update: { name: documentName('a/b'), fields: { n: { integerValue: '12x' } } } }] }, 400, 'INVALID_ARGUMENT');
    await expectStatus('commit', { writes: [{ update: { name: documentName('a/b'), fields: { t: { timestampValue: 'yesterday' } } } }] }, 400, 'INVALID_ARGUMENT');
  });

  it('rejects invalid document paths and names outside the database', async () => {
    const write = (name: string) => ({ writes: [{ update: { name, fields: {} } }] });
    await expectStatus('commit', write(documentName('odd')), 400, 'INVALID_ARGUMENT');
    await expectStatus('commit', write(documentName('a/__reserved__')), 400, 'INVALID_ARGUMENT');
    await expectStatus('commit', write(documentName('a//b')), 400, 'INVALID_ARGUMENT');
    await expectStatus('commit', write('projects/other/databases/(default)/documents/a/b'), 400, 'INVALID_ARGUMENT');
    await expectStatus('batchGet', { documents: [`${DATABASE}/documents/a`] }, 400, 'INVALID_ARGUMENT');
  });

  it('rejects values nested deeper than Firestore allows, and absurdly deep JSON', async () => {
    const ok = await callRest(server.url, 'commit', { writes: [{ update: { name: documentName('a/ok'), fields: { v: nestedMap(19) } } }] });
    expect(ok.status).toBe(200);
    await expectStatus('commit', { writes: [{ update: { name: documentName('a/deep'), fields: { v: nestedMap(40) } } }] }, 400, 'INVALID_ARGUMENT', /too deep/);
    const absurd = `${'['.repeat(200_000)}${']'.repeat(200_000)}`;
    const response = await callRest<RestError>(server.url, 'commit', absurd);
    expect(response.status).toBe(400);
  });

  it('rejects requests over 10 MB', async () => {
    const big = 'x'.repeat(10 * 1024 * 1024 + 1);
    const response = await callRest<RestError>(server.url, 'commit', { writes: [{ update: { name: documentName('a/big'), fields: { s: { stringValue: big } } } }] });
    expect(response.status).toBe(400);
    expect(response.body.error.status).toBe('INVALID_ARGUMENT');
    expect(response.body.error.message).toMatch(/exceeds the limit/);
  });

  it('rejects documents over 1 MiB', async () => {
    const large = 'x'.repeat(1_100_000);
    await expectStatus('commit', { writes: [{ update: { name: documentName('a/large'), fields: { s: { stringValue: large } } } }] }, 400, 'INVALID_ARGUMENT', /larger than/);
  });

  it('rejects invalid queries', async () => {
    const query = (where: unknown) => ({ structuredQuery: { from: [{ collectionId: 'a' }], where } });
    await expectStatus('runQuery', query({ fieldFilter: { field: { fieldPath: 'x' }, op: 'IN', value: { arrayValue: { values: [] } } } }), 400, 'INVALID_ARGUMENT');
    await expectStatus('runQuery', query({ fieldFilter: { field: { fieldPath: 'x' }, op: 'LIKE', value: { nullValue: null } } }), 400, 'INVALID_ARGUMENT');
    await expectStatus('runQuery', query({ fieldFilter: { field: { fieldPath: 'a..b' }, op: 'EQUAL', value: { nullValue: null } } }), 400, 'INVALID_ARGUMENT');
    await expectStatus('runQuery', { structuredQuery: { from: [{ collectionId: 'a' }], limit: -1 } }, 400, 'INVALID_ARGUMENT');
  });

  it('answers unknown methods and paths with NOT_FOUND', async () => {
    await expectStatus('explode', {}, 404, 'NOT_FOUND');
    const response = await fetch(`${server.url}/nowhere`);
    expect(response.status).toBe(404);
  });

  it('answers malformed WebChannel requests with 4xx statuses', async () => {
    const channel = `${server.url}/google.firestore.v1.Firestore/Listen/channel`;
    const database = encodeURIComponent(DATABASE);
    const cases: { url: string; init?: RequestInit; status: number }[] = [
      { url: `${channel}?database=${database}&RID=1`, init: { method: 'POST', body: 'count=0&ofs=0' }, status: 400 },
      { url: `${channel}?VER=8&RID=1`, init: { method: 'POST', body: 'count=0&ofs=0' }, status: 400 },
      { url: `${channel}?VER=8&database=${database}&RID=1`, init: { method: 'POST', body: 'count=5000&ofs=0' }, status: 400 },
      { url: `${channel}?VER=8&database=${database}&RID=1`, init: { method: 'POST', body: 'count=2&ofs=-3' }, status: 400 },
      { url: `${channel}?VER=8&database=${database}&RID=1`, init: { method: 'POST', body: 'count=1&ofs=0' }, status: 400 },
      { url: `${channel}?VER=8&database=${database}&RID=1`, init: { method: 'POST', body: new Uint8Array([0xff, 0xfe, 0x00, 0x80]) }, status: 200 },
      { url: `${channel}?VER=8&database=${database}&SID=nope&RID=rpc&AID=x&CI=0&TYPE=xmlhttp`, status: 400 },
      { url: `${server.url}/google.firestore.v1.Firestore/Commit/channel?VER=8`, status: 404 },
    ];
    for (const { url, init, status } of cases) {
      const response = await fetch(url, init);
      expect(response.status, url).toBe(status);
      await response.arrayBuffer();
    }
  });

  it('is still serving after all of that', async () => {
    const write = await callRest(server.url, 'commit', { writes: [{ update: { name: documentName('a/alive'), fields: { ok: { booleanValue: true } } } }] });
    expect(write.status).toBe(200);
    const read = await callRest<{ found?: unknown }[]>(server.url, 'batchGet', { documents: [documentName('a/alive')] });
    expect(read.body[0]?.found).toBeDefined();
  });
});
