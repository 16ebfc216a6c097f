import type { TrackedItem } from './tracked-item';

const HOUR_MS = 60 * 60 * 1000;
/** A change point's `lastCheck.at` (server time) and trend point (reading time) are this close (as record-plan.ts has it). */
const SAME_WRITE_MS = HOUR_MS;

/** What a lease needs to know of a list's items: their store, and when they were added (server time, ms). */
export interface LeasedItem {
  store: string;
  addedAt: number;
}

/**
 * Whether a list-wide lease taken at `takenAtMs` covers a store: its holder could fetch every store
 * of the list then, so it covers each store an item was already in. A store whose first item came
 * later is outside it until its holder renews it (then, if it may fetch that store too).
 */
export function listLeaseCovers(takenAtMs: number, items: readonly LeasedItem[], store: string): boolean {
  return items.some((item) => item.store === store && item.addedAt <= takenAtMs);
}

/** Whether this browser may fetch every store the list's items are in, so it may hold the list-wide lease. */
export function mayHoldListLease(items: readonly LeasedItem[], storesWithAccess: readonly string[]): boolean {
  const access = new Set(storesWithAccess);
  return items.length > 0 && items.every((item) => access.has(item.store));
}

/**
 * A lease as the list's heartbeat: when it was taken (server time, ms), and the time by which every
 * item it covers was checked (`takenAt` less its holder's interval), or null when it vouches for none.
 */
export interface LeaseTime {
  takenAt: number;
  checkedBy: number | null;
}

/** A list's leases as each browser follows them: the list-wide one, and each store's. */
export interface LeaseTimes {
  every: LeaseTime | null;
  stores: Readonly<Record<string, LeaseTime>>;
}

export const NO_LEASE_TIMES: LeaseTimes = { every: null, stores: {} };

/** The lease that covers an item's store, if one does. */
function coveringLease(leases: LeaseTimes, items: readonly LeasedItem[], store: string): LeaseTime | null {
  if (leases.every !== null && listLeaseCovers(leases.every.takenAt, items, store)) return leases.every;
  return leases.stores[store] ?? null;
}

/**
 * Raises each item's `lastCheck.at` to the time `checkedByOf` vouches for, when later. Left as they
 * are: an item never checked, one whose last check failed (its heartbeat keeps its latest outcome),
 * and one whose last write is a change point (its confirmation is sought while `lastCheck` is the
 * change's own time).
 */
function raisedChecks<T extends TrackedItem>(items: readonly T[], checkedByOf: (item: T) => number | null): T[] {
  return items.map((item) => {
    const { lastCheck } = item;
    if (lastCheck === null || lastCheck.outcome !== 'ok') return item;
    const change = item.trend.at(-1);
    if (change !== undefined && Math.abs(lastCheck.at - change.at) < SAME_WRITE_MS) return item;
    const checkedBy = checkedByOf(item);
    if (checkedBy === null || checkedBy <= lastCheck.at) return item;
    return { ...item, lastCheck: { ...lastCheck, at: checkedBy } };
  });
}

/**
 * The items as their leases show them checked (docs/data-model.md, "Heartbeats in the lease"):
 * a lease is taken or renewed only in a run that checks what is due, and its holder checks each
 * item it covers every interval (which every browser reads back from the lease's length), so every
 * such item was checked by `checkedBy`. An item whose own `lastCheck` is older shows that time
 * instead, so a check the lease vouches for needs no heartbeat of its own (but see raisedChecks).
 * `listItems`, the whole list's, decide what a list-wide lease covers when `items` are only some
 * of them.
 */
export function withLeaseChecks<T extends TrackedItem & LeasedItem>(items: readonly T[], leases: LeaseTimes, listItems: readonly LeasedItem[] = items): T[] {
  if (leases.every === null && Object.keys(leases.stores).length === 0) return [...items];
  return raisedChecks(items, (item) => coveringLease(leases, listItems, item.store)?.checkedBy ?? null);
}

/**
 * The items with the check times the state showed for them (`shown`), where later: what a worker
 * that just woke shows until its leases listener has spoken, so that items from the cache do not
 * lose for that moment the checks the leases vouched for (the engine, running at once, would
 * write a heartbeat for each). A time the state showed is one by which the item was checked (its
 * own, or one a lease vouched for); a new change point or a failure keeps its own, as above.
 */
export function withShownChecks<T extends TrackedItem>(items: readonly T[], shown: readonly T[] | undefined): T[] {
  if (shown === undefined || shown.length === 0) return [...items];
  const shownAt = new Map(shown.map((item) => [item.id, item.lastCheck?.outcome === 'ok' ? item.lastCheck.at : null]));
  return raisedChecks(items, (item) => shownAt.get(item.id) ?? null);
}
