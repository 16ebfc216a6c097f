// The real extension's service worker re-checking 1,000 tracked items (npm run bench:recheck-worker),
// the "worker memory after the run" of issue #12; bench/recheck.ts measures the engine in Node.
// The local stack (Auth emulator, dev Firestore server, demo store) and a local build with the
// politeness interval shortened (CARTWATCH_RECHECK_POLITENESS_MS, default here 50 ms, jitter half
// of it). An account with 1,000 items in 4 lists, each on a real product page of its own demo store
// (the 18 pages, with ?variant=N), every page switched to answer its product as bench/recheck.ts
// does. Host access: the profile holds an earlier grant of the demo stores (granted-hosts.ts) and
// an extension page requests it in a click (CDP Runtime.evaluate with a user gesture), which grants
// without a prompt. Then "Check all now" ('page:check-all'); the run ends when no progress shows
// and every item has a re-check lastCheck from this run. The worker's JS heap (CDP, attached to the
// service worker target: HeapProfiler.collectGarbage, then Runtime.getHeapUsage) is measured before
// (signed in, items loaded, no store access, engine idle) and after the run, in the same worker.
// The demo store's request log (read during the run: it keeps 1,000 entries) shows whether any
// store got two requests within the interval.
// Usage: npm run bench:recheck-worker (BENCH_ITEMS=200 for a shorter run)
import { once } from 'node:events';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import WebSocket from 'ws';
import type { StoreId } from '../dev/demo-store';
import type { LoggedRequest } from '../dev/demo-store/request-log';
import { freePort } from '../dev/support/free-port';
import { POLITENESS_ENV } from '../src/features/tracking/model/settings';
import { storeOrigins } from '../src/features/tracking/model/store-access';
import type { StateSnapshot } from '../src/app/state';
import { launchWithEarlierGrants } from '../tests/e2e/support/granted-hosts';
import { startLocalStack } from '../tests/e2e/support/local-stack';
import { fillAccount, request, stateOf } from './support-account';
import { round, summarise, waitUntil, writeResult } from './support';

const ITEMS = Number(process.env.BENCH_ITEMS ?? 1000);
const LISTS = 4;
process.env[POLITENESS_ENV] ??= '50';
const POLITENESS_MS = Number(process.env[POLITENESS_ENV]);
const RUN_TIMEOUT_MS = 30 * 60_000;
const WAKE_PAGE = 'bench-wake.html';
const MB = 2 ** 20;

/** A raw CDP connection to the browser, with one flat session on the extension's service worker. */
async function attachToWorker(port: number, extensionId: string) {
  const version = (await (await fetch(`http://127.0.0.1:${port}/json/version`)).json()) as { webSocketDebuggerUrl: string };
  const socket = new WebSocket(version.webSocketDebuggerUrl);
  await once(socket, 'open');
  let nextId = 0;
  const pending = new Map<number, (message: { result?: unknown; error?: { message: string } }) => void>();
  socket.on('message', (data: WebSocket.RawData) => {
    const message = JSON.parse(Buffer.isBuffer(data) ? data.toString('utf8') : '{}') as { id?: number; result?: unknown; error?: { message: string } };
    if (message.id !== undefined) pending.get(message.id)?.(message);
  });
  const send = <T>(method: string, params: object = {}, sessionId?: string): Promise<T> =>
    new Promise((resolveSend, rejectSend) => {
      const id = (nextId += 1);
      pending.set(id, (message) => {
        pending.delete(id);
        if (message.error) rejectSend(new Error(`${method}: ${message.error.message}`));
        else resolveSend(message.result as T);
      });
      socket.send(JSON.stringify({ id, method, params, ...(sessionId ? { sessionId } : {}) }));
    });
  const { targetInfos } = await send<{ targetInfos: { targetId: string; type: string; url: string }[] }>('Target.getTargets');
  const target = targetInfos.find((info) => info.type === 'service_worker' && info.url.startsWith(`chrome-extension://${extensionId}/`));
  if (!target) throw new Error(`No service worker target of ${extensionId}: ${JSON.stringify(targetInfos)}`);
  const { sessionId } = await send<{ sessionId: string }>('Target.attachToTarget', { targetId: target.targetId, flatten: true });
  return {
    targetId: target.targetId,
    async heap() {
      await send('HeapProfiler.collectGarbage', {}, sessionId);
      const usage = await send<Record<string, number>>('Runtime.getHeapUsage', {}, sessionId);
      const origin = await send<{ result: { value: number } }>('Runtime.evaluate', { expression: 'performance.timeOrigin', returnByValue: true }, sessionId);
      return {
        usedMB: round((usage.usedSize ?? Number.NaN) / MB, 2),
        totalMB: round((usage.totalSize ?? Number.NaN) / MB, 2),
        raw: usage,
        workerTimeOrigin: origin.result.value,
        at: new Date().toISOString(),
      };
    },
    close: () => socket.close(),
  };
}

