// Where the popup's time before its first frame goes: a Chromium trace of each opening of the real
// toolbar popup (20 lists, few items: the cached head the first frame reads is the same shape), split
// into the popup renderer's main-thread work from navigation start to the first frame with state
// (HTML parse, each module's fetch, compile and evaluation, our script, React's render), beside a
// static one-line popup's first paint in the same run.
// Usage: npm run bench:popup-trace (BENCH_OPENINGS=10; BENCH_TRACE=/tmp/opening keeps each trace file).
// Not a result: it writes nothing under bench/results (docs/popup-speed.md says what it found).
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ActionPopup } from '../tests/e2e/support/action-popup';
import { launchExtension } from '../tests/e2e/support/extension';
import { startLocalStack } from '../tests/e2e/support/local-stack';
import { fillAccount } from './support-account';
import { READ_FCP } from './support-popup-marks';
import { round, summarise } from './support';

const OPENINGS = Number(process.env.BENCH_OPENINGS ?? 10);
/** The head the first frame reads grows with the item index: BENCH_ITEMS_PER_LIST=50 traces the 1,000-item account of bench:popup. */
const ITEMS_PER_LIST = Number(process.env.BENCH_ITEMS_PER_LIST ?? 2);
const KEEP_PREFIX = process.env.BENCH_TRACE;
const CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8',
  'v8.execute',
  'disabled-by-default-v8.compile',
  'blink.user_timing',
  'loading',
  'blink',
];
const STATIC_POPUP = 'bench-static-popup.html';

interface TraceEvent {
  name: string;
  cat: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { data?: Record<string, unknown>; [key: string]: unknown };
}

const READ_MARKS = `new Promise((resolve) => {
  const read = () => {
    const state = performance.getEntriesByName('cartwatch:first-paint')[0];
    const fcp = performance.getEntriesByName('first-contentful-paint')[0];
    if (state && fcp) resolve({
      fcp: fcp.startTime,
      firstStateFrame: state.startTime,
      scriptStart: performance.getEntriesByName('cartwatch:script-start')[0]?.startTime ?? null,
      cacheRead: performance.getEntriesByName('cartwatch:cache-read')[0]?.startTime ?? null,
      resources: performance.getEntriesByType('resource').map((entry) => ({ name: entry.name.split('/').pop(), start: entry.startTime, end: entry.responseEnd })),
    });
    else setTimeout(read, 20);
  };
  read();
})`;


const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const shortName = (url: unknown) => text(url).split('/').pop() ?? '';

/** Main-thread time of the popup renderer between its navigation start and its first frame with state, by kind. */
function breakdown(events: TraceEvent[], popupUrl: string, firstStateFrameMs: number): Record<string, number> {
  const navigation = events.find(
    (event) => event.name === 'navigationStart' && text(event.args?.data?.documentLoaderURL).startsWith(popupUrl),
  );
  if (!navigation) return {};
  const { pid, tid } = navigation;
  const start = navigation.ts;
  const end = start + firstStateFrameMs * 1000;
  const main = events.filter((event) => event.pid === pid && event.tid === tid && event.ph === 'X' && event.ts >= start && event.ts <= end);
  const sums: Record<string, number> = {};
  const add = (key: string, micros: number) => {
    sums[key] = round((sums[key] ?? 0) + micros / 1000, 2);
  };
  for (const event of main) {
    const dur = event.dur ?? 0;
    const data = event.args?.data ?? {};
    if (event.name === 'ParseHTML') add('parse HTML', dur);
    else if (event.name === 'v8.compileModule') add(`compile ${shortName(event.args?.fileName ?? data.url)}`, dur);
    else if (event.name === 'v8.evaluateModule') add(`evaluate ${shortName(event.args?.fileName ?? data.url)}`, dur);
    else if (event.name === 'UpdateLayoutTree' || event.name === 'Layout') add('style and layout', dur);
    else if (event.name === 'Paint' || event.name === 'PrePaint' || event.name === 'Layerize') add('paint', dur);
    else if (event.name === 'FunctionCall' || event.name === 'RunMicrotasks' || event.name === 'TimerFire') add(`task ${event.name}`, dur);
    else if (event.name === 'ParseAuthorStyleSheet') add('parse CSS', dur);
  }
  sums['first task on main thread (ms after nav start)'] = round((Math.min(...main.map((event) => event.ts)) - start) / 1000, 2);
  return sums;
}

