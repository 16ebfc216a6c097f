import { describe, expect, it } from 'vitest';
import { checkResult, type CheckResult } from '../../../../../src/features/tracking/worker/check-page';
import { createRecheckEngine } from '../../../../../src/features/tracking/worker/engine';
import { fetchPage } from '../../../../../src/features/tracking/worker/fetch-page';
import { storeOf } from '../../../../../src/features/detection/model/product-key';
import { extractProduct } from '../../../../../src/features/detection/model/extract';
import type { ListItem } from '../../../../../src/features/lists/model/items';
import { admin, adminProduct, type AdminProduct } from '../../../demo-store/demo-store-client';
import { parseHtml } from '../../../demo-store/dom';
import { useFreshDemoStore } from '../../../demo-store/fresh-demo-store';
import { FakeSink, FakeStorage } from '../../../../unit/features/tracking/worker/engine-harness';
import { listItem } from '../../../../unit/support/list-item';

const demo = useFreshDemoStore();

/**
 * The content script's extractor, over jsdom (the offscreen document's DOMParser in the extension).
 * Its 150 ms time budget is the extractor's own subject (tests/unit/features/detection); jsdom's
 * first pages in a cold worker under a loaded machine can spend it before the stock line.
 */
const parse = (html: string, url: string) => Promise.resolve(extractProduct(parseHtml(html, url), { url, budgetMs: 5_000 }));

function itemOf(product: AdminProduct, listId = 'L1'): ListItem {
  return listItem(product.id.replace(/[^A-Za-z0-9]/g, ''), listId, {
    url: product.url,
    store: storeOf(product.url),
    currency: product.currency,
    price: product.price,
  });
}

async function setMode(id: string, body: Record<string, unknown>): Promise<void> {
  expect((await admin(demo.adminUrl, 'POST', `/products/${id}/mode`, body)).status).toBe(200);
}

async function recheck(id: string, timeoutMs = 20_000) {
  const product = await adminProduct(demo.adminUrl, id);
  const attempt = await fetchPage(fetch, product.url, { timeoutMs, credentials: 'include' });
  return checkResult(itemOf(product), attempt, parse, () => Date.now());
}

describe('a re-check of each demo store mode', () => {
  it('reads the price, and a price changed through the admin API on the next check', async () => {
    const first = await recheck('trail-backpack');
    expect(first.reading).toMatchObject({ outcome: 'ok', amount: 89, currency: 'USD', listPrice: 119, availability: 'in-stock', source: 'recheck' });
    await admin(demo.adminUrl, 'POST', '/products/trail-backpack', { price: 79.5, availability: 'OutOfStock' });
    expect((await recheck('trail-backpack')).reading).toMatchObject({ outcome: 'ok', amount: 79.5, availability: 'out-of-stock' });
  });

  it('reads German, Swiss and Polish price formats', async () => {
    expect((await recheck('siebtraeger')).reading).toMatchObject({ outcome: 'ok', amount: 1249, currency: 'EUR' });
    expect((await recheck('taschenuhr')).reading).toMatchObject({ outcome: 'ok', amount: 1234.5, currency: 'CHF' });
    expect((await recheck('zeliwny-garnek')).reading).toMatchObject({ outcome: 'ok', amount: 1149, currency: 'PLN' });
  });

  const modes: [string, Record<string, unknown>, string][] = [
    ['a bot check answering 503', { mode: 'bot-check' }, 'bot-check'],
    ['a bot check answering 403', { mode: 'bot-check', status: 403 }, 'bot-check'],
    ['a bot check answering 200', { mode: 'bot-check', status: 200 }, 'bot-check'],
    ['a Cloudflare challenge', { mode: 'challenge' }, 'bot-check'],
    ['a login wall', { mode: 'login-wall' }, 'login-wall'],
    ['a page gone (410)', { mode: 'gone' }, 'page-gone'],
    ['a page gone (404)', { mode: 'gone', status: 404 }, 'page-gone'],
    ['a page without a product', { mode: 'no-product' }, 'page-changed'],
    ['a server error', { mode: 'error' }, 'http-error'],
    ['a rate limit', { mode: 'rate-limited', retryAfterS: 7 }, 'http-error'],
  ];

  it.each(modes)('calls %s what it is, and records no price', async (_what, mode, outcome) => {
    await setMode('trail-backpack', mode);
    const { reading } = await recheck('trail-backpack');
    expect(reading).toMatchObject({ outcome, amount: null, currency: null, listPrice: null, availability: 'unknown' });
  });

  it("passes a 429's Retry-After on for the store's back-off", async () => {
    await setMode('trail-backpack', { mode: 'rate-limited', retryAfterS: 7 });
    expect((await recheck('trail-backpack')).retryAfterMs).toBe(7000);
  });

  it('gives up on a page slower than the timeout', async () => {
    await setMode('camp-stove', { mode: 'slow', delayMs: 1500 });
    expect((await recheck('camp-stove', 300)).reading.outcome).toBe('timeout');
  });

  it('calls a refused connection a network error', async () => {
    const product = await adminProduct(demo.adminUrl, 'trail-backpack');
    const closed = new URL(product.url);
    closed.port = '9';
    const attempt = await fetchPage(fetch, closed.href, { timeoutMs: 5000, credentials: 'include' });
    expect(attempt).toEqual({ kind: 'failed', outcome: 'network-error' });
  });

  it('finds no product on a single-page shell: scripts do not run in a re-check', async () => {
    expect((await recheck('summit-headlamp')).reading.outcome).toBe('page-changed');
  });
});

