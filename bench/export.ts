/**
 * The JSON export end to end against Firestore (the dev server, through the real SDK): the worker's
 * export handlers read each list's items and whole histories, and the page's `exportBlob` builds the
 * file a page at a time, as Options > Data does. The account holds BENCH_EXPORT_LISTS lists (default
 * 1) of 1,000 items, each with a year of weekly price changes (104 observations: a drop and a
 * recovery a week). The product's limit is 100 such lists: the result gives the per-list time and
 * size, and what 100 lists make at that rate (every list costs the same reads and bytes).
 *
 *   npm run bench:export            (BENCH_EXPORT_LISTS=N for another size)
 *
 * `firebase/firestore` is the SDK's browser build here (bench/browser-firestore.mjs): it speaks
 * WebChannel, as the extension does and the dev server understands (its Node build speaks gRPC).
 */
import { loadavg } from 'node:os';
import { deleteApp, initializeApp } from 'firebase/app';
import { Timestamp, connectFirestoreEmulator, doc, initializeFirestore, setLogLevel, terminate, writeBatch, type Firestore } from 'firebase/firestore';
import { startFirestoreServer } from '../dev/firestore/server';
import { exportHandlers } from '../src/features/your-data/worker/export-handlers';
import { exportBlob, type ExportRequests } from '../src/features/your-data/options/run-export';
import { NO_ALERTS } from '../src/features/alerts/model/alerts';
import { CartwatchError, fail, ok } from '../src/platform/messaging/errors';
import type { ListItem } from '../src/features/lists/model/items';
import type { ListSummary } from '../src/features/lists/model/lists';
import { DEFAULT_PREFERENCES } from '../src/features/account/model/preferences';
import { EMPTY_SHARING } from '../src/features/sharing/model/sharing';
import type { AppState } from '../src/app/state';
import { NO_TRACKING } from '../src/features/tracking/model/tracking';
import { round, writeResult } from './support';

const LISTS = Number(process.env.BENCH_EXPORT_LISTS ?? 1);
const ITEMS = 1_000;
const OBSERVATIONS = 104;
const PRODUCT_LIMIT_LISTS = 100;
const UID = 'ana';
const DAY = 86_400_000;
const T0 = Date.UTC(2025, 10, 27, 9);
const hourOf = (at: number) => new Date(at).toISOString().slice(0, 13).replace(/[-T]/g, '');

function itemFields(list: number, item: number, now: number) {
  const url = `https://shop.example/p/${list}-${item}`;
  return {
    name: `Desk lamp ${list}-${item}, brushed brass, 40 cm`, brand: 'Lumen', image: `https://shop.example/img/${item}.jpg`, url,
    productKey: url.replace('https://', ''), store: 'shop.example', price: 89.99, currency: 'EUR', listPrice: 119, savedPrice: 99.99,
    availability: 'in-stock', observerId: null, observationHour: null, sku: `LMP-${item}`, gtin: null, method: 'json-ld', confidence: 0.95,
    note: 'For the study', quantity: 1, status: 'wanted', addedBy: UID, addedAt: Timestamp.fromMillis(now - 400 * DAY + item), updatedAt: Timestamp.fromMillis(now),
  };
}

function observationFields(week: number, dropped: boolean) {
  const at = T0 + week * 7 * DAY + (dropped ? 3 * DAY : 0);
  return {
    id: hourOf(at),
    fields: {
      amount: dropped ? 79.99 : 89.99, currency: 'EUR', availability: 'in-stock', outcome: 'ok', method: 'json-ld', confidence: 0.95,
      source: 'recheck', observerId: UID, observedAt: Timestamp.fromMillis(at), expiresAt: Timestamp.fromMillis(at + 730 * DAY),
    },
  };
}

/** Writes the lists, items and histories in batches of 500, a few batches in flight. */
async function seed(db: Firestore): Promise<number> {
  const writes: [string[], Record<string, unknown>][] = [];
  let documents = 0;
  const flush = async (force: boolean, inFlight: Promise<void>[]) => {
    while (writes.length >= 500 || (force && writes.length > 0)) {
      const batch = writeBatch(db);
      for (const [path, fields] of writes.splice(0, 500)) batch.set(doc(db, path.join('/')), fields);
      inFlight.push(batch.commit());
      if (inFlight.length >= 4) await inFlight.shift();
    }
  };
  const inFlight: Promise<void>[] = [];
  const now = Date.now();
  for (let list = 0; list < LISTS; list += 1) {
    const listId = `list${list}`;
    writes.push([['lists', listId], { name: `List ${list}`, ownerId: UID, memberIds: [UID], roles: { [UID]: 'owner' }, gift: false, createdAt: Timestamp.fromMillis(now), updatedAt: Timestamp.fromMillis(now) }]);
    for (let item = 0; item < ITEMS; item += 1) {
      writes.push([['lists', listId, 'items', `item${item}`], itemFields(list, item, now)]);
      for (let week = 0; week < OBSERVATIONS / 2; week += 1) {
        for (const dropped of [false, true]) {
          const { id, fields } = observationFields(week, dropped);
          writes.push([['lists', listId, 'items', `item${item}`, 'observations', id], fields]);
        }
      }
      documents += 1 + OBSERVATIONS;
      await flush(false, inFlight);
    }
    documents += 1;
  }
  await flush(true, inFlight);
  await Promise.all(inFlight);
  return documents;
}