const stackDir = mkdtempSync(join(tmpdir(), 'cartwatch-bench-popup-trace-'));
const stack = await startLocalStack(stackDir);
writeFileSync(join(stackDir, 'bench-setup.html'), '<!doctype html><title>Cartwatch bench</title>');
writeFileSync(join(stackDir, STATIC_POPUP), '<!doctype html><html><body style="width:380px"><p>Cartwatch</p></body></html>');
const extension = await launchExtension(stackDir);
try {
  const storeOrigins = stack.store.stores.map((store) => store.origin);
  const setup = await extension.openPage('bench-setup.html');
  await fillAccount(setup, storeOrigins, { lists: 20, itemsPerList: ITEMS_PER_LIST });
  await setup.close();
  const page = await extension.context.newPage();
  await page.goto('about:blank');
  const warmUp = await ActionPopup.openOn(extension.context, extension.extensionId, page);
  await warmUp.waitForText('Live');
  await warmUp.close();
  const browser = extension.context.browser();
  if (!browser) throw new Error('No browser');
  const popupUrl = `chrome-extension://${extension.extensionId}/src/pages/popup/index.html`;
  const marks: { fcp: number; firstStateFrame: number; scriptStart: number; cacheRead: number }[] = [];
  const parts: Record<string, number[]> = {};
  for (let opening = 0; opening < OPENINGS; opening += 1) {
    const path = KEEP_PREFIX ? `${KEEP_PREFIX}-${opening}.json` : join(stackDir, 'trace.json');
    await browser.startTracing(undefined, { path, categories: CATEGORIES });
    const popup = await ActionPopup.openOn(extension.context, extension.extensionId, page);
    const timing = (await popup.evaluate(READ_MARKS)) as (typeof marks)[number] & { resources: unknown[] };
    await browser.stopTracing();
    await popup.close();
    marks.push(timing);
    if (opening === 0) console.log('resources', timing.resources);
    const { traceEvents } = JSON.parse(readFileSync(path, 'utf8')) as { traceEvents: TraceEvent[] };
    for (const [key, value] of Object.entries(breakdown(traceEvents, popupUrl, timing.firstStateFrame))) (parts[key] ??= []).push(value);
  }
  const worker = await extension.worker();
  await worker.evaluate((popup) => chrome.action.setPopup({ popup }), STATIC_POPUP);
  const staticFcp: number[] = [];
  for (let opening = 0; opening < OPENINGS; opening += 1) {
    const popup = await ActionPopup.openOn(extension.context, extension.extensionId, page, STATIC_POPUP);
    staticFcp.push((await popup.evaluate(READ_FCP)) as number);
    await popup.close();
  }
  const median = (values: number[]) => summarise(values).median;
  console.table({
    'static FCP': median(staticFcp),
    'script start': median(marks.map((mark) => mark.scriptStart)),
    'cache read': median(marks.map((mark) => mark.cacheRead)),
    'first state frame': median(marks.map((mark) => mark.firstStateFrame)),
    'gap (first state frame - static FCP)': round(median(marks.map((mark) => mark.firstStateFrame)) - median(staticFcp)),
  });
  console.table(Object.fromEntries(Object.entries(parts).map(([key, values]) => [key, { median: median(values), openings: values.length }])));
} finally {
  await extension.close();
  await stack.close();
  rmSync(stackDir, { recursive: true, force: true });
}