function ranThisRun(snapshot: StateSnapshot, since: number): { items: number; checked: number; outcomes: Record<string, number> } {
  const items = Object.values(snapshot.state.items).flat();
  const checked = items.filter((item) => item.lastCheck?.source === 'recheck' && item.lastCheck.at >= since);
  const outcomes: Record<string, number> = {};
  for (const item of checked) outcomes[item.lastCheck!.outcome] = (outcomes[item.lastCheck!.outcome] ?? 0) + 1;
  return { items: items.length, checked: checked.length, outcomes };
}

const stackDir = mkdtempSync(join(tmpdir(), 'cartwatch-bench-recheck-worker-'));
const stack = await startLocalStack(stackDir);
writeFileSync(join(stackDir, WAKE_PAGE), '<!doctype html><title>Cartwatch bench</title>');
const adminUrl = stack.store.adminUrl;
const products = (await (await fetch(`${adminUrl}/products`)).json()) as { id: string; mode: string }[];
for (const product of products.filter((p) => p.mode !== 'ok')) {
  await fetch(`${adminUrl}/products/${product.id}/mode`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"mode":"ok"}' });
}
const origins = stack.store.stores.map((store) => store.origin);
const hosts = [...new Set(origins.map((origin) => new URL(origin).hostname))];
const grant = hosts.flatMap((host) => storeOrigins(host));
const debuggingPort = await freePort();
const extension = await launchWithEarlierGrants(grant, stackDir, [`--remote-debugging-port=${debuggingPort}`]);
const originOf = (store: StoreId) => stack.store.stores.find((running) => running.id === store)?.origin ?? '';

