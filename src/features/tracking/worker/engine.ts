import { writeErrorCode } from '../../../app/worker/write-tracker';
import { CartwatchError } from '../../../platform/messaging/errors';
import type { ListItem } from '../../lists';
import type { CheckResult } from './check-page';
import { dueItems } from '../model/due-items';
import { isOnItsStore } from '../model/store-access';
import { afterWrite, finishCheck } from '../model/finish-check';
import { LEASE_MS, RENEW_BEFORE_MS } from './firestore/lease-step';
import { nextStep, politeNextAt } from '../model/next-step';
import { failedReading } from '../model/reading-of';
import type { ObservationSink } from '../model/observation-sink';
import { isQuotaError, isRefusedWrite } from '../model/quota-error';
import {
  beginCheck,
  delayStoreTurn,
  dropEntry,
  dropOutsideLists,
  dropScheduledGroup,
  dropWithoutAccess,
  enqueueManual,
  enqueueScheduled,
  prune,
  recoverInterrupted,
} from '../model/run-queue';
import { groupKey, itemKey, type QueueEntry, type RunState } from '../model/run-state';
import { engineTransition, NEW_ENGINE, type EngineEvent } from '../model/engine-machine';

/** What the engine reads of the worker's state. */
export interface EngineView {
  signedIn: boolean;
  /** The shopper's lists, or null before they have loaded; `items` may lack a list whose items are still loading. */
  listIds: string[] | null;
  items: Record<string, ListItem[]>;
  intervalMs: number;
  storesWithAccess: string[];
}

export interface RunStorage {
  load(): Promise<RunState>;
  save(run: RunState): Promise<void>;
}

export interface EngineDeps {
  now(): number;
  random(): number;
  /** Resolves after `ms`, or earlier when `wake` aborts. */
  sleep(ms: number, wake: AbortSignal): Promise<void>;
  storage: RunStorage;
  view(): EngineView;
  check(item: ListItem): Promise<CheckResult>;
  sink: ObservationSink<ListItem>;
  /** A reading the server refused, dropped from the run: the shopper is told (the write tracker). */
  refused(item: ListItem, error: unknown): void;
  publish(run: RunState): void;
  politeness: { intervalMs: number; jitterMs: number };
  /** A wait longer than this ends the run; the next alarm resumes it. */
  maxSleepMs: number;
}

export interface RecheckEngine {
  /** Runs until nothing is due soon (the alarm calls it; a running engine is only woken). */
  tick(): Promise<void>;
  checkNow(listId: string, itemId: string): Promise<void>;
  checkAll(): Promise<number>;
}

const KEEP_OWN_CHECKS_MS = 25 * 60 * 60 * 1000;
/** "Check all now" leaves out what this browser checked this recently: the shopper wants fresh prices, not the same page twice. */
export const JUST_CHECKED_MS = 10 * 60 * 1000;

function itemOf(view: EngineView, listId: string, itemId: string): ListItem | undefined {
  return view.items[listId]?.find((item) => item.id === itemId);
}

/**
 * The background re-check engine: takes due items into a queue, asks each store at most once per
 * politeness interval, and writes what it read through the sink. Its state is saved before every
 * request and after every result, so a new worker resumes without asking any item twice.
 */
