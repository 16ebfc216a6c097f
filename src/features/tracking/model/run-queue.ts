import { groupKey, itemKey, type QueueEntry, type RunState } from './run-state';

const sameItem = (a: QueueEntry, b: QueueEntry): boolean => a.listId === b.listId && a.itemId === b.itemId;

/**
 * Adds the scheduled items not already queued or in flight, after the ones waiting; not those of a
 * group whose lease another browser holds.
 */
export function enqueueScheduled(run: RunState, due: QueueEntry[], now: number): RunState {
  const known = new Set([...run.queue, ...(run.inFlight ? [run.inFlight] : [])].map(itemKey));
  const heldElsewhere = (entry: QueueEntry): boolean => {
    const lease = run.leases[groupKey(entry)];
    return lease !== undefined && !lease.taken && lease.until > now;
  };
  const added = due.filter((entry) => !known.has(itemKey(entry)) && !heldElsewhere(entry));
  return added.length === 0 ? run : { ...run, queue: [...run.queue, ...added] };
}

/**
 * Queues items the shopper asked for: at the front ("Check now") or after the other manual ones
 * ("Check all now"). A waiting item becomes manual (and, for "Check now", moves to the front);
 * one in flight is not queued again. Progress counts every manual item until none is left.
 */
export function enqueueManual(run: RunState, entries: QueueEntry[], position: 'front' | 'after-manual'): RunState {
  const alreadyManual = new Set(run.queue.filter((entry) => entry.manual).map(itemKey));
  const wanted = entries
    .filter((entry) => !(run.inFlight && sameItem(run.inFlight, entry)))
    .filter((entry) => position === 'front' || !alreadyManual.has(itemKey(entry)))
    .map((entry) => ({ ...entry, manual: true }));
  if (wanted.length === 0) return run;
  const newlyManual = wanted.filter((entry) => !alreadyManual.has(itemKey(entry))).length;
  const rest = run.queue.filter((queued) => !wanted.some((entry) => sameItem(queued, entry)));
  const manualCount = position === 'front' ? 0 : rest.findIndex((entry) => !entry.manual);
  const split = manualCount === -1 ? rest.length : manualCount;
  const queue = [...rest.slice(0, split), ...wanted, ...rest.slice(split)];
  const progress = run.progress ?? { done: 0, total: 0 };
  return { ...run, queue, progress: { done: progress.done, total: progress.total + newlyManual } };
}

/** Marks an item in flight before its request goes out: the store's politeness clock and this browser's record start now. */
export function beginCheck(run: RunState, entry: QueueEntry, now: number, storeNextAt: number): RunState {
  return {
    ...run,
    queue: run.queue.filter((queued) => !sameItem(queued, entry)),
    inFlight: entry,
    ownChecks: { ...run.ownChecks, [itemKey(entry)]: now },
    storeNextAt: { ...run.storeNextAt, [entry.store]: storeNextAt },
  };
}

/** Counts a finished manual item; progress ends when none is left. */
export function countDone(run: RunState, entry: QueueEntry): RunState {
  if (!entry.manual || !run.progress) return run;
  const done = run.progress.done + 1;
  const manualLeft = run.queue.some((queued) => queued.manual);
  return { ...run, progress: manualLeft && done < run.progress.total ? { ...run.progress, done } : null };
}

/**
 * A worker that stopped mid-check left its item in flight. Its request may have been answered, so
 * it is not sent again: the item counts as checked (once, here) and is due again after the interval.
 */
export function recoverInterrupted(run: RunState): RunState {
  if (!run.inFlight) return run;
  return countDone({ ...run, inFlight: null }, run.inFlight);
}

/** Drops waiting items of stores this browser may no longer fetch. */
export function dropWithoutAccess(run: RunState, storesWithAccess: readonly string[]): RunState {
  const access = new Set(storesWithAccess);
  const queue = run.queue.filter((entry) => access.has(entry.store));
  if (queue.length === run.queue.length) return run;
  const dropped = run.queue.filter((entry) => entry.manual && !access.has(entry.store)).length;
  const progress = run.progress && run.progress.total - dropped > run.progress.done
    ? { ...run.progress, total: run.progress.total - dropped }
    : null;
  return { ...run, queue, progress: queue.some((entry) => entry.manual) ? progress : null };
}

/** An item no longer in its list leaves the queue; a manual one counts as done. */
export function dropEntry(run: RunState, entry: QueueEntry): RunState {
  return countDone({ ...run, queue: run.queue.filter((queued) => !sameItem(queued, entry)) }, entry);
}

/** Items of lists the shopper no longer has (deleted, or left) leave the queue; manual ones count as done. */
export function dropOutsideLists(run: RunState, listIds: readonly string[]): RunState {
  const lists = new Set(listIds);
  return run.queue.filter((entry) => !lists.has(entry.listId)).reduce(dropEntry, run);
}

/** Another browser holds the group's lease: it checks these items, so the scheduled ones leave the queue. */
export function dropScheduledGroup(run: RunState, listId: string, store: string): RunState {
  const queue = run.queue.filter((entry) => entry.manual || entry.listId !== listId || entry.store !== store);
  return { ...run, queue };
}

/** Forgets what no longer matters: own checks older than the longest interval, ended leases. */
export function prune(run: RunState, now: number, keepChecksMs: number): RunState {
  const checks = Object.entries(run.ownChecks);
  const kept = checks.filter(([, at]) => now - at < keepChecksMs);
  const leases = Object.entries(run.leases);
  const live = leases.filter(([, lease]) => lease.until > now);
  if (kept.length === checks.length && live.length === leases.length) return run;
  return { ...run, ownChecks: Object.fromEntries(kept), leases: Object.fromEntries(live) };
}

/** Moves a store's next turn later by `ms` (the time between planning a request and sending it). */
export function delayStoreTurn(run: RunState, store: string, ms: number): RunState {
  const nextAt = run.storeNextAt[store];
  if (ms <= 0 || nextAt === undefined) return run;
  return { ...run, storeNextAt: { ...run.storeNextAt, [store]: nextAt + ms } };
}
