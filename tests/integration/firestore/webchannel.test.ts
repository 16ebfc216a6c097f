import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ChannelEntry, RawChannel, hasGlobalSnapshot, messagesOf } from './helpers/raw-channel';
import { DATABASE, callRest, documentName } from './helpers/rest';
import { loadBrowserFirestore } from './helpers/sdk';
import { PROJECT_ID, startTestServer } from './helpers/server';

type TestServer = Awaited<ReturnType<typeof startTestServer>>;

const itemsTarget = (targetId: number) => ({
  database: DATABASE,
  addTarget: { targetId, query: { parent: `${DATABASE}/documents`, structuredQuery: { from: [{ collectionId: 'items' }] } } },
});

function writeItem(serverUrl: string, id: string, value: number): Promise<unknown> {
  return callRest(serverUrl, 'commit', { writes: [{ update: { name: documentName(`items/${id}`), fields: { v: { integerValue: String(value) } } } }] });
}

function documentIds(entries: readonly ChannelEntry[]): string[] {
  return messagesOf(entries)
    .map((message) => (message.documentChange as { document?: { name: string } } | undefined)?.document?.name.split('/').pop())
    .filter((id): id is string => id !== undefined);
}

function unsignedToken(claims: Record<string, unknown>): string {
  const encode = (part: unknown) => Buffer.from(JSON.stringify(part)).toString('base64url');
  return `${encode({ alg: 'none', typ: 'JWT' })}.${encode(claims)}.`;
}

