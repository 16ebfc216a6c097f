/**
 * What a shopper costs (npm run bench:cost), issue #32: a month of Cartwatch against the dev
 * Firestore server, through the worker's own modules (bench/cost/worker.ts), on a simulated clock,
 * for three shoppers (bench/cost/shoppers.ts). The server counts the document reads, writes and
 * deletes Cloud Firestore would bill (dev/firestore/usage.ts); the ledger splits them by browser
 * and feature (bench/cost/ledger.ts); they are priced at list prices (bench/cost/prices.ts).
 *
 *   npm run bench:cost                                   the three shoppers, 30 days
 *   BENCH_COST_SHOPPERS=typical BENCH_COST_DAYS=7 npm run bench:cost
 *
 * Writes bench/results/cost.json (or BENCH_COST_RESULT=name for bench/results/<name>.json) and
 * prints the summary table docs/data-model.md shows.
 */
import { loadavg } from 'node:os';
import { setLogLevel } from 'firebase/firestore';
import { setLogLevel as setLiteLogLevel } from 'firebase/firestore/lite';
import { installFakeClock } from './clock';
import { FEATURES, type Counts, type Feature } from './ledger';
import { FREE_TIER_PER_DAY, HEADLINE_LOCATION, LOCATIONS, PRICES_READ_ON, PRICE_SOURCES, priceOf, shoppersInFreeTier, type Location } from './prices';
import { DAY_MS, type Scenario } from './scenario';
import { familyGiftList, heavyShopper, typicalShopper } from './shoppers';
import { simulate, WARM_UP_DAYS, type SimulationResult } from './simulate';
import { round, writeResult } from '../support';

const SHOPPERS: Record<string, (monthStart: number, days: number) => Scenario> = { typical: typicalShopper, heavy: heavyShopper, family: familyGiftList };
const chosen = (process.env.BENCH_COST_SHOPPERS ?? 'typical,heavy,family').split(',').map((name) => name.trim()).filter(Boolean);
/** The month every figure is for. */
const MONTH_DAYS = 30;
/** Simulates fewer days than each shopper's own (a quick look; the figures are then scaled from them). */
const DAYS_OVERRIDE = process.env.BENCH_COST_DAYS === undefined ? null : Number(process.env.BENCH_COST_DAYS);
const RESULT_NAME = process.env.BENCH_COST_RESULT ?? 'cost';
/**
 * A Saturday: the warm-up day before it is a weekday (every browser opens once before the month),
 * and a week from it has both. Each shopper's month is 6 weeks after the last (the clock only moves on).
 */
const FIRST_MONTH = Date.UTC(2026, 2, 7);
const SPACING = 42 * DAY_MS;

// The worker's modules log refused writes and the SDK warns about its emulator: neither is the bench's output.
setLogLevel('silent');
setLiteLogLevel('silent');
(globalThis as { chrome?: unknown }).chrome = { i18n: { getMessage: () => '' } };

/**
 * What the workers log (console.error and console.warn), counted by message rather than printed:
 * thousands of simulated workers report what a browser's console would show (a feed write that
 * timed out while its worker was stopped, a client closed under a worker that was still winding down).
 */
const workerLog: Record<string, number> = {};
const countLog = (...args: unknown[]) => {
  const [first] = args;
  const message = (first instanceof Error ? `${first.name}: ${first.message}` : String(first)).slice(0, 160);
  workerLog[message] = (workerLog[message] ?? 0) + 1;
};
console.error = countLog;
console.warn = countLog;

/** A window's counts as the month's: every recurring line times `scale`; the month's one export as it is. */
const scaled = (feature: Feature, counts: Counts, scale: number): Counts =>
  feature === 'export' ? counts : { reads: Math.round(counts.reads * scale), writes: Math.round(counts.writes * scale), deletes: Math.round(counts.deletes * scale) };
const sum = (counts: readonly Counts[]): Counts =>
  counts.reduce((total, each) => ({ reads: total.reads + each.reads, writes: total.writes + each.writes, deletes: total.deletes + each.deletes }), { reads: 0, writes: 0, deletes: 0 });
const usd = (counts: Counts) => Object.fromEntries(Object.keys(LOCATIONS).map((location) => [location, round(priceOf(counts, location as Location), 5)]));

function monthOf(byFeature: Record<Feature, Counts>, scale: number): Record<Feature, Counts> {
  return Object.fromEntries(FEATURES.map((feature) => [feature, scaled(feature, byFeature[feature], scale)])) as Record<Feature, Counts>;
}