type Check = (item: ListItem) => Promise<CheckResult>;
const checkOverHttp: Check = async (item) =>
  checkResult(item, await fetchPage(fetch, item.url, { timeoutMs: 5000, credentials: 'include' }), parse, () => Date.now());

function engineOver(items: ListItem[], sink: FakeSink, storage = new FakeStorage(), check: Check = checkOverHttp) {
  const politeness = { intervalMs: 250, jitterMs: 100 };
  const engine = createRecheckEngine({
    now: () => Date.now(),
    random: () => Math.random(),
    sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
    storage,
    view: () => ({ signedIn: true, listIds: ['L1'], items: { L1: items }, intervalMs: 3_600_000, storesWithAccess: [...new Set(items.map((item) => item.store))] }),
    check,
    sink,
    // No sink here refuses a reading: one that did would be a bug, so it fails the run.
    refused: (item, error) => {
      throw new Error(`${item.id}: refused`, { cause: error });
    },
    publish: () => undefined,
    politeness,
    maxSleepMs: 5000,
  });
  return { engine, politeness, storage };
}

async function allItems(): Promise<ListItem[]> {
  return (await admin<AdminProduct[]>(demo.adminUrl, 'GET', '/products')).body.map((product) => itemOf(product));
}

const settleWrites = () => new Promise((resolve) => setTimeout(resolve, 50));

describe('the engine against the demo store', () => {
  it('checks every item once and never asks a store twice within the politeness interval (request log)', async () => {
    for (const id of ['rain-shell', 'jubilaeumsuhr', 'kochmesser']) await setMode(id, { mode: 'ok' });
    const items = await allItems();
    const sink = new FakeSink();
    const sentAt = new Map<string, number>();
    const timedCheck: Check = (item) => {
      sentAt.set(new URL(item.url).pathname, Date.now());
      return checkOverHttp(item);
    };
    const { engine, politeness } = engineOver(items, sink, new FakeStorage(), timedCheck);
    await engine.tick();
    await settleWrites();

    expect(sink.records.map((record) => record.itemId).sort()).toEqual(items.map((item) => item.id).sort());
    const log = (await admin<{ store: string; path: string; startedAt: string }[]>(demo.adminUrl, 'GET', '/requests')).body;
    expect(log).toHaveLength(items.length);
    for (const store of ['harbor-pine', 'alpenblick']) {
      const requests = log
        .filter((entry) => entry.store === store)
        .map((entry) => ({ arrived: Date.parse(entry.startedAt), sent: sentAt.get(new URL(entry.path, 'http://store').pathname) }));
      expect(requests.length).toBeGreaterThan(4);
      for (let index = 1; index < requests.length; index++) {
        const earlier = requests[index - 1]!;
        const later = requests[index]!;
        expect(later.sent! - earlier.sent!).toBeGreaterThanOrEqual(politeness.intervalMs - 1);
        // The log sees a request when it arrives: the earlier one's time in transit may shorten the
        // gap there, by no more than that (1 ms for the log's millisecond times).
        expect(later.arrived - earlier.arrived).toBeGreaterThanOrEqual(politeness.intervalMs - (earlier.arrived - earlier.sent!) - 1);
      }
    }
    const byId = new Map(sink.records.map((record) => [record.itemId, record.reading]));
    expect(byId.get('trailbackpack')).toMatchObject({ outcome: 'ok', amount: 89 });
    expect(byId.get('kochmesser')).toMatchObject({ outcome: 'ok' });
  });

  it("backs a failing store off and goes on with the other; the failures carry no price", async () => {
    const items = await allItems();
    const sink = new FakeSink();
    const { engine, storage } = engineOver(items, sink);
    await engine.tick();
    await settleWrites();

    const log = (await admin<{ store: string; path: string; status: number }[]>(demo.adminUrl, 'GET', '/requests')).body;
    const failures = log.filter((entry) => entry.status >= 300);
    expect(failures.length).toBeGreaterThan(0);
    for (const store of new Set(failures.map((entry) => entry.store))) {
      const ofStore = log.filter((entry) => entry.store === store);
      expect(ofStore.at(-1)!.status).toBeGreaterThanOrEqual(300);
    }
    expect(Object.keys(storage.stored.storeBackoff).length).toBeGreaterThan(0);
    expect(storage.stored.queue.length).toBe(items.length - sink.records.length);
    for (const record of sink.records.filter((r) => r.reading.outcome !== 'ok')) {
      expect(record.reading.amount).toBeNull();
    }
  });

  it('resumes a run whose worker stopped after sending a request, without asking for any item twice (request log)', async () => {
    for (const id of ['rain-shell', 'jubilaeumsuhr', 'kochmesser']) await setMode(id, { mode: 'ok' });
    const items = (await allItems()).slice(0, 8);
    const storage = new FakeStorage();
    let sent = 0;
    // The first worker dies with its third request answered but never read: its check never ends.
    const dying: Check = async (item) => {
      const attempt = await fetchPage(fetch, item.url, { timeoutMs: 5000, credentials: 'include' });
      sent += 1;
      return sent === 3 ? new Promise<never>(() => undefined) : checkResult(item, attempt, parse, () => Date.now());
    };
    void engineOver(items, new FakeSink(), storage, dying).engine.tick();
    await expect.poll(() => sent, { timeout: 10_000 }).toBe(3);

    const sink = new FakeSink();
    await engineOver(items, sink, storage).engine.tick();
    await settleWrites();

    const log = (await admin<{ path: string }[]>(demo.adminUrl, 'GET', '/requests')).body;
    const paths = log.map((entry) => entry.path);
    expect(paths).toHaveLength(items.length);
    expect(new Set(paths).size).toBe(items.length);
    expect(sink.records).toHaveLength(items.length - 3);
  });
});

