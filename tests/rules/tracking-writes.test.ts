/**
 * The worker's tracking writes (recordReading, readHistory, readLatestChange, takeRecheckLease, and
 * list deletion with its leases) run against the rules: every write tracking makes must be allowed.
 */
import { assertSucceeds } from '@firebase/rules-unit-testing';
import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import type { Firestore } from 'firebase/firestore';
import { connectFirestoreEmulator, getFirestore, terminate, type Firestore as LiteFirestore } from 'firebase/firestore/lite';
import { afterEach, describe, expect, it } from 'vitest';
import { LEASE_MS, createRecheckLeases, takeRecheckLease } from '../../src/features/tracking/worker/firestore/leases';
import { deleteList } from '../../src/features/lists/worker/firestore/lists';
import { readHistory, observationStoreOf } from '../../src/features/tracking/worker/firestore/observations';
import { readLatestChange, recordReading } from '../../src/features/tracking/worker/firestore/observation-writer';
import { hourIdOf } from '../../src/features/tracking/model/hour-id';
import { observationIdOf } from '../../src/features/tracking/model/observation-id';
import { planRecording } from '../../src/features/tracking/model/record-plan';
import type { ListItem } from '../../src/features/lists/model/items';
import type { Reading } from '../../src/features/tracking/model/tracking';
import {
  EDITOR,
  ITEM,
  OWNER,
  PROJECT_ID,
  SHARED_LIST,
  VIEWER,
  dbAs,
  hoursFromNow,
  itemPath,
  leasePath,
  listPath,
  newItem,
  newLease,
  seed,
  sharedListScene,
  timestampAt,
  useRulesEnvironment,
  type Fields,
} from './support';

const { env } = useRulesEnvironment();
const HOUR_MS = 60 * 60 * 1000;

function workerDb(uid: string): Firestore {
  return (dbAs(env(), uid) as unknown as { _delegate: Firestore })._delegate;
}

async function stored(path: string): Promise<Fields | undefined> {
  let data: Fields | undefined;
  await env().withSecurityRulesDisabled(async (context) => {
    data = (await context.firestore().doc(path).get()).data();
  });
  return data;
}

/** The seeded item (`newItem(OWNER)`) as the worker's listener shows it. */
function seededItem(overrides: Partial<ListItem> = {}): ListItem {
  return {
    id: ITEM,
    listId: SHARED_LIST,
    name: 'LEGO Technic 42115 Lamborghini Sián',
    brand: 'LEGO',
    image: null,
    url: 'https://shop.example/p/42115',
    productKey: 'shop.example/p/42115',
    store: 'shop.example',
    price: 379.99,
    currency: 'EUR',
    listPrice: 449.99,
    savedPrice: 379.99,
    availability: 'in-stock',
    method: 'json-ld',
    note: '',
    quantity: 1,
    status: 'wanted',
    addedBy: OWNER,
    addedAt: 0,
    lastCheck: null,
    trend: [],
    pendingWrites: false,
    ...overrides,
  };
}

function reading(at: number, overrides: Partial<Reading> = {}): Reading {
  return {
    source: 'recheck',
    outcome: 'ok',
    at,
    amount: 359.99,
    currency: 'EUR',
    listPrice: null,
    availability: 'in-stock',
    method: 'json-ld',
    confidence: 0.9,
    ...overrides,
  };
}

/** A change point from a moment ago, as the item shows after it. */
function changedItem(at: number, overrides: Partial<ListItem> = {}): ListItem {
  return seededItem({
    price: 359.99,
    lastCheck: { at, outcome: 'ok', source: 'recheck' },
    trend: [{ at, amount: 359.99, availability: 'in-stock' }],
    ...overrides,
  });
}

