import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { deleteApp, initializeApp } from 'firebase/app';
import { connectFirestoreEmulator, initializeFirestore, memoryLocalCache, memoryLruGarbageCollector, terminate, type Firestore } from 'firebase/firestore';
import * as lite from 'firebase/firestore/lite';
import type { UsageEvent } from '../../../../../dev/firestore/usage';
import { createRecheckEngine, type EngineView } from '../../../../../src/features/tracking/worker/engine';
import { createFirestoreSink } from '../../../../../src/features/tracking/worker/firestore-sink';
import { createRecheckLeases } from '../../../../../src/features/tracking/worker/firestore/leases';
import { recordItemReading } from '../../../../../src/features/tracking/worker/firestore/observation-writer';
import { liteObservationStoreOf } from '../../../../../src/features/tracking/worker/firestore/lite-observation-store';
import { createCheckedItems } from '../../../../../src/features/tracking/worker/checked-items';
import { subscribeListItems } from '../../../../../src/features/lists/worker/firestore/items';
import type { ListItem } from '../../../../../src/features/lists/model/items';
import { PROJECT_ID, startTestServer } from '../../../firestore/helpers/server';
import { FakeStorage, okReading } from '../../../../unit/features/tracking/worker/engine-harness';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;
const INTERVAL_MS = 6 * HOUR_MS;
const UID = 'ana';
const STORES = ['a.example', 'b.example'];
const ITEMS = 10;

type TestServer = Awaited<ReturnType<typeof startTestServer>>;

/** Waits (in real time) until the server has billed nothing for a moment: the writes and the listeners' answers have landed. */
async function quiet(server: TestServer): Promise<void> {
  let seen = JSON.stringify(server.usage.totals());
  for (;;) {
    await new Promise((resolve) => setTimeout(resolve, 60));
    const now = JSON.stringify(server.usage.totals());
    if (now === seen) return;
    seen = now;
  }
}

/**
 * Five days of a browser re-checking a list of ten unchanged items on two stores every 6 hours,
 * through the worker's engine, sink, leases and listeners against the dev server; what it wrote
 * on days 3-5 (the first change points, their confirmations and the heartbeat a day after them
 * come before), and the check times the state showed.
 */
