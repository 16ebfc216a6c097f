import { collection, getDocs } from 'firebase/firestore';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { addItem, subscribeListItems, type NewItem } from '../../../../../../src/features/lists/worker/firestore/items';
import { createList } from '../../../../../../src/features/lists/worker/firestore/lists';
import { readHistory, observationStoreOf } from '../../../../../../src/features/tracking/worker/firestore/observations';
import { readLatestChange, recordReading } from '../../../../../../src/features/tracking/worker/firestore/observation-writer';
import { planRecording, writesOf, type RecordPlan } from '../../../../../../src/features/tracking/model/record-plan';
import { createVisitRecorder } from '../../../../../../src/features/tracking/worker/visit-recorder';
import type { DetectedProduct } from '../../../../../../src/features/detection/model/product';
import type { ListItem } from '../../../../../../src/features/lists/model/items';
import type { Reading } from '../../../../../../src/features/tracking/model/tracking';
import { startTestServer } from '../../../../firestore/helpers/server';
import { Reports, connectDataClient } from '../../../../support/data-client';

const ANA = 'ana-uid';
const HOUR_MS = 60 * 60 * 1000;
/** A visit refused here fails the test, instead of going to the worker's list of failed writes. */
const failLoudly = {
  fail(error: unknown): never {
    throw error;
  },
};
// The server's clock never goes back (its update times only grow), so the simulated week starts
// after the real now.
const START = Math.ceil(Date.now() / HOUR_MS) * HOUR_MS + 24 * HOUR_MS;

const product: NewItem = {
  name: 'Lego 42115',
  brand: 'LEGO',
  image: null,
  url: 'https://shop.example/p/42115',
  productKey: 'shop.example/p/42115',
  store: 'shop.example',
  price: 379.99,
  currency: 'EUR',
  listPrice: null,
  availability: 'in-stock',
  sku: null,
  gtin: null,
  method: 'json-ld',
  confidence: 0.9,
  note: '',
  quantity: 1,
};

/** A re-check's reading at `at`: the price, the stock, or a bot check. */
function reading(at: number, amount: number, availability: Reading['availability'] = 'in-stock', outcome: Reading['outcome'] = 'ok'): Reading {
  const ok = outcome === 'ok';
  return { source: 'recheck', outcome, at, amount: ok ? amount : null, currency: ok ? 'EUR' : null, listPrice: null, availability, method: ok ? 'json-ld' : null, confidence: 0.9 };
}

const noChecks = { checkNow: () => Promise.resolve(), disagreementBasisPoints: () => 1000 };