describe('recording readings under the rules', () => {
  it.each([OWNER, EDITOR, VIEWER])('%s records a change point: the observation and the item follow it', async (uid) => {
    await seed(env(), sharedListScene());
    const now = Date.now();
    const plan = planRecording(seededItem(), null, reading(now), now);
    expect(plan.kind).toBe('change');
    await assertSucceeds(recordReading(observationStoreOf(workerDb(uid)), uid, SHARED_LIST, ITEM, plan));
    expect(await stored(itemPath())).toMatchObject({
      price: 359.99,
      observerId: uid,
      observationHour: observationIdOf(hourIdOf(now), uid),
      lastCheck: { outcome: 'ok', source: 'recheck', observerId: uid },
    });
    expect(await stored(`${itemPath()}/observations/${observationIdOf(hourIdOf(now), uid)}`)).toMatchObject({ amount: 359.99, outcome: 'ok', method: 'json-ld' });
  });

  it('a failed check after an ok one, and the ok one that ends it, are change points that keep the price', async () => {
    const now = Date.now();
    await seed(env(), sharedListScene());
    const ok = planRecording(seededItem(), null, reading(now - 3 * HOUR_MS), now - 3 * HOUR_MS);
    await assertSucceeds(recordReading(observationStoreOf(workerDb(VIEWER)), VIEWER, SHARED_LIST, ITEM, ok));
    const failed = planRecording(changedItem(now - 3 * HOUR_MS, { listPrice: null }), null, reading(now, { outcome: 'bot-check', amount: null, currency: null, availability: 'unknown' }), now);
    expect(failed.kind).toBe('change');
    await assertSucceeds(recordReading(observationStoreOf(workerDb(VIEWER)), VIEWER, SHARED_LIST, ITEM, failed));
    expect(await stored(itemPath())).toMatchObject({ price: 359.99, availability: 'in-stock', lastCheck: { outcome: 'bot-check' } });
  });

  it('a page in another currency is a currency-mismatch change point without an amount', async () => {
    await seed(env(), sharedListScene());
    const now = Date.now();
    const changeAt = now - HOUR_MS;
    const plan = planRecording(changedItem(changeAt), null, reading(now, { currency: 'USD' }), now);
    await seed(env(), {
      [itemPath()]: newItem(OWNER, {
        price: 359.99,
        lastCheck: { at: timestampAt(changeAt), outcome: 'ok', source: 'recheck', observerId: OWNER },
        trend: [{ at: timestampAt(changeAt), amount: 359.99, availability: 'in-stock' }],
      }),
    });
    await assertSucceeds(recordReading(observationStoreOf(workerDb(EDITOR)), EDITOR, SHARED_LIST, ITEM, plan));
    expect(await stored(`${itemPath()}/observations/${observationIdOf(hourIdOf(now), EDITOR)}`)).toMatchObject({ outcome: 'currency-mismatch', amount: null });
  });

  it('a change on an item whose trend is full drops the oldest point (the largest item update)', async () => {
    const now = Date.now();
    const trend = Array.from({ length: 8 }, (_, index) => ({ at: now - (9 - index) * HOUR_MS, amount: 300 + index, availability: 'in-stock' as const }));
    const last = trend.at(-1)!;
    await seed(env(), {
      ...sharedListScene(),
      [itemPath()]: newItem(OWNER, {
        price: last.amount,
        lastCheck: { at: timestampAt(last.at), outcome: 'ok', source: 'recheck', observerId: OWNER },
        trend: trend.map((point) => ({ ...point, at: timestampAt(point.at) })),
      }),
    });
    const item = seededItem({ price: last.amount, lastCheck: { at: last.at, outcome: 'ok', source: 'recheck' }, trend });
    const plan = planRecording(item, null, reading(now, { amount: 250, listPrice: 449.99 }), now);
    await assertSucceeds(recordReading(observationStoreOf(workerDb(VIEWER)), VIEWER, SHARED_LIST, ITEM, plan));
    const after = await stored(itemPath());
    expect((after?.trend as { amount: number }[]).map((point) => point.amount)).toEqual([301, 302, 303, 304, 305, 306, 307, 250]);
  });

  it('a confirmation (with its heartbeat) and a heartbeat alone', async () => {
    const now = Date.now();
    await seed(env(), {
      ...sharedListScene(),
      [itemPath()]: newItem(OWNER, { price: 359.99, lastCheck: { at: hoursFromNow(-25), outcome: 'ok', source: 'recheck', observerId: OWNER } }),
    });
    const changeAt = now - 25 * HOUR_MS;
    const confirmation = planRecording(changedItem(changeAt), { confirmed: false }, reading(now), now);
    expect(confirmation).toMatchObject({ kind: 'confirmation', heartbeat: true });
    await assertSucceeds(recordReading(observationStoreOf(workerDb(VIEWER)), VIEWER, SHARED_LIST, ITEM, confirmation));
    const heartbeat = planRecording(changedItem(changeAt, { lastCheck: { at: changeAt, outcome: 'ok', source: 'recheck' }, trend: [] }), null, reading(now), now);
    expect(heartbeat.kind).toBe('heartbeat');
    await assertSucceeds(recordReading(observationStoreOf(workerDb(EDITOR)), EDITOR, SHARED_LIST, ITEM, heartbeat));
    expect(await stored(itemPath())).toMatchObject({ lastCheck: { observerId: EDITOR, outcome: 'ok' } });
  });

  it('a member reads the history and asks whether a change is confirmed', async () => {
    await seed(env(), sharedListScene());
    const now = Date.now();
    await recordReading(observationStoreOf(workerDb(OWNER)), OWNER, SHARED_LIST, ITEM, planRecording(seededItem(), null, reading(now - 3 * HOUR_MS), now - 3 * HOUR_MS));
    const points = await assertSucceeds(readHistory(workerDb(VIEWER), SHARED_LIST, ITEM, 30, now));
    expect(points).toMatchObject([{ amount: 359.99, observerId: OWNER, outcome: 'ok', source: 'recheck' }]);
    const latest = await assertSucceeds(readLatestChange(observationStoreOf(workerDb(VIEWER)), SHARED_LIST, changedItem(now - 3 * HOUR_MS), reading(now)));
    expect(latest).toEqual({ confirmed: false });
  });

  it('another member’s reading in the change’s own hour is their own document and confirms nothing; one in a later hour confirms it', async () => {
    await seed(env(), sharedListScene());
    const now = Date.now();
    const changeAt = now - 3 * HOUR_MS;
    await recordReading(observationStoreOf(workerDb(OWNER)), OWNER, SHARED_LIST, ITEM, planRecording(seededItem(), null, reading(changeAt), changeAt));
    await seed(env(), { [`${itemPath()}/observations/${observationIdOf(hourIdOf(changeAt), VIEWER)}`]: { amount: 359.99, observerId: VIEWER, observedAt: timestampAt(changeAt) } });
    expect(await stored(`${itemPath()}/observations/${observationIdOf(hourIdOf(changeAt), OWNER)}`)).toMatchObject({ observerId: OWNER });
    const store = observationStoreOf(workerDb(VIEWER));
    expect(await readLatestChange(store, SHARED_LIST, changedItem(changeAt), reading(now))).toEqual({ confirmed: false });
    await seed(env(), { [`${itemPath()}/observations/${observationIdOf(hourIdOf(changeAt + HOUR_MS), VIEWER)}`]: { amount: 359.99, observerId: VIEWER, observedAt: timestampAt(changeAt + HOUR_MS) } });
    expect(await readLatestChange(store, SHARED_LIST, changedItem(changeAt), reading(now))).toEqual({ confirmed: true });
  });
});