function summarise(scenario: Scenario, result: SimulationResult, simulatedDays: number) {
  const scale = MONTH_DAYS / simulatedDays;
  const everyone = monthOf(result.ledger.total(), scale);
  const shopperOnly = monthOf(result.ledger.total((_, bill) => bill.uid === scenario.shopper), scale);
  const month = sum(FEATURES.map((feature) => everyone[feature]));
  const byFeature = Object.fromEntries(
    FEATURES.map((feature) => [feature, { ...everyone[feature], usd: usd(everyone[feature]) }]),
  ) as Record<Feature, Counts & { usd: Record<string, number> }>;
  const byAccount: Record<string, Counts & { usd: Record<string, number> }> = {};
  for (const [, bill] of result.ledger.browsers) {
    const counts = sum(FEATURES.map((feature) => scaled(feature, bill.byFeature[feature], scale)));
    const previous = byAccount[bill.uid] ?? { reads: 0, writes: 0, deletes: 0, usd: {} };
    const next = sum([previous, counts]);
    byAccount[bill.uid] = { ...next, usd: usd(next) };
  }
  const byBrowser = Object.fromEntries([...result.ledger.browsers].map(([name, bill]) => {
    const counts = sum(FEATURES.map((feature) => scaled(feature, bill.byFeature[feature], scale)));
    const features = Object.fromEntries(FEATURES.filter((feature) => sum([bill.byFeature[feature]]).reads + bill.byFeature[feature].writes + bill.byFeature[feature].deletes > 0).map((feature) => [feature, bill.byFeature[feature]]));
    return [name, { ...counts, resumedListeners: bill.resumedListeners, openMinutes: result.openMinutes[name] ?? 0, listenersPerWake: result.listenersPerWake[name] ?? 0, byFeature: features }];
  }));
  const wakesAtRealRate = Math.round(Object.values(result.openMinutes).reduce((total, minutes) => total + minutes, 0) * scale);
  const resumesAtRealRate = Math.round(Object.entries(result.openMinutes).reduce((total, [name, minutes]) => total + minutes * (result.listenersPerWake[name] ?? 0), 0) * scale);
  const delays = Object.fromEntries(Object.entries(result.alertDelays).filter(([, list]) => list.length > 0).map(([name, list]) => {
    const sorted = [...list].sort((a, b) => a - b);
    return [name, { alerts: list.length, medianMinutes: round((sorted[Math.floor(sorted.length / 2)] ?? 0) / 60_000), maxMinutes: round((sorted.at(-1) ?? 0) / 60_000) }];
  }));
  return {
    description: scenario.description,
    shopper: scenario.shopper,
    simulated: {
      days: simulatedDays,
      seconds: round(result.seconds),
      scaleToMonth: round(scale, 3),
      note: scale === 1 ? 'the whole month was simulated' : `${simulatedDays} days simulated (whole weeks: weekdays and the weekend); every line but the export times ${round(scale, 3)}`,
      window: result.ledger.total(),
    },
    browsers: scenario.browsers.map((browser) => browser.name),
    eventsDone: result.eventsDone,
    month: { ...month, usd: usd(month) },
    shopperBrowsersOnly: { ...sum(FEATURES.map((feature) => shopperOnly[feature])), usd: usd(sum(FEATURES.map((feature) => shopperOnly[feature]))) },
    byFeature,
    byAccount,
    byBrowser,
    unattributed: result.ledger.unattributed,
    freeTier: { shoppersPerProject: shoppersInFreeTier(month, MONTH_DAYS) },
    wakes: {
      simulated: result.browsers.reduce((total, browser) => total + browser.wakes, 0),
      resumedListenersSimulated: [...result.ledger.browsers.values()].reduce((total, bill) => total + bill.resumedListeners, 0),
      note: 'Simulated: the worker restarts the simulation made in its days. At the alarm’s rate: one wake a minute a browser is open, over the month, each resuming every listener the worker keeps.',
      atTheAlarmsRate: wakesAtRealRate,
      resumedListenersAtTheAlarmsRate: resumesAtRealRate,
      ifEachResumeCostOneRead: { reads: resumesAtRealRate, usd: round(priceOf({ reads: resumesAtRealRate, writes: 0, deletes: 0 }), 5) },
    },
    alertDelays: delays,
    drops: result.drops,
    hottestDocuments: { ...result.ledger.hottestDocuments(), note: `in the ${simulatedDays} simulated days, not scaled` },
  };
}

