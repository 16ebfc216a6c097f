// The background worker restarting with a warm cache: 20 lists of 50 items, written through the
// worker's own messages and synced, then the worker stopped (CDP ServiceWorker.stopAllWorkers) and
// woken by a page opening the state port, as the popup does. Each restart measures, on the
// worker's clock (from its time origin), when every listener delivered its first snapshot and
// when the first state went to the page (performance marks in src/platform/startup-marks.ts), and counts the
// documents the Firestore server sent on Listen streams (GET /emulator/v1/stats). Some restarts
// follow 5 items changed on the server (REST commit) while the worker was stopped. The page also
// counts the worker's state cache writes (storage.onChanged).
// Usage: npm run bench:worker (BENCH_ITEMS_PER_LIST=2 for a quick try of the bench itself)
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page, Worker } from 'playwright-core';
import { LOCAL_PROJECT_ID } from '../dev/start/stack';
import type { StateSnapshot } from '../src/app/state';
import { launchExtension } from '../tests/e2e/support/extension';
import { startLocalStack } from '../tests/e2e/support/local-stack';
import { RESTORED_WRITE_HOLD_MS } from '../src/app/worker/store';
import { STATE_PORT_NAME } from '../src/platform/messaging/ports';
import type { PagePortMessage } from '../src/app/protocol';
import { STATE_CACHE_HEAD_NAME } from '../src/platform/state/storage-keys';
import { fillAccount } from './support-account';
import { type Summary, summarise, waitUntil, writeResult } from './support';

const LISTS = 20;
/** Fewer for a quick try of the bench itself (BENCH_ITEMS_PER_LIST=2); results record the count. */
const ITEMS_PER_LIST = Number(process.env.BENCH_ITEMS_PER_LIST ?? 50);
const RESTARTS_UNCHANGED = 10;
const RESTARTS_CHANGED = 5;
const CHANGED_PER_RESTART = 5;
/** No new mark for this long after every listener is in sync with the server: the restart is over. */
const QUIET_MS = 1_500;
/** From the port opening (the wake): the worker's start, its cache read, the restore's write hold, the write. */
const WRITES_SETTLED_MS = RESTORED_WRITE_HOLD_MS + 3_000;
const TARGET_DOCUMENTS = { unchanged: 0, changed: CHANGED_PER_RESTART };
/** An extension page with no script of its own, so nothing but the bench wakes the worker. */
const WAKE_PAGE = 'bench-wake.html';

interface Mark {
  name: string;
  at: number;
  detail: { listId?: string; fromCache?: boolean; revision?: number; status?: string } | null;
}

interface Stats {
  documentsSent: number;
  sessions: { kind: string; uid: string | null }[];
}

interface Restart {
  changedOnServer: number;
  documentsSent: number;
  listenSessionsBefore: number;
  listenSessionsAfter: number;
  /** Milliseconds on the worker's clock (0 = the worker's time origin). */
  scriptEvaluatedMs: number;
  accountRestoredMs: number;
  listsFirstSnapshotMs: number;
  listsInSyncMs: number;
  allItemListenersFirstSnapshotMs: number;
  allItemListenersInSyncMs: number;
  firstStatePostedMs: number;
  lastStatePostedMs: number;
  statesPosted: number;
  itemSnapshots: number;
  /** Wall clock, from the page opening the port. */
  portOpenedToWorkerStartMs: number;
  portOpenedToFirstStateMs: number;
  changesSeen: boolean;
  /** chrome.storage.local writes of the state cache the page saw (storage.onChanged), and their JSON size. */
  stateCacheWrites: number;
  stateCacheBytesWritten: number;
}

const stackDir = mkdtempSync(join(tmpdir(), 'cartwatch-bench-worker-'));
const stack = await startLocalStack(stackDir);
writeFileSync(join(stackDir, WAKE_PAGE), '<!doctype html><title>Cartwatch bench</title>');
const extension = await launchExtension(stackDir);
const firestoreUrl = stack.firestore.url;
const documentsPath = `projects/${LOCAL_PROJECT_ID}/databases/(default)/documents`;

async function stats(): Promise<Stats> {
  const response = await fetch(`${firestoreUrl}/emulator/v1/stats`);
  return (await response.json()) as Stats;
}

const listenSessions = (value: Stats) => value.sessions.filter((session) => session.kind.toLowerCase() === 'listen').length;

