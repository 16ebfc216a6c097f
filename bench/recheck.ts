// The background re-check engine over 1,000 tracked items (npm run bench:recheck).
// Part 1, live: the engine (src/features/tracking/worker/engine.ts, with its real fetch and response
// classification) checks 1,000 items spread over the demo store's pages on its two stores (two
// hosts), with the politeness interval shortened (CARTWATCH_RECHECK_POLITENESS_MS, default 20 ms,
// jitter half of it). Pages are parsed in Node by the content script's extractor over jsdom.
// Measures parse time per page, the run's duration, memory after the run, the size of the stored
// run state, and reads the demo store's request log to show that no store got two requests within
// the interval. The same pages then go to the built extension's offscreen document in headless
// Chromium (worker to document and back, as the engine sends them): parse time there.
// Part 2, simulated: the same engine on a fake clock with the real 10 s politeness, driven by the
// 1-minute alarm for 4 days over 1,000 items on 50 stores at the default 6 h interval: writes per
// item per day in steady state (days 2-4), counted as sink calls (recordReading, one per check),
// lease requests, and storage.local saves of the run state.
// Part 3, simulated: the Firestore writes behind those calls (support-recheck-writes.ts): the data
// side's planRecording and writesOf for every reading and leaseStep for every lease request, over
// days 3-5, per item per day: unchanged items, items whose price changes once a day, and the worst
// case of an unchanged item alone in its list, which pays its list's lease alone.
import { startDemoStore } from '../dev/demo-store/index';
import { checkResult } from '../src/features/tracking/worker/check-page';
import { createRecheckEngine, type EngineView } from '../src/features/tracking/worker/engine';
import { fetchPage } from '../src/features/tracking/worker/fetch-page';
import type { ObservationSink } from '../src/features/tracking/model/observation-sink';
import { LEASE_MS } from '../src/features/tracking/worker/firestore/lease-step';
import { EMPTY_RUN, type RunState } from '../src/features/tracking/model/run-state';
import { POLITENESS_INTERVAL_MS, POLITENESS_JITTER_MS } from '../src/features/tracking/model/settings';
import { extractProduct } from '../src/features/detection/model/extract';
import type { ListItem } from '../src/features/lists/model/items';
import { storeOf } from '../src/features/detection/model/product-key';
import type { Reading } from '../src/features/tracking/model/tracking';
import { parseHtmlForBench } from './support-jsdom';
import { parseInOffscreenDocument } from './support-offscreen';
import { dailyChangingPrice, steadyStateWrites } from './support-recheck-writes';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { RESULTS_DIR, round, summarise, writeResult } from './support';

const ITEMS = Number(process.env.BENCH_ITEMS ?? 1000);
const LISTS = 4;
const POLITENESS_MS = Number(process.env.CARTWATCH_RECHECK_POLITENESS_MS ?? 20);
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

function item(id: string, listId: string, url: string, currency: string | null): ListItem {
  return {
    id, listId, name: id, brand: null, image: null, url, productKey: url, store: storeOf(url), price: null, currency,
    listPrice: null, savedPrice: null, availability: 'unknown', method: 'json-ld', note: '', quantity: 1, status: 'wanted',
    addedBy: 'bench', addedAt: 0, lastCheck: null, trend: [], pendingWrites: false,
  };
}

function byList(items: ListItem[]): Record<string, ListItem[]> {
  const lists: Record<string, ListItem[]> = {};
  for (const entry of items) (lists[entry.listId] ??= []).push(entry);
  return lists;
}

class MemoryStorage {
  run: RunState = EMPTY_RUN;
  saves = 0;
  bytes = 0;
  load = () => Promise.resolve(structuredClone(this.run));
  save = (run: RunState) => {
    this.saves += 1;
    this.bytes = JSON.stringify(run).length;
    this.run = structuredClone(run);
    return Promise.resolve();
  };
}

class CountingSink implements ObservationSink {
  records: { at: number; itemId: string; reading: Reading }[] = [];
  leases = 0;
  constructor(private readonly now: () => number) {}
  record(entry: ListItem, reading: Reading) {
    this.records.push({ at: this.now(), itemId: entry.id, reading });
    return Promise.resolve();
  }
  takeLease() {
    this.leases += 1;
    return Promise.resolve(true);
  }
}