function markdownTable(results: Record<string, ReturnType<typeof summarise>>): string {
  const names = Object.keys(results);
  const cell = (counts: Counts & { usd: Record<string, number> }) => `${counts.reads} / ${counts.writes} / ${counts.deletes} · $${(counts.usd[HEADLINE_LOCATION] ?? 0).toFixed(4)}`;
  const lines = [
    `| feature (reads / writes / deletes · $ at ${HEADLINE_LOCATION}) | ${names.join(' | ')} |`,
    `| --- | ${names.map(() => '---').join(' | ')} |`,
    ...FEATURES.map((feature) => `| ${feature} | ${names.map((name) => cell(results[name]?.byFeature[feature] as Counts & { usd: Record<string, number> })).join(' | ')} |`),
    `| **month, everyone** | ${names.map((name) => `**${cell(results[name]?.month as Counts & { usd: Record<string, number> })}**`).join(' | ')} |`,
    `| the shopper's own browsers | ${names.map((name) => cell(results[name]?.shopperBrowsersOnly as Counts & { usd: Record<string, number> })).join(' | ')} |`,
    `| at us-central1 | ${names.map((name) => `$${(results[name]?.month.usd['us-central1'] ?? 0).toFixed(4)}`).join(' | ')} |`,
    `| such shoppers in the free tier | ${names.map((name) => String(results[name]?.freeTier.shoppersPerProject ?? 0)).join(' | ')} |`,
  ];
  return lines.join('\n');
}

/** The machine's own time (the simulation's clock is installed meanwhile). */
const realNow = (): string => new Date(performance.timeOrigin + performance.now()).toISOString();

const outputOf = (measuredAt: string) => ({
  measuredAt,
  command: 'npm run bench:cost',
  machine: { loadAverage1m: { before: round(loadBefore, 2), after: round(loadavg()[0] ?? 0, 2) } },
  prices: {
    readOn: PRICES_READ_ON,
    sources: PRICE_SOURCES,
    edition: 'Cloud Firestore Standard edition, per 100,000 documents, US dollars',
    headline: HEADLINE_LOCATION,
    locations: LOCATIONS,
    freeTierPerDay: FREE_TIER_PER_DAY,
    notes: [
      'The month is priced without the free tier; the free tier is shown separately, as how many such shoppers one project’s daily free quota covers.',
      'Security rules’ document reads (get/exists in firestore.rules) are billed by Firestore but not counted: the dev server evaluates no rules.',
      'A listener resumed within 30 minutes is billed for the documents that changed; after 30 minutes, as a new query (its whole result); a query or a listener’s start at least one read.',
      'Storage and network are not included.',
    ],
  },
  simulation: {
    monthDays: MONTH_DAYS,
    warmUpDays: WARM_UP_DAYS,
    notes: [
      'Every browser’s worker is the extension’s modules (bench/cost/worker.ts): the state store and its cache, the profile, lists, items, alerts and sharing syncs, saving, the re-check engine with its leases and the observation writer, the alert engine, and the handlers the popup and options call.',
      'The alarm runs every minute a browser is open; the worker is stopped and started again at every popup opening, at the browser’s start, and every restartEveryMinutes in between (the browser stops it after 30 s idle and the alarm wakes it each minute; a listener resumed within 30 minutes costs what changed, so the simulated restarts bill what a restart every minute would: `wakes` gives the count at the alarm’s rate and what it would cost if each resumed listener cost one read).',
      'The month’s bill starts after the warm-up days, when every item has had its first check and every lease its first holder.',
    ],
  },
  shoppers: results,
  workerLog,
});

const clock = installFakeClock(FIRST_MONTH - WARM_UP_DAYS * DAY_MS - DAY_MS);
const loadBefore = loadavg()[0] ?? 0;
const results: Record<string, ReturnType<typeof summarise>> = {};
try {
  for (const [index, name] of chosen.entries()) {
    const make = SHOPPERS[name];
    if (!make) throw new Error(`Unknown shopper "${name}": typical, heavy or family`);
    const monthStart = FIRST_MONTH + index * SPACING;
    const scenario = make(monthStart, MONTH_DAYS);
    const days = DAYS_OVERRIDE ?? scenario.simulatedDays;
    console.log(`${name}: simulating ${WARM_UP_DAYS} warm-up days and ${days} days…`);
    const result = await simulate(scenario, clock, monthStart, days);
    results[name] = summarise(scenario, result, days);
    const headline = results[name].month;
    // Written after each shopper, so a long run keeps what it has measured.
    writeResult(RESULT_NAME, outputOf(realNow()));
    console.log(`${name}: a month is ${headline.reads} reads, ${headline.writes} writes, ${headline.deletes} deletes, $${headline.usd[HEADLINE_LOCATION]} at ${HEADLINE_LOCATION} (${days} days in ${round(result.seconds)} s)`);
  }
} finally {
  clock.uninstall();
}

const output = outputOf(new Date().toISOString());
console.log(JSON.stringify(output, null, 2));
console.log(`\n${markdownTable(results)}\n`);
console.log(`written to ${writeResult(RESULT_NAME, output)}`);
process.exit(0);