/** Changes the price of `count` items, each in another list, with the server's REST commit (as the owner). */
async function changeItemsOnServer(listIds: string[], itemIds: Map<string, string[]>, count: number, round: number): Promise<Map<string, number>> {
  const changed = new Map<string, number>();
  const writes = Array.from({ length: count }, (_, index) => {
    const listId = listIds[(round * count + index) % listIds.length] as string;
    const itemId = (itemIds.get(listId) ?? [])[round % ITEMS_PER_LIST] as string;
    const price = 10 + round + index / 100;
    changed.set(itemId, price);
    return {
      update: {
        name: `${documentsPath}/lists/${listId}/items/${itemId}`,
        fields: { price: { doubleValue: price }, updatedAt: { timestampValue: new Date().toISOString() } },
      },
      updateMask: { fieldPaths: ['price', 'updatedAt'] },
      currentDocument: { exists: true },
    };
  });
  const response = await fetch(`${firestoreUrl}/v1/${documentsPath}:commit`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: 'Bearer owner' },
    body: JSON.stringify({ writes }),
  });
  if (!response.ok) throw new Error(`The REST commit failed: ${response.status} ${await response.text()}`);
  return changed;
}

async function marksOf(worker: Worker): Promise<{ timeOrigin: number; marks: Mark[] }> {
  return worker.evaluate(() => ({
    timeOrigin: performance.timeOrigin,
    marks: performance
      .getEntriesByType('mark')
      .filter((mark) => mark.name.startsWith('cartwatch:'))
      .map((mark) => ({ name: mark.name, at: mark.startTime, detail: (mark as PerformanceMark).detail as Mark['detail'] })),
  }));
}

function inSync(marks: Mark[], listIds: string[]): boolean {
  const lists = marks.some((mark) => mark.name === 'cartwatch:lists-snapshot' && mark.detail?.fromCache === false);
  const items = new Set(
    marks
      .filter((mark) => mark.name === 'cartwatch:items-snapshot' && mark.detail?.fromCache === false)
      .map((mark) => mark.detail?.listId),
  );
  return lists && listIds.every((listId) => items.has(listId));
}

/** The time of the first mark with this name (and, per list, the latest of the lists' first marks). */
function firstAt(marks: Mark[], name: string, where: (mark: Mark) => boolean = () => true): number {
  return marks.find((mark) => mark.name === name && where(mark))?.at ?? Number.NaN;
}

function allListsAt(marks: Mark[], listIds: string[], where: (mark: Mark) => boolean): number {
  return Math.max(
    ...listIds.map((listId) => firstAt(marks, 'cartwatch:items-snapshot', (mark) => mark.detail?.listId === listId && where(mark))),
  );
}