describe('recording readings against the local Firestore server', () => {
  let server: Awaited<ReturnType<typeof startTestServer>>;
  let client: ReturnType<typeof connectDataClient>;

  beforeAll(async () => {
    server = await startTestServer();
    client = connectDataClient(server.url);
  });
  afterAll(async () => {
    await client.close();
    await server.close();
  });
  beforeEach(async () => {
    await server.reset();
    // The server stamps writes with Date.now(): moving the clock simulates the week for both sides.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(START);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  /** Saves the product and follows it; `current()` waits for the item as the server has it. */
  async function savedItem() {
    const list = createList(client.db, ANA, 'Wishlist');
    await list.written;
    const saved = addItem(client.db, list.id, product, ANA);
    await saved.written;
    const reports = new Reports<ListItem[]>();
    const stop = subscribeListItems(client.db, list.id, 'default', reports.push, (error) => {
      throw error;
    });
    const current = async () => {
      const items = await reports.next((items) => items.some((item) => item.id === saved.id && !item.pendingWrites));
      return items.find((item) => item.id === saved.id)!;
    };
    return { listId: list.id, itemId: saved.id, current, stop };
  }

  it('a week at 4 checks a day writes only the change points, their confirmations and one heartbeat a day', async () => {
    const { listId, itemId, current, stop } = await savedItem();
    const tally: Record<RecordPlan['kind'], number> = { none: 0, heartbeat: 0, confirmation: 0, change: 0 };
    let writes = 0;
    try {
      for (let check = 0; check < 7 * 4; check += 1) {
        const at = START + check * 6 * HOUR_MS + 5 * 60 * 1000;
        vi.setSystemTime(at);
        // Days 0-2 unchanged, a drop on day 3, out of stock on day 5 for a day, one bot check on day 6.
        const amount = check >= 12 ? 349.99 : 379.99;
        const availability = check >= 20 && check < 24 ? 'out-of-stock' : 'in-stock';
        const next = reading(at, amount, availability, check === 25 ? 'bot-check' : 'ok');
        const item = await current();
        const plan = planRecording(item, await readLatestChange(observationStoreOf(client.db), listId, item, next), next, at);
        await recordReading(observationStoreOf(client.db), ANA, listId, itemId, plan);
        tally[plan.kind] += 1;
        writes += writesOf(plan);
      }
      const history = await getDocs(collection(client.db, 'lists', listId, 'items', itemId, 'observations'));
      // Change points: the first check, the drop, out of stock, back in stock, the bot check, ok again.
      expect(tally.change).toBe(6);
      expect(history.size).toBe(tally.change + tally.confirmation);
      expect(tally.confirmation).toBeLessThanOrEqual(tally.change);
      expect(tally.heartbeat).toBeLessThanOrEqual(7);
      expect(writes).toBe(2 * tally.change + tally.confirmation + tally.heartbeat);
      console.log(`a simulated week, 28 checks: ${JSON.stringify(tally)}, ${writes} writes, ${history.size} observations`);

      const final = await current();
      expect(final).toMatchObject({ price: 349.99, currency: 'EUR', availability: 'in-stock' });
      expect(final.lastCheck).toMatchObject({ outcome: 'ok', source: 'recheck' });
      expect(final.trend.map((point) => point.amount)).toEqual([379.99, 349.99, 349.99, 349.99, null, 349.99]);

      const points = await readHistory(client.db, listId, itemId, 730, Date.now());
      expect(points).toHaveLength(history.size);
      expect(points.map((point) => point.at)).toEqual([...points.map((point) => point.at)].sort((a, b) => a - b));
      expect(points.find((point) => point.outcome === 'bot-check')).toMatchObject({ amount: null, currency: null, method: null, observerId: ANA });
      const lastDay = await readHistory(client.db, listId, itemId, 1, Date.now());
      expect(lastDay.length).toBeLessThan(points.length);
      expect(lastDay.every((point) => point.at >= Date.now() - 25 * HOUR_MS)).toBe(true);
    } finally {
      stop();
    }
  });

  it('an unchanged item over a week costs its first change point and one heartbeat a day', async () => {
    // A week after the other test's week: the server's clock cannot go back to it.
    const start = START + 14 * 24 * HOUR_MS;
    vi.setSystemTime(start);
    const { listId, itemId, current, stop } = await savedItem();
    let itemWrites = 0;
    let observations = 0;
    try {
      for (let check = 0; check < 7 * 4; check += 1) {
        const at = start + check * 6 * HOUR_MS;
        vi.setSystemTime(at);
        const next = reading(at, 379.99);
        const item = await current();
        const plan = planRecording(item, await readLatestChange(observationStoreOf(client.db), listId, item, next), next, at);
        await recordReading(observationStoreOf(client.db), ANA, listId, itemId, plan);
        if (plan.kind === 'change' || plan.kind === 'heartbeat') itemWrites += 1;
        if (plan.kind === 'change' || plan.kind === 'confirmation') observations += 1;
      }
      const history = await getDocs(collection(client.db, 'lists', listId, 'items', itemId, 'observations'));
      expect(history.size).toBe(observations);
      // The first check starts the history, its confirmation follows; then only heartbeats.
      expect(observations).toBe(2);
      expect(itemWrites).toBeLessThanOrEqual(7);
      console.log(`an unchanged week, 28 checks: ${itemWrites} item writes, ${observations} observations`);
    } finally {
      stop();
    }
  });

  it('visits: a visit to a saved product records its price; a second one the same hour, and a product nobody saved, write nothing', async () => {
    const start = START + 28 * 24 * HOUR_MS;
    vi.setSystemTime(start);
    const { listId, itemId, current, stop } = await savedItem();
    const visited: DetectedProduct = {
      name: 'Lego 42115', brand: 'LEGO', image: null, canonicalUrl: product.url, price: 359.99, currency: 'EUR', listPrice: 379.99,
      availability: 'in-stock', sku: null, gtin: null, method: 'microdata', confidence: 0.8, priceIsFrom: false, isRange: false, currencyGuessed: false,
    };
    try {
      const item = await current();
      const recordVisit = createVisitRecorder(client.db, () => ANA, () => ({ [listId]: [item] }), failLoudly, noChecks);
      await recordVisit('https://www.shop.example/p/42115?utm_source=mail', visited, item.addedAt + 1);
      const after = await current();
      expect(after).toMatchObject({ price: 359.99, lastCheck: { source: 'visit', outcome: 'ok' } });
      vi.setSystemTime(start + 10 * 60 * 1000);
      const again = createVisitRecorder(client.db, () => ANA, () => ({ [listId]: [after] }), failLoudly, noChecks);
      await again(product.url, visited, Date.now());
      await createVisitRecorder(client.db, () => ANA, () => ({ [listId]: [after] }), failLoudly, noChecks)(
        'https://shop.example/p/other',
        { ...visited, canonicalUrl: null, price: 9.99 },
        Date.now(),
      );
      const history = await getDocs(collection(client.db, 'lists', listId, 'items', itemId, 'observations'));
      expect(history.docs.map((observation) => observation.get('source') as unknown)).toEqual(['visit']);
      expect(history.docs[0]?.get('method')).toBe('microdata');
    } finally {
      stop();
    }
  });

  it('an old tab: a page loaded before the item\'s latest check writes nothing, and its disagreeing price asks one check', async () => {
    const start = START + 30 * 24 * HOUR_MS;
    vi.setSystemTime(start);
    const { listId, itemId, current, stop } = await savedItem();
    const stalePage: DetectedProduct = {
      name: 'Lego 42115', brand: 'LEGO', image: null, canonicalUrl: product.url, price: 999.99, currency: 'EUR', listPrice: null,
      availability: 'in-stock', sku: null, gtin: null, method: 'microdata', confidence: 0.8, priceIsFrom: false, isRange: false, currencyGuessed: false,
    };
    try {
      const before = await current();
      const asked: string[] = [];
      const checks = { checkNow: (list: string, item: string) => (asked.push(`${list}/${item}`), Promise.resolve()), disagreementBasisPoints: () => 1000 };
      const recordVisit = createVisitRecorder(client.db, () => ANA, () => ({ [listId]: [before] }), failLoudly, checks);
      await recordVisit(product.url, stalePage, before.addedAt - 60_000);
      await recordVisit(product.url, stalePage, null);
      expect(await current()).toEqual(before);
      const history = await getDocs(collection(client.db, 'lists', listId, 'items', itemId, 'observations'));
      expect(history.size).toBe(0);
      expect(asked).toEqual([`${listId}/${itemId}`]);
    } finally {
      stop();
    }
  });
});
