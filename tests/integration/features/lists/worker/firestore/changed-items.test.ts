import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { deleteApp, initializeApp } from 'firebase/app';
import {
  connectFirestoreEmulator,
  disableNetwork,
  doc,
  enableNetwork,
  initializeFirestore,
  memoryLocalCache,
  memoryLruGarbageCollector,
  serverTimestamp,
  terminate,
  updateDoc,
  type Firestore,
} from 'firebase/firestore';
import type { UsageEvent } from '../../../../../../dev/firestore/usage';
import { addItem, removeItem, updateItem, type NewItem } from '../../../../../../src/features/lists/worker/firestore/items';
import { createList } from '../../../../../../src/features/lists/worker/firestore/lists';
import { subscribeItemsSince } from '../../../../../../src/features/lists/worker/firestore/changed-items';
import { itemRangeCountsOf } from '../../../../../../src/features/lists/worker/firestore/item-range-counts';
import { connectFirestoreEmulator as connectLiteEmulator, getFirestore as getLiteFirestore, terminate as terminateLite } from 'firebase/firestore/lite';
import type { SeenMarks } from '../../../../../../src/features/lists/worker/items-seen-storage';
import type { ItemsSeen } from '../../../../../../src/features/lists/model/items-seen';
import type { ListItem } from '../../../../../../src/features/lists/model/items';
import { PROJECT_ID, startTestServer } from '../../../../firestore/helpers/server';
import { Reports, connectDataClient } from '../../../../support/data-client';

const ANA = 'ana-uid';
const BEN = 'ben-uid';
const ITEMS = 30;
const HOUR_MS = 60 * 60 * 1000;

type TestServer = Awaited<ReturnType<typeof startTestServer>>;

function product(name: string): NewItem {
  const url = `https://shop.example/p/${encodeURIComponent(name)}`;
  return {
    name, brand: null, image: null, url, productKey: url.replace('https://', ''), store: 'shop.example', price: 10, currency: 'EUR',
    listPrice: null, availability: 'in-stock', sku: null, gtin: null, method: 'json-ld', confidence: 0.9, note: '', quantity: 1,
  };
}

/** Marks kept as storage.local keeps them between worker runs. */
function memoryMarks(): SeenMarks & { stored: Map<string, ItemsSeen> } {
  const stored = new Map<string, ItemsSeen>();
  return { stored, read: (listId) => Promise.resolve(stored.get(listId) ?? null), write: (listId, seen) => void stored.set(listId, seen) };
}

/** Waits (in real time) until the server has billed nothing for a moment. */
async function quiet(server: TestServer): Promise<void> {
  let seen = JSON.stringify(server.usage.totals());
  for (;;) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    const now = JSON.stringify(server.usage.totals());
    if (now === seen) return;
    seen = now;
  }
}

/**
 * Ben's browser: a Firestore whose cache outlives the worker (as IndexedDB does in the extension;
 * here the SDK's memory cache with LRU collection, kept across runs), and the reads the server
 * billed it.
 */
function bensBrowser(server: TestServer) {
  const app = initializeApp({ projectId: PROJECT_ID, apiKey: 'fake-api-key' }, `changed-items-${Math.random()}`);
  const db: Firestore = initializeFirestore(app, { localCache: memoryLocalCache({ garbageCollector: memoryLruGarbageCollector() }) });
  connectFirestoreEmulator(db, server.host, server.port, { mockUserToken: { sub: BEN } });
  const reads: UsageEvent[] = [];
  const stopBilling = server.usage.subscribe((event) => {
    if (event.billed === 'reads' && event.auth.kind === 'user' && event.auth.uid === BEN) reads.push(event);
  });
  const marks = memoryMarks();
  const lite = getLiteFirestore(app);
  connectLiteEmulator(lite, server.host, server.port, { mockUserToken: { sub: BEN } });
  const follow = subscribeItemsSince(marks, itemRangeCountsOf(lite));
  return {
    db,
    marks,
    reads,
    billed: () => reads.reduce((total, event) => total + event.count, 0),
    /** A worker run following the list: its reports, and how to stop it as the browser stops the worker. */
    async wake(listId: string) {
      await enableNetwork(db);
      const reports = new Reports<ListItem[]>();
      const stop = follow(db, listId, 'default', reports.push, (error) => {
        throw error;
      });
      return {
        reports,
        async sleep() {
          stop();
          await disableNetwork(db);
        },
      };
    },
    async close() {
      stopBilling();
      await terminate(db);
      await terminateLite(lite);
      await deleteApp(app);
    },
  };
}

const names = (items: readonly ListItem[]) => items.map((item) => item.name).sort();