async function restart(page: Page, listIds: string[], itemIds: Map<string, string[]>, round: number, changes: number): Promise<Restart> {
  await page.evaluate(() => (globalThis as { benchPort?: chrome.runtime.Port }).benchPort?.disconnect());
  const worker = await extension.worker();
  const stoppedOrigin = await worker.evaluate(() => performance.timeOrigin);
  await extension.stopWorkers();
  const changed = changes > 0 ? await changeItemsOnServer(listIds, itemIds, changes, round) : new Map<string, number>();
  // A stopped worker's Listen session lingers on the server until it idles out, and commits are
  // counted as sent to it too: the baseline is taken after the commit, before the worker wakes.
  const before = await stats();

  const portOpenedAt = await page.evaluate(({ name, headKey }) => {
    const posts: { at: number; revision: number; snapshot: unknown }[] = [];
    const storageWrites: { at: number; bytes: number }[] = [];
    const bench = globalThis as { benchStorageListener?: Parameters<typeof chrome.storage.onChanged.addListener>[0] };
    if (bench.benchStorageListener) chrome.storage.onChanged.removeListener(bench.benchStorageListener);
    // One storage.local.set or remove is one change event, with every key it wrote.
    bench.benchStorageListener = (changes, area) => {
      const cacheChanges = Object.entries(changes).filter(([key]) => key === headKey || key.startsWith('state-cache-items:'));
      if (area !== 'local' || cacheChanges.length === 0) return;
      const bytes = cacheChanges.reduce((sum, [, change]) => sum + (typeof change.newValue === 'string' ? change.newValue.length : 0), 0);
      storageWrites.push({ at: performance.timeOrigin + performance.now(), bytes });
    };
    chrome.storage.onChanged.addListener(bench.benchStorageListener);
    const port = chrome.runtime.connect({ name });
    port.onMessage.addListener((message: { snapshot: { revision: number } }) => {
      posts.push({ at: performance.timeOrigin + performance.now(), revision: message.snapshot.revision, snapshot: message.snapshot });
    });
    // As the options page does: a port's states carry only the items of the lists it watches, and
    // the changed items are looked for in them.
    port.postMessage({ kind: 'page:watch-lists', lists: 'all' } satisfies PagePortMessage);
    Object.assign(globalThis, { benchPort: port, benchPosts: posts, benchStorageWrites: storageWrites });
    return performance.timeOrigin + performance.now();
  }, { name: STATE_PORT_NAME, headKey: STATE_CACHE_HEAD_NAME });
  // Playwright keeps one Worker for the extension's worker target, which the browser reuses for
  // the restarted worker: a new time origin tells that the new one runs.
  const startedOrigin = async () => worker.evaluate(() => performance.timeOrigin).catch(() => stoppedOrigin);
  await waitUntil('the worker to start again', async () => (await startedOrigin()) > stoppedOrigin, 30_000);

  let timeline = await marksOf(worker);
  await waitUntil('every listener in sync with the server', async () => inSync((timeline = await marksOf(worker)).marks, listIds), 30_000);
  for (let count = -1; count !== timeline.marks.length; ) {
    count = timeline.marks.length;
    await new Promise((resolveQuiet) => setTimeout(resolveQuiet, QUIET_MS));
    timeline = await marksOf(worker);
  }
  // The store holds its first cache write back after a restore (RESTORED_WRITE_HOLD_MS, then the
  // write itself): the wake's writes are counted once that hold is surely over.
  const holdOverAt = portOpenedAt + WRITES_SETTLED_MS;
  const waitForWrites = holdOverAt - (await page.evaluate(() => performance.timeOrigin + performance.now()));
  if (waitForWrites > 0) await new Promise((resolveHold) => setTimeout(resolveHold, waitForWrites));
  const after = await stats();

  const posts = await page.evaluate(() => (globalThis as unknown as { benchPosts: { at: number; revision: number; snapshot: StateSnapshot }[] }).benchPosts);
  const storageWrites = await page.evaluate(() => (globalThis as unknown as { benchStorageWrites: { at: number; bytes: number }[] }).benchStorageWrites);
  const last = posts.at(-1)?.snapshot;
  const items = Object.values(last?.state.items ?? {}).flat();
  const changesSeen = [...changed].every(([itemId, price]) => items.some((item) => item.id === itemId && item.price === price));
  const { marks, timeOrigin } = timeline;
  const statePosts = marks.filter((mark) => mark.name === 'cartwatch:state-posted');
  return {
    changedOnServer: changes,
    documentsSent: after.documentsSent - before.documentsSent,
    listenSessionsBefore: listenSessions(before),
    listenSessionsAfter: listenSessions(after),
    scriptEvaluatedMs: firstAt(marks, 'cartwatch:worker-script'),
    accountRestoredMs: firstAt(marks, 'cartwatch:account', (mark) => mark.detail?.status === 'signed-in'),
    listsFirstSnapshotMs: firstAt(marks, 'cartwatch:lists-snapshot'),
    listsInSyncMs: firstAt(marks, 'cartwatch:lists-snapshot', (mark) => mark.detail?.fromCache === false),
    allItemListenersFirstSnapshotMs: allListsAt(marks, listIds, () => true),
    allItemListenersInSyncMs: allListsAt(marks, listIds, (mark) => mark.detail?.fromCache === false),
    firstStatePostedMs: statePosts[0]?.at ?? Number.NaN,
    lastStatePostedMs: statePosts.at(-1)?.at ?? Number.NaN,
    statesPosted: statePosts.length,
    itemSnapshots: marks.filter((mark) => mark.name === 'cartwatch:items-snapshot').length,
    portOpenedToWorkerStartMs: timeOrigin - portOpenedAt,
    portOpenedToFirstStateMs: (posts[0]?.at ?? Number.NaN) - portOpenedAt,
    stateCacheWrites: storageWrites.length,
    stateCacheBytesWritten: storageWrites.reduce((sum, write) => sum + write.bytes, 0),
    changesSeen,
  };
}

