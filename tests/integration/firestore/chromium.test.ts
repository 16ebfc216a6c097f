import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { type PageHost, hostTestPage, launchChromium } from './chromium/harness';
import type { PageOptions } from './chromium/page';
import { type LiteClient, connectLite } from './helpers/sdk';
import { startTestServer } from './helpers/server';

type TestServer = Awaited<ReturnType<typeof startTestServer>>;

describe('the web SDK inside headless Chromium', () => {
  let server: TestServer;
  let host: PageHost;
  let browser: Browser;
  let node: LiteClient;
  const contexts: BrowserContext[] = [];

  beforeAll(async () => {
    [server, host, browser] = await Promise.all([startTestServer(), hostTestPage(), launchChromium()]);
    node = await connectLite(server.url);
  });
  afterAll(async () => {
    await Promise.all(contexts.map((context) => context.close()));
    await browser?.close();
    await node?.close();
    await host?.close();
    await server?.close();
  });

  async function openPage(options: Partial<PageOptions> = {}, context?: BrowserContext): Promise<Page> {
    const browserContext = context ?? (await browser.newContext());
    if (!context) contexts.push(browserContext);
    const page = await browserContext.newPage();
    await page.goto(host.url);
    await page.waitForFunction(() => 'firestoreTest' in window);
    const { hostname, port } = new URL(server.url);
    const full: PageOptions = { host: hostname, port: Number(port), persistentCache: false, useFetchStreams: true, longPolling: false, ...options };
    await page.evaluate((pageOptions) => window.firestoreTest.start(pageOptions), full);
    return page;
  }

  it('writes, reads and listens live across origins with fetch streams', async () => {
    const page = await openPage();
    await page.evaluate(() => window.firestoreTest.listen('chromium-live'));
    await page.evaluate(() => window.firestoreTest.waitForIds('chromium-live', []));
    await node.lite.setDoc(node.lite.doc(node.db, 'chromium-live/from-node'), { v: 1 });
    await page.evaluate(() => window.firestoreTest.waitForIds('chromium-live', ['from-node']));
    await page.evaluate(() => window.firestoreTest.write('chromium-live/from-page', 2));
    expect((await node.lite.getDoc(node.lite.doc(node.db, 'chromium-live/from-page'))).get('v')).toBe(2);
    await page.evaluate(() => window.firestoreTest.waitForIds('chromium-live', ['from-node', 'from-page']));
    await page.evaluate(() => window.firestoreTest.stop());
  });

  it('sets, merges, updates with transforms, batches, queries and reports not-found', async () => {
    const page = await openPage();
    const results = await page.evaluate(() => window.firestoreTest.tour());
    expect(results).toEqual({
      afterUpdate: { name: 'Kettle', price: 25, tags: ['a', 'b'], stock: { shop: 1, web: 2 }, colour: 'red', at: true },
      afterRemove: { name: 'Kettle', price: 25, tags: ['b'], stock: { shop: 1, web: 2 } },
      cheap: ['p2', 'p1'],
      either: ['p2', 'p3'],
      mostExpensive: ['p3'],
      afterCursor: ['p1', 'p3'],
      groupSize: 3,
      notFound: 'not-found',
      deletedExists: false,
    });
    await page.evaluate(() => window.firestoreTest.stop());
  });

  it('runs transactions and counts over XMLHttpRequest, with WebChannel on XHR too', async () => {
    const page = await openPage({ useFetchStreams: false });
    await page.evaluate(() => window.firestoreTest.write('chromium-xhr/counter', 0));
    const results = await page.evaluate(() => Promise.all([1, 2, 3].map(() => window.firestoreTest.incrementInTransaction('chromium-xhr/counter'))));
    expect([...results].sort()).toEqual([1, 2, 3]);
    expect(await page.evaluate(() => window.firestoreTest.read('chromium-xhr/counter'))).toBe(3);
    await page.evaluate(() => window.firestoreTest.write('chromium-xhr/other', 1));
    expect(await page.evaluate(() => window.firestoreTest.count('chromium-xhr'))).toBe(2);
    await page.evaluate(() => window.firestoreTest.stop());
  });

  it('listens over long polling', async () => {
    const page = await openPage({ longPolling: true });
    await page.evaluate(() => window.firestoreTest.listen('chromium-poll'));
    await page.evaluate(() => window.firestoreTest.waitForIds('chromium-poll', []));
    await node.lite.setDoc(node.lite.doc(node.db, 'chromium-poll/a'), { v: 1 });
    await page.evaluate(() => window.firestoreTest.waitForIds('chromium-poll', ['a']));
    await page.evaluate(() => window.firestoreTest.bump('chromium-poll/a'));
    await page.evaluate(() => window.firestoreTest.waitForIds('chromium-poll', ['a'], { a: 2 }));
    await node.lite.setDoc(node.lite.doc(node.db, 'chromium-poll/b'), { v: 3 });
    await page.evaluate(() => window.firestoreTest.waitForIds('chromium-poll', ['a', 'b'], { a: 2, b: 3 }));
    await page.evaluate(() => window.firestoreTest.stop());
  });

  it('runs in a service worker without XMLHttpRequest and resumes with only the delta after the worker is stopped', async () => {
    const page = await openPage();
    const environment = (await page.evaluate(() => window.firestoreTest.worker('environment'))) as { instance: string };
    expect(environment).toEqual({ instance: expect.any(String) as unknown, xmlHttpRequest: 'undefined', document: 'undefined' });
    const { hostname, port } = new URL(server.url);
    await page.evaluate(([host, serverPort]) => window.firestoreTest.worker('start', host, serverPort), [hostname, Number(port)] as const);
    await page.evaluate(() => window.firestoreTest.worker('waitForIds', 'chromium-worker', []));
    await node.lite.setDoc(node.lite.doc(node.db, 'chromium-worker/from-node'), { v: 1 });
    await page.evaluate(() => window.firestoreTest.worker('waitForIds', 'chromium-worker', ['from-node']));
    await page.evaluate(() => window.firestoreTest.worker('write', 'chromium-worker/from-worker', 2));
    expect((await node.lite.getDoc(node.lite.doc(node.db, 'chromium-worker/from-worker'))).get('v')).toBe(2);
    await page.evaluate(() => window.firestoreTest.worker('waitForIds', 'chromium-worker', ['from-node', 'from-worker']));

    // The browser stops idle workers; the next start re-attaches from the persistent cache.
    const devtools = await page.context().newCDPSession(page);
    await devtools.send('ServiceWorker.enable');
    await devtools.send('ServiceWorker.stopAllWorkers');
    await node.lite.setDoc(node.lite.doc(node.db, 'chromium-worker/while-stopped'), { v: 3 });
    const sentBefore = server.stats.documentsSent;
    const restarted = (await page.evaluate(() => window.firestoreTest.worker('environment'))) as { instance: string };
    expect(restarted.instance).not.toBe(environment.instance);
    await page.evaluate(([host, serverPort]) => window.firestoreTest.worker('start', host, serverPort), [hostname, Number(port)] as const);
    await page.evaluate(() => window.firestoreTest.worker('waitForIds', 'chromium-worker', ['from-node', 'from-worker', 'while-stopped']));
    expect(server.stats.documentsSent - sentBefore).toBe(1);
  });

  it('restarts with a persistent cache and receives only the documents that changed', async () => {
    const ids = Array.from({ length: 40 }, (_, i) => `d${String(i).padStart(2, '0')}`);
    const batch = node.lite.writeBatch(node.db);
    for (const id of ids) batch.set(node.lite.doc(node.db, `chromium-cache/${id}`), { v: 0 });
    await batch.commit();

    const context = await browser.newContext();
    contexts.push(context);
    const first = await openPage({ persistentCache: true }, context);
    await first.evaluate(() => window.firestoreTest.listen('chromium-cache'));
    await first.evaluate((expected) => window.firestoreTest.waitForIds('chromium-cache', expected), ids);
    await first.evaluate(() => window.firestoreTest.stop());
    await first.close();

    await node.lite.setDoc(node.lite.doc(node.db, 'chromium-cache/d01'), { v: 1 });
    await node.lite.setDoc(node.lite.doc(node.db, 'chromium-cache/d02'), { v: 1 });
    await node.lite.deleteDoc(node.lite.doc(node.db, 'chromium-cache/d03'));
    const sentBefore = server.stats.documentsSent;

    const second = await openPage({ persistentCache: true }, context);
    await second.evaluate(() => window.firestoreTest.listen('chromium-cache'));
    const values = await second.evaluate((expected) => window.firestoreTest.waitForIds('chromium-cache', expected), ids.filter((id) => id !== 'd03'));
    expect(values.d01).toBe(1);
    expect(server.stats.documentsSent - sentBefore).toBe(2);
    await second.evaluate(() => window.firestoreTest.stop());
  });
});