async function fiveDays(server: TestServer, listId: string, vouched: boolean) {
  // The clock only moves on: the server's commit times follow it.
  vi.setSystemTime(Date.now() + DAY_MS);
  const app = initializeApp({ projectId: PROJECT_ID, apiKey: 'fake-api-key' }, `lease-checks-${listId}`);
  const db: Firestore = initializeFirestore(app, { localCache: memoryLocalCache({ garbageCollector: memoryLruGarbageCollector() }) });
  connectFirestoreEmulator(db, server.host, server.port, { mockUserToken: { sub: UID } });
  const liteDb = lite.getFirestore(app);
  lite.connectFirestoreEmulator(liteDb, server.host, server.port, { mockUserToken: { sub: UID } });
  const writes: UsageEvent[] = [];
  const stopBilling = server.usage.subscribe((event) => {
    if (event.billed === 'writes' && event.path.startsWith(`lists/${listId}/`)) writes.push(event);
  });
  const shownChecks: { at: number; oldest: number }[] = [];
  const view: EngineView = { signedIn: true, listIds: [listId], items: {}, intervalMs: INTERVAL_MS, storesWithAccess: STORES };
  const publish = (id: string, items: ListItem[]) => (view.items = { ...view.items, [id]: items });
  const checked = createCheckedItems<ListItem>(db, publish, (id) => view.items[id]);
  const stopItems = subscribeListItems(db, listId, 'default', (items) => (vouched ? checked.onItems(listId, items) : publish(listId, items)), (error) => {
    throw error;
  });
  if (vouched) checked.follow([listId], new Set([listId]));
  try {
    const batch = lite.writeBatch(liteDb);
    batch.set(lite.doc(liteDb, 'lists', listId), { ownerId: UID, name: 'Home', memberIds: [UID], roles: { [UID]: 'owner' } });
    for (let index = 0; index < ITEMS; index += 1) {
      const store = STORES[index % STORES.length] as string;
      batch.set(lite.doc(liteDb, 'lists', listId, 'items', `i${index}`), {
        name: `Item ${index}`, url: `https://${store}/p/${index}`, productKey: `${store}/p/${index}`, store, price: 10, currency: 'USD',
        availability: 'in-stock', addedAt: lite.serverTimestamp(), lastCheck: null, trend: [],
      });
    }
    await batch.commit();
    await quiet(server);
    const leases = createRecheckLeases(liteDb);
    const sink = createFirestoreSink(
      {
        recordItemReading: (uid, item, reading, now) => recordItemReading(liteObservationStoreOf(liteDb), uid, item, reading, now),
        takeRecheckLease: leases.take,
        ...(vouched && { leaseTimesOf: leases.timesOf }),
      },
      { uid: () => UID, browserId: () => Promise.resolve('ana-laptop'), now: () => Date.now(), leaseView: (id) => ({ listItems: view.items[id] ?? [], storesWithAccess: STORES, intervalMs: INTERVAL_MS }) },
    );
    const engine = createRecheckEngine({
      now: () => Date.now(),
      random: () => 0.5,
      sleep: () => Promise.resolve(),
      storage: new FakeStorage(),
      view: () => view,
      check: () => Promise.resolve({ reading: okReading(Date.now()), retryAfterMs: null }),
      sink,
      refused: (_item, error) => {
        throw error;
      },
      publish: () => undefined,
      politeness: { intervalMs: 0, jitterMs: 0 },
      maxSleepMs: 20_000,
    });
    const start = Date.now();
    // Counted from the third day, once the first change points, their confirmations and the heartbeat a day after them are written.
    const counted = (write: UsageEvent) => (write.version ?? 0) / 1000 > start + 2 * DAY_MS + 2 * HOUR_MS;
    for (let check = 0; check < 20; check += 1) {
      vi.setSystemTime(start + check * INTERVAL_MS + 60_000);
      await engine.tick();
      await quiet(server);
      const items = view.items[listId] ?? [];
      shownChecks.push({ at: Date.now(), oldest: Math.min(...items.map((item) => item.lastCheck?.at ?? 0)) });
    }
    const lastDays = writes.filter(counted);
    return {
      heartbeats: lastDays.filter((write) => write.path.includes('/items/') && !write.path.includes('/observations/') && write.fields?.join() === 'lastCheck').length,
      leaseWrites: lastDays.filter((write) => write.path.includes('/leases/')).length,
      otherWrites: lastDays.filter((write) => !write.path.includes('/leases/') && write.fields?.join() !== 'lastCheck').length,
      shownChecks: shownChecks.slice(9),
    };
  } finally {
    stopItems();
    stopBilling();
    await terminate(db);
    await lite.terminate(liteDb);
    await deleteApp(app);
  }
}

describe('heartbeats carried by the lease (#32): an unchanged item its lease holder checks writes nothing', () => {
  let server: TestServer;

  beforeAll(async () => {
    vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
    server = await startTestServer();
  });
  afterAll(async () => {
    await server.close();
    vi.useRealTimers();
  });

  // From the third day to the fifth (64 hours, eleven checks of every item): the lease renewed every 12 hours.
  it('ten unchanged items on two stores in one list: no heartbeat, the lease written twice a day, every item shown checked within a day', async () => {
    const { heartbeats, leaseWrites, otherWrites, shownChecks } = await fiveDays(server, 'vouched', true);
    expect(heartbeats).toBe(0);
    // Renewed every 12 h: five or six times in the 64 hours, as the window falls.
    expect(leaseWrites).toBeGreaterThanOrEqual(5);
    expect(leaseWrites).toBeLessThanOrEqual(6);
    expect(otherWrites).toBe(0);
    for (const { at, oldest } of shownChecks) {
      expect(at - oldest).toBeLessThan(DAY_MS);
      expect(oldest).toBeLessThanOrEqual(at);
    }
  });

  it('the items as stored, without the lease’s checks, need a heartbeat per item every 24-30 hours for the same checks', async () => {
    const { heartbeats } = await fiveDays(server, 'stored', false);
    // Two or three each in the 64 hours: a heartbeat waits for the first check at least 24 h after the last.
    expect(heartbeats).toBeGreaterThanOrEqual(2 * ITEMS);
    expect(heartbeats).toBeLessThanOrEqual(3 * ITEMS);
  });
});