try {
  const page = await extension.openPage(WAKE_PAGE);
  (await extension.worker()).on('console', (message) => console.log('WORKER', message.type(), message.text().slice(0, 500)));
  const { listIds, itemIds, setupMs } = await fillAccount(
    page,
    stack.store.stores.map((store) => store.origin),
    { lists: LISTS, itemsPerList: ITEMS_PER_LIST },
  );
  console.log(`${LISTS} lists, ${LISTS * ITEMS_PER_LIST} items written and synced in ${(setupMs / 1000).toFixed(1)} s`);

  const runs: Restart[] = [];
  // Every third restart follows changes made on the server, so neither kind only follows its own kind.
  const schedule = Array.from({ length: RESTARTS_UNCHANGED + RESTARTS_CHANGED }, (_, round) =>
    round % 3 === 2 && round < 3 * RESTARTS_CHANGED ? CHANGED_PER_RESTART : 0,
  );
  for (const [round, changes] of schedule.entries()) {
    const run = await restart(page, listIds, itemIds, round, changes);
    runs.push(run);
    console.log(
      `restart ${round + 1}: ${run.changedOnServer} changed, ${run.documentsSent} documents sent, items in sync at ${run.allItemListenersInSyncMs.toFixed(0)} ms, ${run.statesPosted} states posted, ${run.stateCacheWrites} state cache writes`,
    );
  }

  const unchanged = runs.filter((run) => run.changedOnServer === 0);
  const changed = runs.filter((run) => run.changedOnServer > 0);
  const timing = (key: keyof Restart): Summary => summarise(runs.map((run) => run[key] as number));
  const perRestart = (some: Restart[]) => ({
    statesPosted: summarise(some.map((run) => run.statesPosted)),
    stateCacheWrites: summarise(some.map((run) => run.stateCacheWrites)),
    stateCacheKilobytesWritten: summarise(some.map((run) => run.stateCacheBytesWritten / 1024)),
  });
  const result = {
    measuredAt: new Date().toISOString(),
    browser: `Chromium ${extension.context.browser()?.version() ?? ''} headless`,
    data: { lists: LISTS, items: LISTS * ITEMS_PER_LIST, setupSeconds: Number((setupMs / 1000).toFixed(1)) },
    restarts: { unchanged: unchanged.length, changed: changed.length, changedItemsPerRestart: CHANGED_PER_RESTART },
    workerStartMs: {
      note: 'From the restarted worker\'s time origin, on its own clock; every restart (warm cache).',
      scriptEvaluated: timing('scriptEvaluatedMs'),
      accountRestored: timing('accountRestoredMs'),
      listsFirstSnapshot: timing('listsFirstSnapshotMs'),
      allItemListenersFirstSnapshot: timing('allItemListenersFirstSnapshotMs'),
      firstStatePosted: timing('firstStatePostedMs'),
      listsInSyncWithServer: timing('listsInSyncMs'),
      allItemListenersInSyncWithServer: timing('allItemListenersInSyncMs'),
      lastStatePosted: timing('lastStatePostedMs'),
    },
    pageMs: {
      note: 'Wall clock from the page opening the state port (which wakes the worker).',
      toWorkerStart: timing('portOpenedToWorkerStartMs'),
      toFirstState: timing('portOpenedToFirstStateMs'),
    },
    perRestart: {
      note: 'States posted to the page, and state cache writes seen by the page (storage.onChanged) with their JSON size.',
      unchanged: perRestart(unchanged),
      changed: perRestart(changed),
    },
    documentsSent: {
      note: 'Documents sent on Listen streams (documentChange messages) from GET /emulator/v1/stats; the listen handshake (ADD, CURRENT, NO_CHANGE per target) is not counted by this counter.',
      unchanged: { ...summarise(unchanged.map((run) => run.documentsSent)), target: TARGET_DOCUMENTS.unchanged },
      changed: { ...summarise(changed.map((run) => run.documentsSent)), target: TARGET_DOCUMENTS.changed },
    },
    withinTargets:
      unchanged.every((run) => run.documentsSent <= TARGET_DOCUMENTS.unchanged) &&
      changed.every((run) => run.documentsSent <= TARGET_DOCUMENTS.changed && run.changesSeen),
    runs,
  };
  const row = (summary: Summary, target = '') => ({ median: summary.median, p95: summary.p95, max: summary.max, target });
  console.table({
    'worker script evaluated (ms)': row(result.workerStartMs.scriptEvaluated),
    'account restored (ms)': row(result.workerStartMs.accountRestored),
    'lists listener, 1st snapshot (ms)': row(result.workerStartMs.listsFirstSnapshot),
    'all 20 item listeners, 1st snapshot (ms)': row(result.workerStartMs.allItemListenersFirstSnapshot, 'report'),
    'first state posted to the page (ms)': row(result.workerStartMs.firstStatePosted, 'report'),
    'all item listeners in sync with server (ms)': row(result.workerStartMs.allItemListenersInSyncWithServer),
    'last state posted (ms)': row(result.workerStartMs.lastStatePosted),
    'page: port opened to first state (ms)': row(result.pageMs.toFirstState),
    'states posted, nothing changed': row(result.perRestart.unchanged.statesPosted),
    'states posted, 5 changed': row(result.perRestart.changed.statesPosted),
    'state cache writes, nothing changed': row(result.perRestart.unchanged.stateCacheWrites),
    'state cache writes, 5 changed': row(result.perRestart.changed.stateCacheWrites),
    'state cache KiB written, nothing changed': row(result.perRestart.unchanged.stateCacheKilobytesWritten),
    'documents sent, nothing changed': row(result.documentsSent.unchanged, String(TARGET_DOCUMENTS.unchanged)),
    'documents sent, 5 of 1,000 changed': row(result.documentsSent.changed, String(TARGET_DOCUMENTS.changed)),
  });
  console.log(`written to ${writeResult('worker', result)}`);
  if (!result.withinTargets) process.exitCode = 1;
} finally {
  await extension.close();
  await stack.close();
  rmSync(stackDir, { recursive: true, force: true });
}
