// Price alerts end to end (npm run bench:alerts), issue #13: from an observation written by ANOTHER
// browser to the notification shown in this one, worker awake and worker asleep; and the rule
// engine's cost over 1,000 items with a year of history (bench/alerts-rules.ts, run as a child).
//
// Setup: the local stack (Auth emulator, dev Firestore server, demo store) and a local build with the
// politeness interval shortened (CARTWATCH_RECHECK_POLITENESS_MS, default here 200 ms: it only
// shortens browser B's wait before its check, which is before the measured interval).
// - Browser A ("here"): signs up, saves the items, has NO store access, so nothing it shows can
//   come from a reading of its own: only B's observation can tell it the price dropped.
// - Browser B ("elsewhere"): a second Chromium profile signed in to the SAME account, with host
//   access to the demo store (an earlier grant, requested in a click). Another member's browser
//   cannot be set up through the extension yet (sharing lists is not implemented: firestore.rules,
//   "sharing ... comes later"); for A without store access such an observation would take the same
//   path (alerted with observerId), for A with store access it would add A's own check.
// - The items: one JSON-LD product whose page shows its price (camp-stove, mode switched to ok, so
//   one reading is a confirmed price), one item per repetition (?variant=i), each first read by B
//   at its price (its baseline) and seen by A's alert engine (its rule state in A's storage), then
//   the store's price lowered by 20 % (the default rule: 10 % drop). Repetition i: B "Check now"
//   on item i (page:check-now), B's extension writes the change point (observation and item).
// - t0: the server's commit time of that observation (its updateTime on the dev Firestore server,
//   read over REST afterwards; same machine, same clock). Measured from t0:
//   notification: the first time A's chrome.notifications.getAll() (from a blank extension page,
//   which does not wake the worker) lists a new notification, polled every 50 ms;
//   control (awake): A's state (page:get-state) shows the item's new price: the observation reached
//   A at all; control (asleep): A's service worker starting again (CDP ServiceWorker events).
// - Asleep: A's worker stopped (CDP ServiceWorker.stopAllWorkers) right before B's check, after a
//   random wait (2-57 s) so that B's write lands at a random moment of the 1-minute alarm's period;
//   nothing sends the worker a message until the notification shows: it wakes on its own (the alarm).
// Usage: npm run bench:alerts (BENCH_AWAKE=10 BENCH_ASLEEP=5 repetitions by default)
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import type { CDPSession, Page } from 'playwright-core';
import { catalogue } from '../dev/demo-store';
import { LOCAL_PROJECT_ID } from '../dev/start/stack';
import { DEFAULT_ALERT_PREFERENCES } from '../src/features/alerts/model/alerts';
import type { ProductToSave } from '../src/features/saving/model/product-to-save';
import { storeOrigins } from '../src/features/tracking/model/store-access';
import { POLITENESS_ENV } from '../src/features/tracking/model/settings';
import { launchExtension, type LoadedExtension } from '../tests/e2e/support/extension';
import { launchWithEarlierGrants } from '../tests/e2e/support/granted-hosts';
import { startLocalStack } from '../tests/e2e/support/local-stack';
import { TEST_PASSWORD, uniqueEmail } from '../tests/e2e/support/options-page';
import { request, stateOf } from './support-account';
import { RESULTS_DIR, round, summarise, waitUntil, writeResult } from './support';

const AWAKE = Number(process.env.BENCH_AWAKE ?? 10);
const ASLEEP = Number(process.env.BENCH_ASLEEP ?? 5);
process.env[POLITENESS_ENV] ??= '200';
const POLITENESS_MS = Number(process.env[POLITENESS_ENV]);
const PRODUCT = 'camp-stove';
const DROP = 0.8;
const AWAKE_TIMEOUT_MS = 60_000;
const ASLEEP_TIMEOUT_MS = 180_000;
const POLL_MS = 50;
/** Asleep: up to this much random wait before stopping A's worker, spreading B's write over the alarm's minute. */
const PHASE_SPREAD_MS = 55_000;
const BLANK_PAGE = 'bench-alerts.html';

const product = catalogue.find((candidate) => candidate.id === PRODUCT);
if (!product) throw new Error(`The demo store has no product "${PRODUCT}"`);
const LOAD_AT_START = loadavg();
const sleep = (ms: number) => new Promise((resolveSleep) => setTimeout(resolveSleep, ms));

/** The first of `attempts` tries of `action` that does not throw (the Auth emulator drops a request now and then). */
async function retried<T>(what: string, action: () => Promise<T>, attempts = 3): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await action();
    } catch (error) {
      if (attempt === attempts) throw error;
      console.warn(`${what} attempt ${attempt} failed (${String(error)}), trying again`);
      await sleep(1_000);
    }
  }
}