async function live() {
  const demo = await startDemoStore();
  try {
    const adminUrl = demo.adminUrl;
    const products = (await (await fetch(`${adminUrl}/products`)).json()) as { id: string; url: string; currency: string; format: string; mode: string }[];
    // Every page answers its product (special modes off) so the run measures the engine, not back-off.
    for (const product of products.filter((p) => p.mode !== 'ok')) {
      await fetch(`${adminUrl}/products/${product.id}/mode`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"mode":"ok"}' });
    }
    const items = Array.from({ length: ITEMS }, (_, index) => {
      const product = products[index % products.length]!;
      return item(`i${index}`, `L${index % LISTS}`, `${product.url}?copy=${index}`, product.currency);
    });
    const view: EngineView = { signedIn: true, listIds: [...new Set(items.map((i) => i.listId))], items: byList(items), intervalMs: 6 * HOUR, storesWithAccess: [...new Set(items.map((i) => i.store))] };
    const parseMs: number[] = [];
    const parse = (html: string, url: string) => {
      const started = performance.now();
      const product = extractProduct(parseHtmlForBench(html, url), { url });
      parseMs.push(performance.now() - started);
      return Promise.resolve(product);
    };
    const storage = new MemoryStorage();
    const sink = new CountingSink(() => Date.now());
    const politeness = { intervalMs: POLITENESS_MS, jitterMs: Math.floor(POLITENESS_MS / 2) };
    const engine = createRecheckEngine({
      now: () => Date.now(),
      random: () => Math.random(),
      sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
      storage,
      view: () => view,
      check: async (entry) => checkResult(entry, await fetchPage(fetch, entry.url, { timeoutMs: 20_000, credentials: 'include' }), parse, () => Date.now()),
      sink,
      // No sink here refuses a reading: one that did would be a bug, so it fails the run.
      refused: (item, error) => {
        throw new Error(`${item.id}: refused`, { cause: error });
      },
      publish: () => undefined,
      politeness,
      maxSleepMs: 20_000,
    });
    const started = performance.now();
    await engine.tick();
    const runMs = performance.now() - started;
    await new Promise((resolve) => setTimeout(resolve, 100));
    (globalThis as { gc?: () => void }).gc?.();
    const memory = process.memoryUsage();

    const log = (await (await fetch(`${adminUrl}/requests`)).json()) as { store: string; startedAt: string }[];
    const stores: Record<string, { requests: number; minGapMs: number; gapsUnderInterval: number }> = {};
    for (const store of new Set(log.map((entry) => entry.store))) {
      const times = log.filter((entry) => entry.store === store).map((entry) => Date.parse(entry.startedAt));
      const gaps = times.slice(1).map((at, index) => at - times[index]!);
      stores[store] = { requests: times.length, minGapMs: Math.min(...gaps), gapsUnderInterval: gaps.filter((gap) => gap < politeness.intervalMs).length };
    }
    const outcomes: Record<string, number> = {};
    for (const record of sink.records) outcomes[record.reading.outcome] = (outcomes[record.reading.outcome] ?? 0) + 1;
    const pageSamples = await Promise.all(products.map(async (product) => ({ html: await (await fetch(product.url)).text(), url: product.url })));
    // Each page as often as the run parsed it, so both figures weigh the pages alike.
    const offscreen = await parseInOffscreenDocument(items.map((_, index) => pageSamples[index % pageSamples.length]!));
    const nodePrices = pageSamples.map((sample) => extractProduct(parseHtmlForBench(sample.html, sample.url), { url: sample.url })?.price ?? null);
    return {
      items: ITEMS,
      pages: products.length,
      stores: Object.keys(stores).length,
      politeness,
      checked: sink.records.length,
      outcomes,
      runSeconds: round(runMs / 1000),
      parseMsPerPage: { ...summarise(parseMs), where: 'Node, jsdom + src/features/detection/model/extract, during the run' },
      offscreenParseMsPerPage: {
        ...summarise(offscreen.roundTripMs),
        where: 'headless Chromium, the built offscreen document: worker to document and back (DOMParser + src/features/detection/model/extract + messages)',
        samePricesAsNode: offscreen.prices.every((price, index) => price === nodePrices[index % nodePrices.length]),
      },
      memoryAfterRunMB: { rss: round(memory.rss / 2 ** 20), heapUsed: round(memory.heapUsed / 2 ** 20), gcForced: typeof (globalThis as { gc?: unknown }).gc === 'function' },
      storedRunStateKB: round(storage.bytes / 1024),
      runStateSavesPerCheck: round(storage.saves / Math.max(1, sink.records.length), 2),
      requestLog: { entries: log.length, perStore: stores, noStoreAskedTwiceWithinInterval: Object.values(stores).every((s) => s.gapsUnderInterval === 0) },
    };
  } finally {
    await demo.close();
  }
}