function stateOf(): AppState {
  const lists: ListSummary[] = Array.from({ length: LISTS }, (_, list) => ({
    id: `list${list}`, name: `List ${list}`, role: 'owner', ownerId: UID, memberCount: 1, gift: false, pendingWrites: false,
  }));
  // The handlers read only how many items each list holds from the state.
  const items = Object.fromEntries(lists.map((list) => [list.id, Array.from({ length: ITEMS }, () => ({}) as ListItem)]));
  return {
    account: { status: 'signed-in', uid: UID, email: 'ana@cartwatch.test', emailVerified: true, anonymous: false },
    profile: { preferences: DEFAULT_PREFERENCES, listOrder: lists.map((list) => list.id), pendingWrites: false },
    lists, items, browsingDetection: false, failedWrites: [], network: 'online', extensionVersion: '0.1.0', cacheWriteFailed: false,
    tracking: NO_TRACKING, alerts: NO_ALERTS, sharing: EMPTY_SHARING,
  };
}

/** The router's answer: a refusal as the page would get it. */
async function answered<T>(handler: () => T | Promise<T>) {
  try {
    return ok(await handler());
  } catch (error) {
    if (error instanceof CartwatchError) return fail(error.code, error.message);
    throw error;
  }
}

setLogLevel('error');
const server = await startFirestoreServer({ port: 0 });
const app = initializeApp({ projectId: 'demo-cartwatch', apiKey: 'fake-api-key' }, 'bench-export');
const db = initializeFirestore(app, {});
const { hostname, port } = new URL(server.url);
connectFirestoreEmulator(db, hostname, Number(port));

try {
  const loadBefore = loadavg()[0] ?? 0;
  const seedStarted = performance.now();
  const documents = await seed(db);
  const seedSeconds = (performance.now() - seedStarted) / 1000;
  console.log(`seeded ${documents} documents in ${round(seedSeconds)} s`);

  const state = stateOf();
  const handlers = exportHandlers(db, () => state);
  const requests: ExportRequests = {
    begin: () => answered(() => handlers['page:export-begin']({}, { role: 'page', sender: {} } as never)),
    items: (listId, offset) => answered(() => handlers['page:export-items']({ listId, offset }, { role: 'page', sender: {} } as never)),
  };
  const readsBefore = server.stats.documentsSent;
  let pages = 0;
  const started = performance.now();
  const outcome = await exportBlob(requests, () => void (pages += 1));
  const seconds = (performance.now() - started) / 1000;
  if (!outcome.ok) throw new Error(`the export failed: ${outcome.error.code} ${outcome.error.message}`);
  const bytes = outcome.blob.size;
  const parsed = JSON.parse(await outcome.blob.text()) as { lists: { items: { history: unknown[] }[] }[] };
  const exportedItems = parsed.lists.reduce((sum, list) => sum + list.items.length, 0);
  const exportedObservations = parsed.lists.reduce((sum, list) => sum + list.items.reduce((inner, item) => inner + item.history.length, 0), 0);
  if (exportedItems !== LISTS * ITEMS || exportedObservations !== LISTS * ITEMS * OBSERVATIONS) {
    throw new Error(`the export holds ${exportedItems} items and ${exportedObservations} observations, not ${LISTS * ITEMS} and ${LISTS * ITEMS * OBSERVATIONS}`);
  }
  const documentsRead = server.stats.documentsSent - readsBefore;
  const perList = { seconds: seconds / LISTS, megabytes: bytes / 1e6 / LISTS };
  const result = {
    measuredAt: new Date().toISOString(),
    loadAverage1m: { before: round(loadBefore, 2), after: round(loadavg()[0] ?? 0, 2) },
    note:
      'The worker’s export handlers and the page’s exportBlob, in one Node process, against the dev Firestore server through the full SDK; ' +
      'each item has a year of weekly price changes (104 observations). `atProductLimit` is 100 such lists at the measured per-list rate.',
    account: { lists: LISTS, itemsPerList: ITEMS, observationsPerItem: OBSERVATIONS, documents },
    seedSeconds: round(seedSeconds),
    export: {
      seconds: round(seconds),
      megabytes: round(bytes / 1e6),
      pagesReported: pages,
      documentsRead,
      itemsPerSecond: round((LISTS * ITEMS) / seconds),
    },
    perList: { seconds: round(perList.seconds, 2), megabytes: round(perList.megabytes, 2) },
    atProductLimit: {
      lists: PRODUCT_LIMIT_LISTS,
      seconds: round(perList.seconds * PRODUCT_LIMIT_LISTS),
      gigabytes: round((perList.megabytes * PRODUCT_LIMIT_LISTS) / 1000, 2),
      documentsRead: Math.round((documentsRead / LISTS) * PRODUCT_LIMIT_LISTS),
    },
  };
  console.log(JSON.stringify(result, null, 2));
  console.log(`written to ${writeResult('export', result)}`);
} finally {
  await terminate(db);
  await deleteApp(app);
  await server.close();
}