describe('following a list’s items from what changed since this browser saw them', () => {
  let server: TestServer;
  let ana: ReturnType<typeof connectDataClient>;

  beforeAll(async () => {
    server = await startTestServer();
    ana = connectDataClient(server.url);
  });
  afterAll(async () => {
    await ana.close();
    await server.close();
  });
  beforeEach(() => server.reset());
  afterEach(() => vi.useRealTimers());

  async function listOf(count: number): Promise<{ listId: string; itemIds: string[] }> {
    const list = createList(ana.db, ANA, 'Shared');
    await list.written;
    const saved = Array.from({ length: count }, (_, index) => addItem(ana.db, list.id, product(`Item ${String(index).padStart(2, '0')}`), ANA));
    await Promise.all(saved.map((save) => save.written));
    return { listId: list.id, itemIds: saved.map((save) => save.id) };
  }

  it('reads the whole list once, then at a wake after hours away only what changed, removals included', async () => {
    const { listId, itemIds } = await listOf(ITEMS);
    const ben = bensBrowser(server);
    try {
      const first = await ben.wake(listId);
      await first.reports.next((items) => items.length === ITEMS && items.every((item) => !item.pendingWrites));
      await quiet(server);
      expect(ben.billed()).toBe(ITEMS);
      expect(ben.marks.stored.get(listId)).toBeDefined();
      await first.sleep();

      // Two hours away: a resumed listener on every item would be billed ITEMS reads again.
      vi.setSystemTime(Date.now() + 2 * HOUR_MS);
      const [changed, removed, heartbeat] = itemIds as [string, string, string];
      await updateItem(ana.db, listId, changed, { note: 'for Ben' });
      await updateDoc(doc(ana.db, 'lists', listId, 'items', heartbeat), { lastCheck: { at: serverTimestamp(), outcome: 'ok', source: 'recheck', observerId: ANA } });
      await addItem(ana.db, listId, product('New item'), ANA).written;
      await removeItem(ana.db, listId, removed);
      const before = ben.billed();

      const second = await ben.wake(listId);
      const items = await second.reports.next((seen) => seen.length === ITEMS && !seen.some((item) => item.id === removed));
      await quiet(server);
      expect(names(items)).toContain('New item');
      expect(items.find((item) => item.id === changed)?.note).toBe('for Ben');
      expect(items.find((item) => item.id === heartbeat)?.lastCheck?.source).toBe('recheck');
      // updatedAt: the changed item, the new one and the newest item before (its time is the mark);
      // lastCheck.at: the heartbeat; the counter; the removed item read alone to see it gone (the
      // counter's latest step names it): 6 reads, where the whole list cost 30.
      expect(ben.billed() - before).toBe(6);
      await second.sleep();
    } finally {
      await ben.close();
    }
  });

  it('bills an awake browser one read per change, two where the item is in both "changed since" results', async () => {
    const { listId, itemIds } = await listOf(5);
    const ben = bensBrowser(server);
    const [edited, checked] = itemIds as [string, string];
    const heartbeat = (source: string) => ({ lastCheck: { at: serverTimestamp(), outcome: 'ok', source, observerId: ANA } });
    try {
      const first = await ben.wake(listId);
      await first.reports.next((items) => items.length === 5);
      await first.sleep();
      vi.setSystemTime(Date.now() + 2 * HOUR_MS);
      const awake = await ben.wake(listId);
      await awake.reports.next((items) => items.length === 5);
      await quiet(server);
      const billedFor = async (change: () => Promise<unknown>, shown: (items: ListItem[]) => boolean) => {
        const before = ben.billed();
        await change();
        await awake.reports.next(shown);
        await quiet(server);
        return ben.billed() - before;
      };
      const itemOf = (items: ListItem[], itemId: string) => items.find((item) => item.id === itemId);

      expect(await billedFor(() => updateItem(ana.db, listId, edited, { note: 'x' }), (items) => itemOf(items, edited)?.note === 'x')).toBe(1);
      const checkedRef = doc(ana.db, 'lists', listId, 'items', checked);
      expect(await billedFor(() => updateDoc(checkedRef, heartbeat('recheck')), (items) => itemOf(items, checked)?.lastCheck?.source === 'recheck')).toBe(1);
      // Each listener holding the changed item is billed for it (docs/scale.md, "By feature, heavy"):
      // a heartbeat of an item saved since the wake, and a change point (it sets both times).
      const editedRef = doc(ana.db, 'lists', listId, 'items', edited);
      expect(await billedFor(() => updateDoc(editedRef, heartbeat('recheck')), (items) => itemOf(items, edited)?.lastCheck?.source === 'recheck')).toBe(2);
      const changePoint = { note: 'y', updatedAt: serverTimestamp(), ...heartbeat('visit') };
      expect(await billedFor(() => updateDoc(checkedRef, changePoint), (items) => itemOf(items, checked)?.note === 'y')).toBe(2);
      await awake.sleep();
    } finally {
      await ben.close();
    }
  });

  it('finds a removal that a later save hides from the counter by counting, not by reading every item', async () => {
    const { listId, itemIds } = await listOf(ITEMS);
    const ben = bensBrowser(server);
    try {
      const first = await ben.wake(listId);
      await first.reports.next((items) => items.length === ITEMS);
      await quiet(server);
      await first.sleep();
      vi.setSystemTime(Date.now() + 2 * HOUR_MS);
      const removed = itemIds[7] as string;
      await removeItem(ana.db, listId, removed);
      await addItem(ana.db, listId, product('New item'), ANA).written;
      const before = ben.billed();

      const second = await ben.wake(listId);
      const items = await second.reports.next((seen) => seen.length === ITEMS && !seen.some((item) => item.id === removed));
      await quiet(server);
      expect(names(items)).toContain('New item');
      // updatedAt: the new item and the mark's; lastCheck.at: none (one read); the counter; a count
      // per halving of the 29 unchanged items; the removed item read alone.
      const halvings = Math.ceil(Math.log2(ITEMS - 1));
      expect(ben.billed() - before).toBeLessThanOrEqual(2 + 1 + 1 + halvings + 1);
      expect(ben.reads.filter((event) => event.cause === 'aggregation').length).toBeGreaterThan(0);
      await second.sleep();
    } finally {
      await ben.close();
    }
  });

  it('shows a removal of an unchanged item and other members’ changes live', async () => {
    const { listId, itemIds } = await listOf(10);
    const ben = bensBrowser(server);
    try {
      const first = await ben.wake(listId);
      await first.reports.next((items) => items.length === 10);
      await first.sleep();
      vi.setSystemTime(Date.now() + 2 * HOUR_MS);

      const awake = await ben.wake(listId);
      await awake.reports.next((items) => items.length === 10);
      await quiet(server);
      const [unchanged, edited] = itemIds as [string, string];
      await removeItem(ana.db, listId, unchanged);
      await awake.reports.next((items) => items.length === 9 && !items.some((item) => item.id === unchanged));
      await updateItem(ana.db, listId, edited, { quantity: 3 });
      await awake.reports.next((items) => items.find((item) => item.id === edited)?.quantity === 3);
      await addItem(ana.db, listId, product('Added while awake'), ANA).written;
      const items = await awake.reports.next((seen) => seen.some((item) => item.name === 'Added while awake'));
      expect(items).toHaveLength(10);
      await awake.sleep();
    } finally {
      await ben.close();
    }
  });

  it('finds several items that went while it was away, and shows exactly what the server holds', async () => {
    const { listId, itemIds } = await listOf(12);
    const ben = bensBrowser(server);
    try {
      const first = await ben.wake(listId);
      await first.reports.next((items) => items.length === 12);
      await first.sleep();
      vi.setSystemTime(Date.now() + 2 * HOUR_MS);
      for (const itemId of itemIds.slice(0, 3)) await removeItem(ana.db, listId, itemId);

      const second = await ben.wake(listId);
      const items = await second.reports.next((seen) => seen.length === 9);
      expect(items.map((item) => item.id).sort()).toEqual(itemIds.slice(3).sort());
      await second.sleep();
    } finally {
      await ben.close();
    }
  });

  it('reads the list whole when the cache lacks items its mark says it saw (a cache cleared, storage kept)', async () => {
    const { listId } = await listOf(8);
    const ben = bensBrowser(server);
    const bensOtherCache = bensBrowser(server);
    try {
      const first = await ben.wake(listId);
      await first.reports.next((items) => items.length === 8);
      await first.sleep();
      for (const [listWithMark, mark] of ben.marks.stored) bensOtherCache.marks.write(listWithMark, mark);

      const second = await bensOtherCache.wake(listId);
      const items = await second.reports.next((seen) => seen.length === 8);
      expect(names(items)).toEqual(Array.from({ length: 8 }, (_, index) => `Item ${String(index).padStart(2, '0')}`));
      await second.sleep();
    } finally {
      await ben.close();
      await bensOtherCache.close();
    }
  });

  it('follows its own saves at once, before the server has them', async () => {
    const { listId } = await listOf(3);
    const ben = bensBrowser(server);
    try {
      const first = await ben.wake(listId);
      await first.reports.next((items) => items.length === 3);
      await first.sleep();
      const awake = await ben.wake(listId);
      await awake.reports.next((items) => items.length === 3);
      const { written } = addItem(ben.db, listId, product('Saved by Ben'), BEN);
      const pending = await awake.reports.next((items) => items.some((item) => item.name === 'Saved by Ben'));
      expect(pending.find((item) => item.name === 'Saved by Ben')?.pendingWrites).toBe(true);
      await written;
      await awake.reports.next((items) => items.length === 4 && items.every((item) => !item.pendingWrites));
      await awake.sleep();
    } finally {
      await ben.close();
    }
  });
});
