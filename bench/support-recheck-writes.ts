// The Firestore writes of the re-check engine's steady state, for bench/recheck.ts: the engine on a
// fake clock records through a sink that runs the data side's pure decisions (planRecording and
// writesOf for every reading, leaseStep for every lease request on the list-wide lease, since one
// browser may fetch every store here) over an in-memory copy of the documents, and applies what
// they decide, as the item listener (with the checks the lease vouches for, withLeaseChecks) would
// show it to the next check.
import { leaseLengthFor, leaseStep } from '../src/features/tracking/worker/firestore/lease-step';
import { withLeaseChecks, type LeaseTimes } from '../src/features/tracking/model/list-lease';
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
  /** Each list's list-wide lease: until when, and since when. */
  private readonly leases = new Map<string, { until: number; takenAt: number }>();

  constructor(
    private readonly lists: Record<string, ListItem[]>,
    private readonly now: () => number,
  ) {}

  /** The list's items as the state shows them: with the checks its lease vouches for. */
  shown(listId: string, intervalMs: number): ListItem[] {
    const lease = this.leases.get(listId);
    const times: LeaseTimes = { every: lease ? { takenAt: lease.takenAt, checkedBy: lease.takenAt - intervalMs } : null, stores: {} };
    return withLeaseChecks(this.lists[listId] ?? [], times);
  }

  record(entry: ListItem, reading: Reading): Promise<void> {
    const list = this.lists[entry.listId] ?? [];
    const index = list.findIndex((candidate) => candidate.id === entry.id);
    // The engine's item is the state's (its lastCheck as the lease vouches for it); what is stored is the list's.
    const item = entry;
    const key = `${item.listId}/${item.id}`;
    const hours = this.history.get(key) ?? [];
    const change = item.trend.at(-1);
    // readLatestChange: one query, asked only while a confirmation may be due.
    const latest = change !== undefined && awaitsConfirmation(item, reading) ? { confirmed: hours.some((hour) => hour > hourIdOf(change.at)) } : null;
    const at = this.now();
    const plan = planRecording(item, latest, reading, at);
    const count = writesOf(plan);
    if (count > 0) this.writes.push({ at, kind: plan.kind, count });
    list[index] = applied(list[index] ?? entry, plan, at);
    if (plan.kind === 'confirmation' || plan.kind === 'change') this.history.set(key, [...hours.filter((hour) => hour !== plan.observation.hour), plan.observation.hour]);
    return Promise.resolve();
  }

  takeLease(listId: string): Promise<boolean> {
    // The sink writes it for 11 h plus the interval, so that it vouches for the checks (lease-step.ts).
    const durationMs = leaseLengthFor(6 * HOUR);
    const at = this.now();
    const lease = this.leases.get(listId);
    const step = leaseStep({ untilMs: lease?.until ?? 0, takenAtMs: lease?.takenAt ?? 0, ours: lease !== undefined }, at);
    if (step === 'write') {
      this.leases.set(listId, { until: at + durationMs, takenAt: at });
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

/**
 * Writes per item per day from the third day to `days`, by kind: the first check's change point,
 * its confirmation and the heartbeat a day after it come before.
 */
export async function steadyStateWrites({ items, priceAt, days }: WritesScenario) {
  const clock = { now: Date.parse('2026-01-01T00:00:00Z') };
  const start = clock.now;
  const lists: Record<string, ListItem[]> = {};
  for (const entry of items) (lists[entry.listId] ??= []).push(entry);
  const firestore = new SimulatedFirestore(lists, () => clock.now);
  const intervalMs = 6 * HOUR;
  const view: EngineView = {
    signedIn: true,
    listIds: Object.keys(lists),
    get items() {
      return Object.fromEntries(Object.keys(lists).map((listId) => [listId, firestore.shown(listId, intervalMs)]));
    },
    intervalMs,
    storesWithAccess: [...new Set(items.map((entry) => entry.store))],
  };
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
  const steady = firestore.writes.filter((write) => write.at >= start + 2 * DAY);
  const perItemPerDay = (kinds: string[]) =>
    round(steady.filter((write) => kinds.includes(write.kind)).reduce((sum, write) => sum + write.count, 0) / items.length / (days - 2));
  return {
    items: items.length,
    lists: new Set(items.map((entry) => entry.listId)).size,
    stores: new Set(items.map((entry) => entry.store)).size,
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
