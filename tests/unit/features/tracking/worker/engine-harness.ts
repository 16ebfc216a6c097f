import type { ListItem } from '../../../../../src/features/lists/model/items';
import type { Reading } from '../../../../../src/features/tracking/model/tracking';
import type { CheckResult } from '../../../../../src/features/tracking/worker/check-page';
import { createRecheckEngine, type EngineView } from '../../../../../src/features/tracking/worker/engine';
import type { ObservationSink } from '../../../../../src/features/tracking/model/observation-sink';
import { failedReading } from '../../../../../src/features/tracking/model/reading-of';
import { EMPTY_RUN, type RunState } from '../../../../../src/features/tracking/model/run-state';

export const T0 = Date.parse('2026-11-25T08:00:00Z');
export const POLITENESS = { intervalMs: 10_000, jitterMs: 5000 };

export const okReading = (at: number, amount = 10): Reading => ({
  source: 'recheck', outcome: 'ok', at, amount, currency: 'USD', listPrice: null, availability: 'in-stock', method: 'json-ld', confidence: 0.9,
});

/** Storage as the browser keeps it: values survive the engine (the worker) as JSON copies. */
export class FakeStorage {
  stored: RunState = EMPTY_RUN;
  saves = 0;
  load = (): Promise<RunState> => Promise.resolve(structuredClone(this.stored));
  save = (run: RunState): Promise<void> => {
    this.saves += 1;
    this.stored = structuredClone(run);
    return Promise.resolve();
  };
}

export class FakeSink implements ObservationSink {
  records: { itemId: string; reading: Reading }[] = [];
  leaseHolders = new Map<string, string>();
  leaseRequests: string[] = [];
  failWith: Error | null = null;
  /** When set, every lease request is refused with it (the server's answer, as the SDK throws it). */
  leaseFailure: Error | null = null;
  constructor(readonly browserId = 'me') {}
  record(item: ListItem, reading: Reading): Promise<void> {
    if (this.failWith) return Promise.reject(this.failWith);
    this.records.push({ itemId: item.id, reading });
    return Promise.resolve();
  }
  takeLease(listId: string, store: string): Promise<boolean> {
    const key = `${listId}|${store}`;
    this.leaseRequests.push(key);
    if (this.leaseFailure) return Promise.reject(this.leaseFailure);
    const holder = this.leaseHolders.get(key) ?? this.browserId;
    this.leaseHolders.set(key, holder);
    return Promise.resolve(holder === this.browserId);
  }
}

export interface HarnessOptions {
  view: EngineView;
  storage?: FakeStorage;
  sink?: FakeSink;
  /** What a check of an item answers; a check that never settles stands for a worker stopped mid-request. */
  answer?: (item: ListItem, at: number) => Promise<CheckResult>;
  clock?: { now: number };
}

/** An engine on a fake clock: sleeping moves the clock, requests are logged with their time. */
export function engineHarness(options: HarnessOptions) {
  const clock = options.clock ?? { now: T0 };
  const storage = options.storage ?? new FakeStorage();
  const sink = options.sink ?? new FakeSink();
  const requests: { itemId: string; store: string; at: number }[] = [];
  const published: RunState[] = [];
  const refused: { itemId: string; error: unknown }[] = [];
  const answer = options.answer ?? ((_item: ListItem, at: number) => Promise.resolve({ reading: okReading(at), retryAfterMs: null }));
  const engine = createRecheckEngine({
    now: () => clock.now,
    random: () => 0.5,
    sleep: (ms) => {
      clock.now += ms;
      return Promise.resolve();
    },
    storage,
    view: () => options.view,
    check: (item) => {
      requests.push({ itemId: item.id, store: item.store, at: clock.now });
      return answer(item, clock.now);
    },
    sink,
    refused: (item, error) => refused.push({ itemId: item.id, error }),
    publish: (run) => published.push(run),
    politeness: POLITENESS,
    maxSleepMs: 30_000,
  });
  return { engine, clock, storage, sink, requests, published, refused };
}

export const failed = (outcome: Parameters<typeof failedReading>[0], retryAfterMs: number | null = null) =>
  (_item: ListItem, at: number): Promise<CheckResult> => Promise.resolve({ reading: failedReading(outcome, at), retryAfterMs });

/** Lets the engine's background writes finish (they never wait on timers). */
export async function drain(): Promise<void> {
  for (let round = 0; round < 50; round += 1) await Promise.resolve();
}