try {
  const page = await extension.openPage(WAKE_PAGE);
  const grantedNow = () => page.evaluate(() => chrome.permissions.getAll().then((all): string[] => all.origins ?? []));
  const grantedAtStart = await grantedNow();
  const { setupMs } = await fillAccount(page, origins, { lists: LISTS, itemsPerList: ITEMS / LISTS, originOf });
  console.log(`${ITEMS} items in ${LISTS} lists written and synced in ${(setupMs / 1000).toFixed(1)} s`);

  const worker = await attachToWorker(debuggingPort, extension.extensionId);
  // Idle: no store access yet, so nothing is queued; let the last snapshots settle.
  await new Promise((resolveIdle) => setTimeout(resolveIdle, 3_000));
  const idle = await stateOf(page);
  if (idle.state.tracking.progress !== null || idle.state.tracking.storesWithAccess.length > 0) throw new Error('The engine is not idle before the run.');
  const before = await worker.heap();
  console.log(`worker heap before: ${before.usedMB} MB used of ${before.totalMB} MB`);

  await fetch(`${adminUrl}/reset`, { method: 'POST' }).then(() => undefined);
  // reset restores the special pages' modes too: every page answers its product again.
  for (const product of products.filter((p) => p.mode !== 'ok')) {
    await fetch(`${adminUrl}/products/${product.id}/mode`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"mode":"ok"}' });
  }
  const requests = new Map<string, LoggedRequest>();
  const readLog = async () => {
    for (const entry of (await (await fetch(`${adminUrl}/requests`)).json()) as LoggedRequest[]) {
      requests.set(`${entry.store} ${entry.startedAt} ${entry.path}`, entry);
    }
  };

  const runStart = Date.now();
  const started = performance.now();
  const session = await extension.context.newCDPSession(page);
  const granted = (await session.send('Runtime.evaluate', {
    expression: `chrome.permissions.request({ origins: ${JSON.stringify(grant)} })`,
    userGesture: true,
    awaitPromise: true,
    returnByValue: true,
  })) as { result?: { value?: unknown } };
  if (granted.result?.value !== true) throw new Error(`The host access request did not grant: ${JSON.stringify(granted)}`);
  await waitUntil('the worker to see the access', async () => (await stateOf(page)).state.tracking.storesWithAccess.length === hosts.length, 10_000);
  const { queued } = await request(page, 'page:check-all', {});
  console.log(`access granted, check all queued ${queued}`);

  let last = ranThisRun(await stateOf(page), runStart);
  /** Once a second: seconds since the click, items re-checked, the progress shown. */
  const timeline: { s: number; checked: number; progress: string | null }[] = [];
  // The state is asked for once a second only (the snapshot holds every item): more often would load the worker measured.
  for (;;) {
    if (performance.now() - started > RUN_TIMEOUT_MS) throw new Error('Timed out waiting for every item re-checked');
    const snapshot = await stateOf(page);
    last = ranThisRun(snapshot, runStart);
    const progress = snapshot.state.tracking.progress;
    if (progress === null && last.checked === ITEMS) break;
    await readLog();
    timeline.push({ s: round((performance.now() - started) / 1000), checked: last.checked, progress: progress ? `${progress.done}/${progress.total}` : null });
    process.stdout.write(`\r${last.checked} of ${last.items} checked, ${requests.size} store requests `);
    await new Promise((resolvePoll) => setTimeout(resolvePoll, 1_000));
  }
  const runMs = performance.now() - started;
  await readLog();
  console.log(`\nrun over in ${(runMs / 1000).toFixed(1)} s`);
  const after = await worker.heap();
  console.log(`worker heap after: ${after.usedMB} MB used of ${after.totalMB} MB`);
  worker.close();

  const log = [...requests.values()].sort((a, b) => Date.parse(a.startedAt) - Date.parse(b.startedAt));
  const perStore: Record<string, { requests: number; minGapMs: number; gapsMs: ReturnType<typeof summarise>; gapsUnderInterval: number }> = {};
  for (const store of new Set(log.map((entry) => entry.store))) {
    const times = log.filter((entry) => entry.store === store).map((entry) => Date.parse(entry.startedAt));
    const gaps = times.slice(1).map((at, index) => at - times[index]!);
    perStore[store] = { requests: times.length, minGapMs: Math.min(...gaps), gapsMs: summarise(gaps), gapsUnderInterval: gaps.filter((gap) => gap < POLITENESS_MS).length };
  }
  const seen = new Map<string, number>();
  for (const entry of log) seen.set(`${entry.host}${entry.path}`, (seen.get(`${entry.host}${entry.path}`) ?? 0) + 1);
  const askedTwice = [...seen].filter(([, count]) => count > 1).map(([url, count]) => ({ url, count }));
  const statuses: Record<string, number> = {};
  for (const entry of log) statuses[String(entry.status)] = (statuses[String(entry.status)] ?? 0) + 1;

  const result = {
    measuredAt: new Date().toISOString(),
    browser: `Chromium ${extension.context.browser()?.version() ?? ''} headless`,
    build: { local: true, [POLITENESS_ENV]: POLITENESS_MS, politeness: { intervalMs: POLITENESS_MS, jitterMs: Math.floor(POLITENESS_MS / 2) } },
    data: { items: ITEMS, lists: LISTS, pages: products.length, stores: hosts, setupSeconds: round(setupMs / 1000) },
    access: { grantedAtLaunch: grantedAtStart, requested: grant, grantedInClick: true },
    run: {
      note: 'From the click that requests the stores\' host access (the worker starts due items at once) to no progress shown and every item with a re-check lastCheck from this run; "Check all now" sent right after the grant.',
      queuedByCheckAll: queued,
      checked: last.checked,
      outcomes: last.outcomes,
      seconds: round(runMs / 1000),
      timeline,
    },
    workerHeapMB: {
      note: 'The extension service worker\'s JS heap (CDP Runtime.getHeapUsage after HeapProfiler.collectGarbage), same worker before and after (its time origin).',
      before: { ...before, when: 'signed in, all items loaded and synced, no store access, engine idle' },
      after: { ...after, when: 'after the run, every item re-checked and its reading synced' },
      sameWorker: before.workerTimeOrigin === after.workerTimeOrigin,
      growthMB: round(after.usedMB - before.usedMB, 2),
    },
    requestLog: {
      entries: log.length,
      statuses,
      pagesAskedMoreThanOnce: askedTwice,
      perStore,
      intervalMs: POLITENESS_MS,
      noStoreAskedTwiceWithinInterval: Object.values(perStore).every((store) => store.gapsUnderInterval === 0),
    },
  };
  console.log(JSON.stringify(result, null, 2));
  console.log(`written to ${writeResult('recheck-worker', result)}`);
} finally {
  await extension.close();
  await stack.close();
  rmSync(stackDir, { recursive: true, force: true });
}