describe('WebChannel protocol', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('hands out a session and streams ADD, documents, CURRENT and a global snapshot', async () => {
    await writeItem(server.url, 'a', 1);
    const channel = new RawChannel(server.url);
    const opened = await channel.open([itemsTarget(2)]);
    expect(opened.status).toBe(200);
    expect(opened.headers.get('x-http-session-id')).toBe(channel.sessionId);
    const { entries } = await channel.readBackChannel({ until: hasGlobalSnapshot });
    const kinds = messagesOf(entries).map((message) => {
      const change = message.targetChange as { targetChangeType: string; targetIds?: number[] } | undefined;
      return change ? `${change.targetChangeType}${change.targetIds?.length ? '' : '(global)'}` : Object.keys(message)[0];
    });
    expect(kinds).toEqual(['ADD', 'documentChange', 'CURRENT', 'NO_CHANGE(global)']);
    await channel.terminate();
  });

  it('removes a once target after its first consistent snapshot', async () => {
    await writeItem(server.url, 'once', 1);
    const channel = new RawChannel(server.url);
    const target = itemsTarget(3);
    await channel.open([{ ...target, addTarget: { ...target.addTarget, once: true } }]);
    const { entries } = await channel.readBackChannel({ until: (seen) => messagesOf(seen).some((message) => (message.targetChange as { targetChangeType?: string } | undefined)?.targetChangeType === 'REMOVE') });
    const last = messagesOf(entries).slice(-2);
    expect(last[0]).toMatchObject({ targetChange: { targetChangeType: 'NO_CHANGE' } });
    expect(last[1]).toEqual({ targetChange: { targetChangeType: 'REMOVE', targetIds: [3] } });
    await channel.terminate();
  });

  it('resends what a dropped back channel missed when the client re-attaches', async () => {
    const channel = new RawChannel(server.url);
    await channel.open([itemsTarget(2)]);
    await channel.readBackChannel({ until: hasGlobalSnapshot });
    const acknowledged = channel.lastArrayId;
    await writeItem(server.url, 'dropped', 7);
    // The first back channel died before these reached the client: re-attach with the old AID.
    const resumed = await channel.readBackChannel({ aid: acknowledged, until: (entries) => documentIds(entries).includes('dropped') && hasGlobalSnapshot(entries) });
    expect(documentIds(resumed.entries)).toEqual(['dropped']);
    // Entries are resent after the acknowledged id and never twice.
    const ids = channel.received.map((entry) => entry[0]);
    expect(new Set(ids).size).toBe(ids.length);
    await channel.terminate();
  });

  it('ends a streaming back channel after 4 MB so that the client re-opens it and acknowledges', async () => {
    const channel = new RawChannel(server.url);
    await channel.open([{ database: DATABASE, addTarget: { targetId: 2, documents: { documents: [0, 1, 2, 3, 4, 5].map((i) => documentName(`big/b${i}`)) } } }]);
    await channel.readBackChannel({ until: hasGlobalSnapshot });
    // Reads until the server ends the response; whatever was queued before it attached is sent first.
    const streaming = channel.readBackChannel({ until: () => false });
    const large = 'x'.repeat(900_000);
    for (let i = 0; i < 6; i++) {
      await callRest(server.url, 'commit', { writes: [{ update: { name: documentName(`big/b${i}`), fields: { s: { stringValue: large } } } }] });
    }
    const first = await streaming;
    expect(first.ended).toBe(true);
    const rest = await channel.readBackChannel({ until: (entries) => documentIds(entries).length + documentIds(first.entries).length >= 6 });
    expect([...documentIds(first.entries), ...documentIds(rest.entries)]).toEqual(['b0', 'b1', 'b2', 'b3', 'b4', 'b5']);
    await channel.terminate();
  });

  it('answers a long poll with what is queued and ends the response', async () => {
    const channel = new RawChannel(server.url);
    await channel.open([itemsTarget(4)]);
    const first = await channel.readBackChannel({ longPolling: true, until: () => false });
    expect(first.ended).toBe(true);
    expect(messagesOf(first.entries).length).toBeGreaterThan(0);
    const pending = channel.readBackChannel({ longPolling: true, until: () => false });
    await writeItem(server.url, 'polled', 3);
    const second = await pending;
    expect(second.ended).toBe(true);
    expect(documentIds(second.entries)).toContain('polled');
    await channel.terminate();
  });

  it('acknowledges forward requests with the back channel state and the last array id', async () => {
    const channel = new RawChannel(server.url);
    await channel.open([itemsTarget(6)]);
    await channel.readBackChannel({ until: hasGlobalSnapshot });
    const receivedBefore = channel.received.length;
    const removed = channel.readBackChannel({ until: (entries) => messagesOf(entries).some((message) => 'targetChange' in message) });
    // A fresh streaming back channel starts with a noop: once it arrives, the channel is attached.
    await expect.poll(() => channel.received.length, { timeout: 15_000 }).toBeGreaterThan(receivedBefore);
    const answer = await channel.send([{ database: DATABASE, removeTarget: 6 }]);
    expect(answer.status).toBe(200);
    const [, json] = answer.text.split('\n');
    expect(JSON.parse(json ?? '')).toEqual([1, channel.lastArrayId, 0]);
    const { entries } = await removed;
    expect(messagesOf(entries)).toContainEqual({ targetChange: { targetChangeType: 'REMOVE', targetIds: [6] } });
    await channel.terminate();
  });

  it('ignores forward messages the client resends', async () => {
    const channel = new RawChannel(server.url);
    await channel.open([itemsTarget(2)]);
    await channel.readBackChannel({ until: hasGlobalSnapshot });
    await channel.send([itemsTarget(5)]);
    // A retry of the same request (same sequence number) must not add the target twice.
    await channel.sendAt(1, [itemsTarget(5)]);
    await channel.send([{ database: DATABASE, removeTarget: 5 }]);
    const { entries } = await channel.readBackChannel({ until: (seen) => messagesOf(seen).some((message) => (message.targetChange as { targetChangeType?: string } | undefined)?.targetChangeType === 'REMOVE') });
    const changes = messagesOf(entries).map((message) => message.targetChange as { targetChangeType?: string; cause?: unknown } | undefined);
    expect(changes.filter((change) => change?.targetChangeType === 'ADD')).toHaveLength(1);
    expect(changes.some((change) => change?.cause !== undefined)).toBe(false);
    await channel.terminate();
  });

  it('answers an unknown or terminated session with 400 Unknown SID', async () => {
    const channel = new RawChannel(server.url);
    await channel.open([itemsTarget(2)]);
    const terminated = await channel.terminate();
    expect(terminated.status).toBe(200);
    const after = await channel.send([{ database: DATABASE, removeTarget: 2 }]);
    expect(after.status).toBe(400);
    expect(after.text).toContain('Unknown SID');
    const backChannel = await channel.readBackChannel({ until: () => true });
    expect(backChannel.status).toBe(400);
  });

  it('fails the stream with INVALID_ARGUMENT for a malformed frame or an unknown field, and keeps serving', async () => {
    for (const bad of ['{not json', { database: DATABASE, addTarget: { targetId: 1, documents: { documents: [] } }, surprise: true }]) {
      const channel = new RawChannel(server.url);
      await channel.open([bad]);
      const { entries } = await channel.readBackChannel({ until: (seen) => messagesOf(seen).some((message) => 'error' in message) });
      const error = messagesOf(entries).find((message) => 'error' in message)?.error as { status: string };
      expect(error.status).toBe('INVALID_ARGUMENT');
    }
    const healthy = new RawChannel(server.url);
    await healthy.open([itemsTarget(2)]);
    await healthy.readBackChannel({ until: hasGlobalSnapshot });
    await healthy.terminate();
  });

  it('rejects an invalid target with a REMOVE carrying the cause', async () => {
    const channel = new RawChannel(server.url);
    const badQuery = { from: [{ collectionId: 'items' }], where: { fieldFilter: { field: { fieldPath: 'v' }, op: 'IN', value: { arrayValue: {} } } } };
    await channel.open([{ database: DATABASE, addTarget: { targetId: 8, query: { parent: `${DATABASE}/documents`, structuredQuery: badQuery } } }]);
    const { entries } = await channel.readBackChannel({ until: (seen) => messagesOf(seen).length > 0 });
    expect(messagesOf(entries)[0]).toMatchObject({ targetChange: { targetChangeType: 'REMOVE', targetIds: [8], cause: { status: 'INVALID_ARGUMENT' } } });
    await channel.terminate();
  });

  it('answers CORS preflights and requests from extension origins', async () => {
    const origin = 'chrome-extension://abcdefghijklmnopabcdefghijklmnop';
    const preflight = await fetch(`${server.url}/v1/${DATABASE}/documents:commit`, {
      method: 'OPTIONS',
      headers: { Origin: origin, 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': 'authorization,content-type,x-goog-api-client' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe(origin);
    expect(preflight.headers.get('access-control-allow-credentials')).toBe('true');
    expect(preflight.headers.get('access-control-allow-headers')).toBe('authorization,content-type,x-goog-api-client');
    const channel = await fetch(`${server.url}/google.firestore.v1.Firestore/Listen/channel?VER=8&database=${encodeURIComponent(DATABASE)}&RID=1&CVER=22`, {
      method: 'POST',
      headers: { Origin: origin, 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'count=0&ofs=0',
    });
    expect(channel.headers.get('access-control-allow-origin')).toBe(origin);
    expect(channel.headers.get('access-control-expose-headers')).toContain('X-HTTP-Session-Id');
  });

  it('keeps the uid of the Bearer token with the session, and refuses malformed tokens', async () => {
    const channel = new RawChannel(server.url);
    await channel.open([itemsTarget(2)], `Authorization:Bearer ${unsignedToken({ sub: 'alice', user_id: 'alice' })}\r\nContent-Type:text/plain\r\n`);
    expect(server.sessions()).toContainEqual({ kind: 'Listen', database: DATABASE, uid: 'alice' });
    await channel.terminate();
    const refused = await new RawChannel(server.url).open([itemsTarget(2)], 'Authorization:Bearer not-a-token\r\n');
    expect(refused.status).toBe(401);
    expect(((await refused.json()) as { error: { status: string } }).error.status).toBe('UNAUTHENTICATED');
  });

  it('sees the uid of an SDK client signed in with an emulator token', async () => {
    const { initializeApp, deleteApp } = await import('firebase/app');
    const sdk = await loadBrowserFirestore();
    const app = initializeApp({ projectId: PROJECT_ID, apiKey: 'fake' }, 'signed-in');
    const db = sdk.getFirestore(app);
    const { hostname, port } = new URL(server.url);
    sdk.connectFirestoreEmulator(db, hostname, Number(port), { mockUserToken: { sub: 'bob', user_id: 'bob' } });
    await sdk.setDoc(sdk.doc(db, 'items/by-bob'), { v: 1 });
    expect(server.sessions()).toContainEqual({ kind: 'Write', database: DATABASE, uid: 'bob' });
    await sdk.terminate(db);
    await deleteApp(app);
  });
});
