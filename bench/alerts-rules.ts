// The alert rule engine over 1,000 items with a year of history each (npm run bench:alerts-rules).
// Histories are change points as the tracker writes them (a change, then its confirmation a few
// hours later), generated with a seeded PRNG: a price that moves every one to four days, stock-outs,
// failed checks, a few unconfirmed blips, one item in ten seen by another member. Three passes, each
// timed whole (every item evaluated once) over several runs:
// - first: no rule state yet (an item seen for the first time: its year is the baseline);
// - replay: rules armed at the start of the year, so the whole year is evaluated (the worst case);
// - steady: the persisted state of the replay, one new confirmed observation per item (a normal run).
import { evaluateItem, type Evaluator } from '../src/features/alerts/model/evaluate';
import { confirmedStates } from '../src/features/alerts/model/observation-series';
import { initialRuleState, type ItemRuleState } from '../src/features/alerts/model/rule-state';
import { effectiveRules } from '../src/features/alerts/model/rules';
import type { Availability } from '../src/features/detection/model/extract/types';
import type { CheckOutcome, PricePoint } from '../src/features/tracking/model/tracking';
import { cpus, loadavg } from 'node:os';
import { round, summarise, writeResult } from './support';

const ITEMS = Number(process.env.BENCH_ITEMS ?? 1000);
const RUNS = Number(process.env.BENCH_RUNS ?? 15);
const SEED = 20261125;
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const END = Date.UTC(2026, 10, 25);
const START = END - 365 * DAY;
const me: Evaluator = { uid: 'me', hasStoreAccess: true };

function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * One literal with every field in one order, as the data module's `toPricePoint` builds them: points
 * built by spreading a shared base are several times slower to read, which would measure V8's
 * object shapes rather than the rules.
 */
function pointOf(at: number, amount: number | null, availability: Availability, outcome: CheckOutcome, observerId: string): PricePoint {
  return {
    at,
    amount,
    currency: amount === null ? null : 'EUR',
    availability,
    outcome,
    source: 'recheck',
    method: outcome === 'ok' ? 'json-ld' : null,
    confidence: 0.8,
    observerId,
  };
}

function historyOf(random: () => number): PricePoint[] {
  const observer = random() < 0.1 ? 'other' : 'me';
  const points: PricePoint[] = [];
  let price = Math.round(1000 + random() * 50_000) / 100;
  for (let at = START; at < END; at += DAY + Math.floor(random() * 3 * DAY)) {
    const roll = random();
    if (roll < 0.05) {
      points.push(pointOf(at, null, 'unknown', 'timeout', observer));
      continue;
    }
    const availability = roll < 0.12 ? 'out-of-stock' : 'in-stock';
    price = Math.max(1, Math.round(price * (0.85 + random() * 0.3) * 100) / 100);
    points.push(pointOf(at, price, availability, 'ok', observer));
    // One change in twenty is a blip nobody confirms.
    if (random() > 0.05) points.push(pointOf(at + (2 + Math.floor(random() * 6)) * HOUR, price, availability, 'ok', observer));
  }
  return points;
}

const LOAD_AT_START = loadavg()[0] ?? 0;
const random = mulberry32(SEED);
const items = Array.from({ length: ITEMS }, (_, index) => ({
  path: `lists/L${index % 20}/items/I${index}`,
  points: historyOf(random),
  rules: effectiveRules({ lowest90Days: index % 3 === 0 }, {}, { target: index % 4 === 0 ? 50 : null, dropAmount: index % 5 === 0 ? 5 : undefined }),
}));
const armedAtStart: ItemRuleState = initialRuleState([]);
const nextPoints = items.map((item, index) => {
  const amount = Math.max(1, Math.round((item.points.at(-1)!.amount ?? 100) * (index % 2 === 0 ? 0.8 : 1.1) * 100) / 100);
  return [...item.points, pointOf(END + HOUR, amount, 'in-stock', 'ok', 'me'), pointOf(END + 3 * HOUR, amount, 'in-stock', 'ok', 'me')];
});

function timed(pass: () => number): { ms: number[]; alerts: number } {
  const ms: number[] = [];
  let alerts = 0;
  for (let run = 0; run < RUNS; run += 1) {
    const started = performance.now();
    alerts = pass();
    ms.push(performance.now() - started);
  }
  return { ms, alerts };
}

const first = timed(() => items.reduce((count, item) => count + evaluateItem(item.path, item.points, null, item.rules, END, me).alerts.length, 0));
const replayStates: ItemRuleState[] = [];
const replay = timed(() => {
  replayStates.length = 0;
  let count = 0;
  for (const item of items) {
    const result = evaluateItem(item.path, item.points, armedAtStart, item.rules, END, me);
    replayStates.push(JSON.parse(JSON.stringify(result.nextRuleState)) as ItemRuleState);
    count += result.alerts.length;
  }
  return count;
});
const steady = timed(() =>
  items.reduce((count, item, index) => count + evaluateItem(item.path, nextPoints[index]!, replayStates[index]!, item.rules, END + 3 * HOUR, me).alerts.length, 0),
);

const points = items.map((item) => item.points.length);
const states = items.map((item) => confirmedStates(item.points).length);
const stateBytes = replayStates.reduce((sum, state) => sum + JSON.stringify(state).length, 0);
const result = {
  measuredAt: new Date().toISOString(),
  node: process.version,
  // The machine is shared: the load when the bench started tells how much of it was ours.
  cores: cpus().length,
  loadAverageAtStart: round(LOAD_AT_START, 2),
  items: ITEMS,
  runs: RUNS,
  seed: SEED,
  history: {
    days: 365,
    pointsPerItem: { median: summarise(points).median, max: Math.max(...points) },
    confirmedStatesPerItem: { median: summarise(states).median, max: Math.max(...states) },
  },
  passMs: { first: summarise(first.ms), replay: summarise(replay.ms), steady: summarise(steady.ms) },
  alertsPerPass: { first: first.alerts, replay: replay.alerts, steady: steady.alerts },
  ruleStateBytesPerItem: round(stateBytes / ITEMS),
};
console.log(JSON.stringify(result, null, 2));
console.log(`written to ${writeResult('alerts-rules', result)}`);