export function createRecheckEngine(deps: EngineDeps): RecheckEngine {
  const now = (): number => deps.now();
  let machine = NEW_ENGINE;
  // What the machine's running activities hold: it says when to start, join or wake them.
  const activity: { load: Promise<RunState> | null; loop: Promise<void>; wake: AbortController } = {
    load: null,
    loop: Promise.resolve(),
    wake: new AbortController(),
  };
  let saving = Promise.resolve();

  function dispatch(event: EngineEvent): void {
    const next = engineTransition(machine, event);
    machine = next.machine;
    if (next.effect === 'read-run') activity.load = readStoredRun();
    else if (next.effect === 'start-loop') activity.loop = loop().finally(() => dispatch({ type: 'loop-ended' }));
    else if (next.effect === 'wake-loop') activity.wake.abort();
    else if (next.effect === 'start-flush') void writePending().finally(() => dispatch({ type: 'flush-ended' }));
  }

  function commit(next: RunState): Promise<void> {
    dispatch({ type: 'run-committed', run: next });
    deps.publish(next);
    const snapshot = next;
    saving = saving.then(() => deps.storage.save(snapshot)).catch((error: unknown) => console.error(error));
    return saving;
  }

  function readStoredRun(): Promise<RunState> {
    return deps.storage.load().then(async (stored) => {
      dispatch({ type: 'run-read', run: stored });
      const run = current();
      const recovered = recoverInterrupted(run);
      // A wake with nothing to recover writes nothing: the pages still get the stored run.
      if (recovered === run) deps.publish(run);
      else await commit(recovered);
      return current();
    });
  }

  function loaded(): Promise<RunState> {
    dispatch({ type: 'load-asked' });
    if (machine.load.phase === 'loaded') return Promise.resolve(machine.load.run);
    if (!activity.load) throw new Error('The re-check engine is loading without reading its run.');
    return activity.load;
  }

  function current(): RunState {
    if (machine.load.phase !== 'loaded') throw new Error('The re-check engine is not loaded.');
    return machine.load.run;
  }

  function refresh(): Promise<void> {
    const view = deps.view();
    const at = now();
    const run = current();
    let next = prune(dropWithoutAccess(run, view.storesWithAccess), at, KEEP_OWN_CHECKS_MS);
    if (view.listIds) next = dropOutsideLists(next, view.listIds);
    if (view.signedIn) {
      next = enqueueScheduled(next, dueItems(view.items, { now: at, intervalMs: view.intervalMs, ownChecks: next.ownChecks, storesWithAccess: view.storesWithAccess }), at);
    }
    return next === run ? Promise.resolve() : commit(next);
  }

  async function writePending(): Promise<void> {
    const view = deps.view();
    if (!view.signedIn) return;
    for (const pending of current().pending) {
      if ((current().quota?.until ?? 0) > now()) return;
      const item = itemOf(view, pending.listId, pending.itemId);
      if (!item) {
        // A list that is not loaded keeps its readings; an item gone from a loaded list drops them.
        if (view.items[pending.listId]) await commit(afterWrite(current(), [pending.reading], false, now()));
        continue;
      }
      try {
        await deps.sink.record(item, pending.reading);
        await commit(afterWrite(current(), [pending.reading], false, now()));
      } catch (error) {
        if (isRefusedWrite(error)) {
          // Sent again it would be refused again, and it would hold back every reading behind it.
          deps.refused(item, error);
          await commit(afterWrite(current(), [pending.reading], false, now()));
          continue;
        }
        if (isQuotaError(error)) await commit(afterWrite(current(), [], true, now()));
        else console.error(error);
        return;
      }
    }
  }

  // A reading that finishes while a flush is writing is written by one more pass, not at the next alarm.
  const flush = (): void => dispatch({ type: 'flush-asked' });

  /** False when another browser holds the group's lease (its scheduled items leave the queue). */
  async function leaseAllows(entry: QueueEntry): Promise<boolean> {
    if (entry.manual) return true;
    const key = groupKey(entry);
    const at = now();
    const known = current().leases[key];
    let taken = known && known.until > at ? known.taken : undefined;
    if (taken === undefined) {
      try {
        taken = await deps.sink.takeLease(entry.listId, entry.store, LEASE_MS);
      } catch (error) {
        if (isQuotaError(error)) {
          await commit(afterWrite(current(), [], true, now()));
          return false;
        }
        // Without an answer the check still goes ahead: its reading waits for Firestore like any other.
        // A refusal is expected while a new list is not on the server yet, or once access ended.
        if (writeErrorCode(error) === 'permission-denied') console.warn('Cartwatch: re-check lease refused', error);
        else console.error(error);
        return true;
      }
      // Asked again while it still runs, so its holder renews it before another browser can take it.
      await commit({ ...current(), leases: { ...current().leases, [key]: { taken, until: at + LEASE_MS - RENEW_BEFORE_MS } } });
    }
    if (!taken) await commit(dropScheduledGroup(current(), entry.listId, entry.store));
    return taken;
  }

  /** False when the item's list has not loaded its items yet (a worker just woken): the entry waits. */
  async function checkOne(entry: QueueEntry): Promise<boolean> {
    const view = deps.view();
    if (!view.items[entry.listId]) return false;
    const item = itemOf(view, entry.listId, entry.itemId);
    // Queued when its address was on its store, it may have changed since: never fetched elsewhere.
    if (!item || !isOnItsStore(item)) {
      await commit(dropEntry(current(), entry));
      return true;
    }
    if (!(await leaseAllows(entry))) return true;
    if ((current().quota?.until ?? 0) > now()) return true;
    const startedAt = now();
    const { intervalMs, jitterMs } = deps.politeness;
    await commit(beginCheck(current(), entry, startedAt, politeNextAt(startedAt, intervalMs, jitterMs, () => deps.random())));
    // The store's next turn counts from the request itself, not from before the save that precedes it.
    const sendDelayMs = now() - startedAt;
    let result: CheckResult;
    try {
      result = await deps.check(item);
    } catch (error) {
      console.error(error);
      result = { reading: failedReading('page-changed', now()), retryAfterMs: null };
    }
    await commit(delayStoreTurn(finishCheck(current(), entry, result.reading, result.retryAfterMs, now()), entry.store, sendDelayMs));
    flush();
    return true;
  }

  async function loop(): Promise<void> {
    await loaded();
    flush();
    const loading = new Set<string>();
    for (;;) {
      // Signed out (or another account coming in): queued items wait for their owner to be back.
      if (!deps.view().signedIn) return;
      await refresh();
      const ready = { ...current(), queue: current().queue.filter((entry) => !loading.has(entry.listId)) };
      const step = nextStep(ready, now());
      if (step.kind === 'idle') return;
      if (step.kind === 'wait') {
        const ms = step.until - now();
        if (ms > deps.maxSleepMs) return;
        activity.wake = new AbortController();
        dispatch({ type: 'sleep-started' });
        await deps.sleep(ms, activity.wake.signal);
        dispatch({ type: 'sleep-ended' });
        continue;
      }
      if (!(await checkOne(step.entry))) loading.add(step.entry.listId);
    }
  }

  function tick(): Promise<void> {
    dispatch({ type: 'tick' });
    return activity.loop;
  }

  function entryFor(listId: string, item: ListItem): QueueEntry {
    return { listId, itemId: item.id, store: item.store, manual: true };
  }

  return {
    tick,
    async checkNow(listId, itemId) {
      const view = deps.view();
      const item = itemOf(view, listId, itemId);
      if (!item) throw new CartwatchError('not-found', 'This item is not in your lists.');
      if (!view.storesWithAccess.includes(item.store)) {
        throw new CartwatchError('no-store-access', `Cartwatch may not visit ${item.store}.`);
      }
      if (!isOnItsStore(item)) {
        throw new CartwatchError('off-store', `The item's address is not on ${item.store}: Cartwatch does not check it.`);
      }
      await loaded();
      await commit(enqueueManual(current(), [entryFor(listId, item)], 'front'));
      void tick();
    },
    async checkAll() {
      const view = deps.view();
      const access = new Set(view.storesWithAccess);
      await loaded();
      const at = now();
      const { ownChecks } = current();
      const entries = Object.entries(view.items)
        .flatMap(([listId, items]) => items.filter((item) => access.has(item.store) && isOnItsStore(item)).map((item) => entryFor(listId, item)))
        .filter((entry) => at - (ownChecks[itemKey(entry)] ?? -Infinity) >= JUST_CHECKED_MS);
      const before = current();
      await commit(enqueueManual(before, entries, 'after-manual'));
      void tick();
      return (current().progress?.total ?? 0) - (before.progress?.total ?? 0);
    },
  };
}
