// The Firestore writes of the re-check engine's steady state, for bench/recheck.ts: the engine on a
// fake clock records through a sink that runs the data side's pure decisions (planRecording and
// writesOf for every reading, leaseStep for every lease request) over an in-memory copy of the
// documents, and applies what they decide, as the item listener would show it to the next check.
import { leaseStep } from '../src/features/tracking/worker/firestore/lease-step';
import { createRecheckEngine, type EngineView } from '../src/features/tracking/worker/engine';
import { hourIdOf } from '../src/features/tracking/model/hour-id';
import type { ObservationSink } from '../src/features/tracking/model/observation-sink';
import { awaitsConfirmation, planRecording, writesOf, type RecordPlan } from '../src/features/tracking/model/record-plan';
import { EMPTY_RUN, type RunState } from '../src/features/tracking/model/run-state';
import { POLITENESS_INTERVAL_MS, POLITENESS_JITTER_MS } from '../src/features/tracking/model/settings';
import type { ListItem } from '../src/features/lists/model/items';
import type { Reading } from '../src/features/tracking/model/tracking';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** Documents as Firestore would hold them, and every write counted with its time. */
class SimulatedFirestore implements ObservationSink {
  readonly writes: { at: number; kind: RecordPlan['kind'] | 'lease'; count: number }[] = [];
  private readonly history = new Map<string, string[]>();
  private readonly leases = new Map<string, number>();

  constructor(
    private readonly lists: Record<string, ListItem[]>,
    private readonly now: () => number,
  ) {}

  record(entry: ListItem, reading: Reading): Promise<void> {
    const list = this.lists[entry.listId] ?? [];
    const index = list.findIndex((candidate) => candidate.id === entry.id);
    const item = list[index] ?? entry;
    const key = `${item.listId}/${item.id}`;
    const hours = this.history.get(key) ?? [];
    const change = item.trend.at(-1);
    // readLatestChange: one query, asked only while a confirmation may be due.
    const latest = change !== undefined && awaitsConfirmation(item, reading) ? { confirmed: hours.some((hour) => hour > hourIdOf(change.at)) } : null;
    const at = this.now();
    const plan = planRecording(item, latest, reading, at);
    const count = writesOf(plan);
    if (count > 0) this.writes.push({ at, kind: plan.kind, count });
    list[index] = applied(item, plan, at);
    if (plan.kind === 'confirmation' || plan.kind === 'change') this.history.set(key, [...hours.filter((hour) => hour !== plan.observation.hour), plan.observation.hour]);
    return Promise.resolve();
  }

  takeLease(listId: string, store: string, durationMs: number): Promise<boolean> {
    const key = `${listId}|${store}`;
    const at = this.now();
    const step = leaseStep({ untilMs: this.leases.get(key) ?? 0, ours: this.leases.has(key) }, at);
    if (step === 'write') {
      this.leases.set(key, at + durationMs);
      this.writes.push({ at, kind: 'lease', count: 1 });
    }
    return Promise.resolve(step !== 'held-by-other');
  }
}

/** The item as its listener shows it after the plan's writes (`lastCheck.at` is the server's time: now). */
function applied(item: ListItem, plan: RecordPlan, now: number): ListItem {
  switch (plan.kind) {
    case 'none':
      return item;
    case 'heartbeat':
      return { ...item, lastCheck: { at: now, outcome: plan.outcome, source: plan.source } };
    case 'confirmation':
      return plan.heartbeat ? { ...item, lastCheck: { at: now, outcome: plan.observation.outcome, source: plan.observation.source } } : item;
    case 'change':
      return { ...item, ...plan.item, lastCheck: { at: now, outcome: plan.observation.outcome, source: plan.observation.source }, trend: plan.trend };
  }
}

export interface WritesScenario {
  items: ListItem[];
  /** The price the store shows for an item at a time. */
  priceAt: (item: ListItem, at: number) => number;
  days: number;
}

/** Writes per item per day over days 2 to `days` (after the first checks), by kind. */
export async function steadyStateWrites({ items, priceAt, days }: WritesScenario) {
  const clock = { now: Date.parse('2026-01-01T00:00:00Z') };
  const start = clock.now;
  const lists: Record<string, ListItem[]> = {};
  for (const entry of items) (lists[entry.listId] ??= []).push(entry);
  const view: EngineView = {
    signedIn: true,
    listIds: Object.keys(lists),
    items: lists,
    intervalMs: 6 * HOUR,
    storesWithAccess: [...new Set(items.map((entry) => entry.store))],
  };
  const firestore = new SimulatedFirestore(lists, () => clock.now);
  let stored: RunState = EMPTY_RUN;
  const engine = createRecheckEngine({
    now: () => clock.now,
    random: () => Math.random(),
    sleep: (ms) => {
      clock.now += ms;
      return Promise.resolve();
    },
    storage: { load: () => Promise.resolve(stored), save: (run) => Promise.resolve(void (stored = run)) },
    view: () => view,
    check: (entry) => {
      clock.now += 300;
      const reading: Reading = {
        source: 'recheck', outcome: 'ok', at: clock.now, amount: priceAt(entry, clock.now), currency: 'EUR', listPrice: null,
        availability: 'in-stock', method: 'json-ld', confidence: 0.9,
      };
      return Promise.resolve({ reading, retryAfterMs: null });
    },
    sink: firestore,
    // The simulated Firestore refuses nothing: a refusal would be a bug, so it fails the run.
    refused: (item, error) => {
      throw new Error(`${item.id}: refused`, { cause: error });
    },
    publish: () => undefined,
    politeness: { intervalMs: POLITENESS_INTERVAL_MS, jitterMs: POLITENESS_JITTER_MS },
    maxSleepMs: 20_000,
  });
  for (let minute = 0; minute < days * 24 * 60; minute += 1) {
    clock.now = Math.max(clock.now, start + minute * 60_000);
    await engine.tick();
  }
  const steady = firestore.writes.filter((write) => write.at >= start + DAY);
  const perItemPerDay = (kinds: string[]) =>
    round(steady.filter((write) => kinds.includes(write.kind)).reduce((sum, write) => sum + write.count, 0) / items.length / (days - 1));
  return {
    items: items.length,
    groups: new Set(items.map((entry) => `${entry.listId}|${entry.store}`)).size,
    total: perItemPerDay(['heartbeat', 'confirmation', 'change', 'lease']),
    heartbeats: perItemPerDay(['heartbeat']),
    confirmations: perItemPerDay(['confirmation']),
    changePoints: perItemPerDay(['change']),
    leaseShare: perItemPerDay(['lease']),
  };
}

const round = (value: number): number => Number(value.toFixed(2));

/** A price that moves once a day, at a time of day of the item's own. */
export function dailyChangingPrice(item: ListItem, at: number): number {
  const offset = (Number(item.id.replace(/\D/g, '')) * 7919) % DAY;
  return 10 + (Math.floor((at - offset) / DAY) % 2);
}