describe('leases under the rules', () => {
  const apps: FirebaseApp[] = [];
  afterEach(async () => {
    await Promise.all(apps.splice(0).map(async (app) => {
      await terminate(getFirestore(app));
      await deleteApp(app);
    }));
  });

  /** A lite Firestore signed in as `uid` (an emulator mock token), as the worker's lite instance. */
  function liteAs(uid: string): LiteFirestore {
    const app = initializeApp({ projectId: PROJECT_ID, apiKey: 'fake-api-key' }, `lite-${uid}-${apps.length}-${Date.now()}`);
    apps.push(app);
    const db = getFirestore(app);
    const [host, port] = (process.env.FIRESTORE_EMULATOR_HOST ?? '').split(':');
    connectFirestoreEmulator(db, host ?? '127.0.0.1', Number(port), { mockUserToken: { sub: uid, user_id: uid } });
    return db;
  }
  const request = (uid: string, now = Date.now()) => ({ uid, browserId: `browser-of-${uid}`, listId: SHARED_LIST, store: 'shop.example', now, durationMs: LEASE_MS });

  it('a viewer takes the lease in a lite transaction; the editor is turned away; it expires to the editor', async () => {
    await seed(env(), sharedListScene());
    expect(await takeRecheckLease(liteAs(VIEWER), request(VIEWER))).toBe('taken');
    expect(await takeRecheckLease(liteAs(EDITOR), request(EDITOR))).toBe('held-by-other');
    await seed(env(), { [leasePath()]: newLease(VIEWER, { until: hoursFromNow(-1), takenAt: hoursFromNow(-25) }) });
    expect(await takeRecheckLease(liteAs(EDITOR), request(EDITOR))).toBe('taken');
    expect(await stored(leasePath())).toMatchObject({ holderId: EDITOR });
  });

  it('the list-wide lease (#32) passes the rules as they are: taken by a member who may fetch every store, turning the others away', async () => {
    await seed(env(), sharedListScene());
    const items = [{ store: 'shop.example', addedAt: Date.now() - HOUR_MS }];
    const listRequest = (uid: string) => ({ ...request(uid), listItems: items, storesWithAccess: ['shop.example'] });
    expect(await createRecheckLeases(liteAs(VIEWER)).take(listRequest(VIEWER))).toBe('taken');
    expect(await stored(`lists/${SHARED_LIST}/leases/-`)).toMatchObject({ holderId: VIEWER, store: '*' });
    expect(await createRecheckLeases(liteAs(EDITOR)).take(listRequest(EDITOR))).toBe('held-by-other');
  });

  it('deleting a list deletes its leases', async () => {
    await seed(env(), { ...sharedListScene(), [leasePath()]: newLease(VIEWER, { takenAt: hoursFromNow(-1) }) });
    const { written } = await deleteList(workerDb(OWNER), SHARED_LIST);
    await assertSucceeds(written);
    expect(await stored(leasePath())).toBeUndefined();
    expect(await stored(listPath())).toBeUndefined();
  });
});