const notificationIds = (page: Page) => page.evaluate(async () => Object.keys(await chrome.notifications.getAll()));
const clearNotifications = (page: Page) =>
  page.evaluate(async () => {
    for (const id of Object.keys(await chrome.notifications.getAll())) await chrome.notifications.clear(id);
  });

/** A's alert rule states in its storage (read from a page: the worker is not involved). */
const ruleStates = (page: Page, uid: string) =>
  page.evaluate(async (prefix) => {
    const all = await chrome.storage.local.get(null);
    return Object.fromEntries(Object.entries(all).filter(([key]) => key.startsWith(prefix))) as Record<string, { lastPrice: number | null }>;
  }, `alert-rule:${uid}:`);

const stackDir = mkdtempSync(join(tmpdir(), 'cartwatch-bench-alerts-'));
const stack = await startLocalStack(stackDir);
writeFileSync(join(stack.extensionDir, BLANK_PAGE), '<!doctype html><title>Cartwatch bench</title>');
const store = stack.store.stores.find((running) => running.id === product.storeId);
if (!store) throw new Error(`No running store ${product.storeId}`);
const admin = async (path: string, body: object) => {
  const response = await fetch(`${stack.store.adminUrl}/products/${PRODUCT}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`The demo store refused ${path || 'the offer'}: ${response.status} ${await response.text()}`);
};
await admin('/mode', { mode: 'ok' });
const dropPrice = Number((product.price * DROP).toFixed(2));

const host = new URL(store.origin).hostname;
let here: LoadedExtension | undefined;
let elsewhere: LoadedExtension | undefined;
try {
  here = await launchExtension(stack.extensionDir);
  elsewhere = await launchWithEarlierGrants(storeOrigins(host), stack.extensionDir);
  const browserVersion = here.context.browser()?.version() ?? '';
  const pageA = await here.openPage(BLANK_PAGE);
  const pageB = await elsewhere.openPage(BLANK_PAGE);

  // One account, two browsers.
  const email = uniqueEmail('bench-alerts');
  await retried('sign-up', () => request(pageA, 'page:sign-up', { email, password: TEST_PASSWORD }));
  await waitUntil('the default list in A', async () => ((await stateOf(pageA)).state.lists?.length ?? 0) === 1, 30_000);
  const snapshotA = await stateOf(pageA);
  if (snapshotA.state.account.status !== 'signed-in') throw new Error('A is not signed in');
  const uid = snapshotA.state.account.uid;
  const listId = snapshotA.state.lists![0]!.id;
  await request(pageA, 'page:update-alert-preferences', { ...DEFAULT_ALERT_PREFERENCES, dailyCap: 50 });
  await retried('sign-in of B', () => request(pageB, 'page:sign-in', { email, password: TEST_PASSWORD }));

  // B's store access, granted in a click as the shopper would.
  const sessionB = await elsewhere.context.newCDPSession(pageB);
  const granted = (await sessionB.send('Runtime.evaluate', {
    expression: `chrome.permissions.request({ origins: ${JSON.stringify(storeOrigins(host))} })`,
    userGesture: true,
    awaitPromise: true,
    returnByValue: true,
  })) as { result?: { value?: unknown } };
  if (granted.result?.value !== true) throw new Error(`B's host access request did not grant: ${JSON.stringify(granted)}`);
  await waitUntil('B to see its store access', async () => (await stateOf(pageB)).state.tracking.storesWithAccess.length > 0, 10_000);
  if ((await stateOf(pageA)).state.tracking.storesWithAccess.length > 0) throw new Error('A has store access: it could read the drop itself');

  // The items, saved by A at the store's price; each first read by B (its baseline).
  const count = AWAKE + ASLEEP;
  const itemIds: string[] = [];
  for (let index = 0; index < count; index += 1) {
    const save: ProductToSave = {
      url: `${store.origin}${product.path}?variant=${index}`,
      name: `${product.name} (${index + 1})`,
      brand: product.brand,
      image: `${store.origin}/images/${product.id}.svg`,
      price: product.price,
      currency: product.currency,
      listPrice: null,
      availability: 'in-stock',
      sku: `${product.sku}-${index}`,
      gtin: null,
      method: 'json-ld',
      confidence: 0.95,
    };
    itemIds.push((await request(pageA, 'page:save-item', { listId, product: save })).id);
  }
  const setupStarted = performance.now();
  await waitUntil(
    'B to see every item',
    async () => ((await stateOf(pageB)).state.items[listId]?.length ?? 0) === count,
    60_000,
  );
  await request(pageB, 'page:check-all', {});
  await waitUntil(
    "B's first reading of every item, synced",
    async () => {
      const items = (await stateOf(pageB)).state.items[listId] ?? [];
      return items.length === count && items.every((item) => item.lastCheck?.outcome === 'ok' && item.price === product.price && !item.pendingWrites);
    },
    180_000,
  );
  await waitUntil(
    "A's alert engine to have seen every item at its price",
    async () => {
      const states = await ruleStates(pageA, uid);
      return itemIds.every((id) => states[`alert-rule:${uid}:${listId}/${id}`]?.lastPrice === product.price);
    },
    180_000,
  );
  console.log(`${count} items saved, read by B and seen by A in ${((performance.now() - setupStarted) / 1000).toFixed(1)} s`);
  await clearNotifications(pageA);
  await admin('', { price: dropPrice });

  /** The server's commit time of item `itemId`'s observation at the drop price. */
  const observationCommit = async (itemId: string): Promise<{ updateTime: string; at: number; observerId: string }> => {
    const url = `${stack.firestore.url}/v1/projects/${LOCAL_PROJECT_ID}/databases/(default)/documents/lists/${listId}/items/${itemId}/observations`;
    const { documents = [] } = (await (await fetch(url)).json()) as {
      documents?: { updateTime: string; fields: Record<string, { doubleValue?: number | string; integerValue?: string; stringValue?: string }> }[];
    };
    const amountOf = (value: { doubleValue?: number | string; integerValue?: string } | undefined) => Number(value?.doubleValue ?? value?.integerValue ?? Number.NaN);
    const drop = documents.filter((document) => amountOf(document.fields.amount) === dropPrice).sort((a, b) => a.updateTime.localeCompare(b.updateTime)).at(-1);
    if (!drop) throw new Error(`No observation at ${dropPrice} for ${itemId}: ${JSON.stringify(documents)}`);
    // Microsecond RFC 3339 to milliseconds.
    const at = Date.parse(drop.updateTime.replace(/(\.\d{3})\d*Z$/, '$1Z'));
    return { updateTime: drop.updateTime, at, observerId: drop.fields.observerId?.stringValue ?? '' };
  };

  /** A CDP session on A's blank page that notes when the extension's service worker starts running. */
  const sessionA: CDPSession = await here.context.newCDPSession(pageA);
  let workerStatus = 'running';
  const statusChanges: { at: number; status: string }[] = [];
  const extensionIdA = here.extensionId;
  sessionA.on('ServiceWorker.workerVersionUpdated', ({ versions }) => {
    for (const version of versions.filter((candidate) => candidate.scriptURL.includes(extensionIdA))) {
      if (version.runningStatus !== workerStatus) statusChanges.push({ at: Date.now(), status: version.runningStatus });
      workerStatus = version.runningStatus;
    }
  });
  await sessionA.send('ServiceWorker.enable');
  const stopWorkerA = async () => {
    await sessionA.send('ServiceWorker.stopAllWorkers');
    await waitUntil("A's worker to stop", () => Promise.resolve(workerStatus === 'stopped'), 10_000);
  };

  interface Repetition {
    condition: 'awake' | 'asleep';
    item: number;
    observationCommittedAt: string;
    observerId: string;
    /** B's Check now request to the commit (B's politeness wait, fetch, parse and write). */
    checkToCommitMs: number;
    notificationMs: number | null;
    /** awake: A's state shows the new price; asleep: A's worker starts running again. */
    controlMs: number | null;
    workerStatusChanges?: { ms: number; status: string }[];
    /** asleep: the random wait after the previous repetition before A's worker was stopped. */
    waitedBeforeStopMs?: number;
  }
  const repetitions: Repetition[] = [];
  const failures: { condition: string; item: number; error: string }[] = [];

  const run = async (condition: 'awake' | 'asleep', index: number) => {
    const itemId = itemIds[index]!;
    const before = new Set(await notificationIds(pageA));
    let waitedMs: number | undefined;
    if (condition === 'asleep') {
      // The previous repetition ended just after a wake by the alarm: a random wait first, so B's
      // observation lands at a random moment of the alarm's minute (not always just after it).
      waitedMs = 2_000 + Math.round(Math.random() * PHASE_SPREAD_MS);
      await sleep(waitedMs);
      await stopWorkerA();
    } else {
      await stateOf(pageA); // wakes A's worker if it was not running
    }
    statusChanges.length = 0;
    const timeout = condition === 'awake' ? AWAKE_TIMEOUT_MS : ASLEEP_TIMEOUT_MS;
    const requested = Date.now();
    await retried("B's Check now", () => request(pageB, 'page:check-now', { listId, itemId }));
    let notifiedAt: number | null = null;
    let controlAt: number | null = null;
    while (Date.now() - requested < timeout && (notifiedAt === null || (condition === 'awake' && controlAt === null))) {
      if (notifiedAt === null && (await notificationIds(pageA)).some((id) => !before.has(id))) notifiedAt = Date.now();
      if (condition === 'awake' && controlAt === null) {
        const item = (await stateOf(pageA)).state.items[listId]?.find((candidate) => candidate.id === itemId);
        if (item?.price === dropPrice) controlAt = Date.now();
      }
      await sleep(POLL_MS);
    }
    if (condition === 'asleep') controlAt = statusChanges.find((change) => change.status === 'running')?.at ?? null;
    try {
      await waitUntil('the observation on the server', () => observationCommit(itemId).then(() => true, () => false), 30_000);
    } catch (error) {
      failures.push({ condition, item: index, error: String(error) });
      console.error(`${condition} #${index}: ${String(error)}`);
      return;
    }
    const commit = await observationCommit(itemId);
    const repetition: Repetition = {
      condition,
      item: index,
      observationCommittedAt: commit.updateTime,
      observerId: commit.observerId,
      checkToCommitMs: commit.at - requested,
      notificationMs: notifiedAt === null ? null : notifiedAt - commit.at,
      controlMs: controlAt === null ? null : controlAt - commit.at,
      ...(condition === 'asleep' ? { waitedBeforeStopMs: waitedMs, workerStatusChanges: statusChanges.map((change) => ({ ms: change.at - commit.at, status: change.status })) } : {}),
    };
    repetitions.push(repetition);
    console.log(
      `${condition} #${index}: notification ${repetition.notificationMs ?? 'none'} ms, control ${repetition.controlMs ?? 'none'} ms after the commit (B's check took ${repetition.checkToCommitMs} ms)`,
    );
    await clearNotifications(pageA);
  };

  for (let index = 0; index < AWAKE; index += 1) await run('awake', index);
  for (let index = AWAKE; index < AWAKE + ASLEEP; index += 1) await run('asleep', index);
  await sessionA.detach();

  const figures = (condition: 'awake' | 'asleep') => {
    const runs = repetitions.filter((repetition) => repetition.condition === condition);
    const notified = runs.map((repetition) => repetition.notificationMs).filter((ms): ms is number => ms !== null);
    const control = runs.map((repetition) => repetition.controlMs).filter((ms): ms is number => ms !== null);
    return {
      repetitions: runs.length,
      notified: notified.length,
      notificationMs: notified.length ? { ...summarise(notified), worst: Math.max(...notified) } : null,
      controlMs: control.length ? { ...summarise(control), worst: Math.max(...control) } : null,
    };
  };
  const endToEnd = {
    note:
      'Milliseconds from the server commit of the observation browser B wrote (its Check now) to the notification in browser A (polled every 50 ms). Same account in both browsers; A has no store access. Control: awake, A\'s state showing the new price; asleep, A\'s worker running again (CDP).',
    awake: figures('awake'),
    asleep: figures('asleep'),
    repetitions,
    failures,
  };
  await here.close();
  await elsewhere.close();
  here = undefined;
  elsewhere = undefined;

  // The rule engine over 1,000 items with a year of history: bench/alerts-rules.ts as it is, after the browsers closed.
  const loadBeforeRules = loadavg();
  execFileSync(process.execPath, ['--import', 'tsx', join(import.meta.dirname, 'alerts-rules.ts')], { stdio: ['ignore', 'ignore', 'inherit'] });
  const rules = JSON.parse(readFileSync(join(RESULTS_DIR, 'alerts-rules.json'), 'utf8')) as Record<string, unknown>;

  const result = {
    measuredAt: new Date().toISOString(),
    machine: {
      cores: cpus().length,
      loadAverageAtStart: LOAD_AT_START.map((load) => round(load, 2)),
      loadAverageBeforeRules: loadBeforeRules.map((load) => round(load, 2)),
      note: 'load average over 1, 5 and 15 minutes; the machine is shared',
    },
    browser: `Chromium ${browserVersion} headless, two profiles`,
    build: { local: true, [POLITENESS_ENV]: POLITENESS_MS },
    setup: {
      product: `${PRODUCT} (JSON-LD, price shown on the page: one reading is confirmed)`,
      price: product.price,
      dropPrice,
      rule: 'default: 10 % drop',
      here: 'browser A, signed in, no store access',
      elsewhere: 'browser B, same account, store access, writes the observation through its extension (page:check-now)',
      asleep: "A's worker stopped with CDP ServiceWorker.stopAllWorkers right before B's check, after a random 2-57 s wait (a random moment of the 1-minute alarm's period); nothing messages it until the notification",
    },
    endToEnd,
    rules,
  };
  console.log(JSON.stringify(result, null, 2));
  console.log(`written to ${writeResult('alerts', result)}`);
} finally {
  await here?.close();
  await elsewhere?.close();
  await stack.close();
  rmSync(stackDir, { recursive: true, force: true });
}