async function simulated() {
  const days = 4;
  const stores = 50;
  const clock = { now: Date.parse('2026-01-01T00:00:00Z') };
  const start = clock.now;
  const items = Array.from({ length: ITEMS }, (_, index) =>
    item(`i${index}`, `L${index % LISTS}`, `https://store${index % stores}.example/p/${index}`, 'EUR'));
  const view: EngineView = { signedIn: true, listIds: [...new Set(items.map((i) => i.listId))], items: byList(items), intervalMs: 6 * HOUR, storesWithAccess: [...new Set(items.map((i) => i.store))] };
  const storage = new MemoryStorage();
  const sink = new CountingSink(() => clock.now);
  const ok = (at: number): Reading => ({ source: 'recheck', outcome: 'ok', at, amount: 10, currency: 'EUR', listPrice: null, availability: 'in-stock', method: 'json-ld', confidence: 0.9 });
  const engine = createRecheckEngine({
    now: () => clock.now,
    random: () => Math.random(),
    sleep: (ms) => {
      clock.now += ms;
      return Promise.resolve();
    },
    storage,
    view: () => view,
    check: () => {
      clock.now += 300;
      return Promise.resolve({ reading: ok(clock.now), retryAfterMs: null });
    },
    sink,
    // No sink here refuses a reading: one that did would be a bug, so it fails the run.
    refused: (item, error) => {
      throw new Error(`${item.id}: refused`, { cause: error });
    },
    publish: () => undefined,
    politeness: { intervalMs: POLITENESS_INTERVAL_MS, jitterMs: POLITENESS_JITTER_MS },
    maxSleepMs: 20_000,
  });
  let savesAtDay1 = 0;
  let leasesAtDay1 = 0;
  for (let minute = 0; minute < days * 24 * 60; minute += 1) {
    clock.now = Math.max(clock.now, start + minute * 60_000);
    if (minute === 24 * 60) {
      savesAtDay1 = storage.saves;
      leasesAtDay1 = sink.leases;
    }
    await engine.tick();
  }
  const steadyDays = days - 1;
  const steady = sink.records.filter((record) => record.at >= start + DAY);
  return {
    items: ITEMS,
    stores,
    recheckHours: 6,
    days,
    sinkRecordsPerItemPerDay: round(steady.length / ITEMS / steadyDays, 2),
    leaseRequestsPerDay: round((sink.leases - leasesAtDay1) / steadyDays, 1),
    runStateSavesPerItemPerDay: round((storage.saves - savesAtDay1) / ITEMS / steadyDays, 2),
    note: 'A sink record is one recordReading call, not a Firestore write: those are under firestoreWritesPerItemPerDay.',
  };
}

async function firestoreWrites() {
  const days = 5;
  const spread = (count: number, stores: number, lists: number) =>
    Array.from({ length: count }, (_, index) => item(`i${index}`, `L${index % lists}`, `https://store${index % stores}.example/p/${index}`, 'EUR'));
  const unchangedPrice = () => 10;
  return {
    recheckHours: 6,
    readingsPerItemPerDay: 4,
    days,
    leaseHours: LEASE_MS / HOUR,
    unchanged: await steadyStateWrites({ items: spread(ITEMS, 50, LISTS), priceAt: unchangedPrice, days }),
    priceChangesDaily: await steadyStateWrites({ items: spread(ITEMS, 50, LISTS), priceAt: dailyChangingPrice, days }),
    unchangedAloneInItsList: await steadyStateWrites({ items: spread(200, 200, 200), priceAt: unchangedPrice, days }),
    note: 'Firestore document writes per item per day in steady state (days 3-5): item and observation writes as planRecording/writesOf decide on the item as the state shows it (with the checks its list-wide lease vouches for), plus the item\'s share of its list\'s lease writes (leaseStep).',
  };
}

// BENCH_RECHECK_SIMULATED_ONLY=1 runs parts 2 and 3 alone and keeps part 1's figures from the last full run (its `measuredAt` says when).
const simulatedOnly = process.env.BENCH_RECHECK_SIMULATED_ONLY === '1';
const previous = simulatedOnly ? (JSON.parse(readFileSync(join(RESULTS_DIR, 'recheck.json'), 'utf8')) as { live: unknown; liveMeasuredAt?: string }) : null;
const result = {
  live: previous ? previous.live : await live(),
  liveMeasuredAt: previous ? (previous.liveMeasuredAt ?? '2026-11-25 08:52 UTC (docs/tracking.md, "Measured")') : new Date().toISOString(),
  simulatedAt: new Date().toISOString(),
  steadyState: await simulated(),
  firestoreWritesPerItemPerDay: await firestoreWrites(),
};
console.log(JSON.stringify(result, null, 2));
console.log(`written to ${writeResult('recheck', result)}`);
