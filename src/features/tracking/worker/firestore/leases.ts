import { Timestamp, collection, doc, getDocs, runTransaction, serverTimestamp, type DocumentSnapshot, type Firestore } from 'firebase/firestore/lite';
import { EVERY_STORE, leaseStep, vouchedIntervalOf } from './lease-step';
import { listLeaseCovers, mayHoldListLease, type LeasedItem, type LeaseTime, type LeaseTimes } from '../../model/list-lease';

export { EVERY_STORE, LEASE_MS, RENEW_BEFORE_MS } from './lease-step';

export type LeaseOutcome = 'taken' | 'held-by-other';

export interface LeaseRequest {
  uid: string;
  /** The random id this browser keeps, so two browsers of one account do not both check. */
  browserId: string;
  listId: string;
  /** The store's host name, as items keep it. */
  store: string;
  /** This browser's clock (ms). */
  now: number;
  durationMs: number;
}

/** A lease request from the re-check engine, with what a list-wide lease needs: the list's items, and the stores this browser may fetch. */
export interface ListLeaseRequest extends LeaseRequest {
  listItems: readonly LeasedItem[];
  storesWithAccess: readonly string[];
}

/**
 * The lease's document id: the store's host name in lower case, any character but a letter,
 * digit, dot or hyphen as '-' (an IPv6 host's brackets and colons), as the rules check. Never
 * holds a '/', so it is always one path segment.
 */
export function leaseIdOf(store: string): string {
  return store.toLowerCase().replace(/[^a-z0-9.-]/g, '-');
}

/**
 * Takes (or keeps, or renews) this browser's lease on re-checking `store`'s items of a list, in a
 * transaction through firebase/firestore/lite: the full SDK's transactions use XMLHttpRequest,
 * which a service worker lacks. Writes nothing while this browser holds it with more than
 * RENEW_BEFORE_MS left. Rejects when the server refuses (not a member, offline).
 */
export async function takeRecheckLease(db: Firestore, request: LeaseRequest): Promise<LeaseOutcome> {
  return (await takeLeaseDocument(db, request)).outcome;
}

const millisOf = (value: unknown): number => (value instanceof Timestamp ? value.toMillis() : 0);

/** A lease as stored: whose it is, until when, and since when (server times, ms). */
interface HeldLease {
  holderId: unknown;
  browserId: unknown;
  untilMs: number;
  takenAtMs: number;
}

const heldLeaseOf = (lease: DocumentSnapshot): HeldLease => ({
  holderId: lease.get('holderId'),
  browserId: lease.get('browserId'),
  untilMs: millisOf(lease.get('until')),
  takenAtMs: millisOf(lease.get('takenAt')),
});

/** The transaction on one lease document (a store's, or the list-wide one): its outcome, and since when it is held. */
function takeLeaseDocument(db: Firestore, request: LeaseRequest): Promise<{ outcome: LeaseOutcome; takenAtMs: number }> {
  const ref = doc(db, 'lists', request.listId, 'leases', leaseIdOf(request.store));
  return runTransaction(db, async (transaction) => {
    const lease = heldLeaseOf(await transaction.get(ref));
    const ours = lease.holderId === request.uid && lease.browserId === request.browserId;
    const step = leaseStep({ untilMs: lease.untilMs, takenAtMs: lease.takenAtMs, ours }, request.now);
    if (step === 'held-by-other') return { outcome: 'held-by-other', takenAtMs: lease.takenAtMs };
    if (step === 'keep') return { outcome: 'taken', takenAtMs: lease.takenAtMs };
    transaction.set(ref, {
      holderId: request.uid,
      browserId: request.browserId,
      store: request.store,
      until: Timestamp.fromMillis(request.now + request.durationMs),
      takenAt: serverTimestamp(),
    });
    return { outcome: 'taken', takenAtMs: request.now };
  });
}

/** A list's leases as one query read them: the list-wide lease, and each store's. */
interface ListLeases {
  readAt: number;
  every: HeldLease | null;
  stores: Map<string, HeldLease>;
}

/** How long one reading of a list's leases answers for its stores: the engine asks for a list's groups in one run. */
const LIST_LEASES_KEPT_MS = 5 * 60 * 1000;

/**
 * Re-check leases with a list-wide lease first (docs/data-model.md, "lists/{listId}/leases"): a
 * browser that may fetch every store of a list holds one lease for all of them, one write a day
 * for the list, where a lease per store was one write a day per (list, store). A browser that may
 * not fetch them all, or a store the list-wide lease does not cover yet, takes that store's own
 * lease as before. A list's leases are read with one query and the answer kept for a run, so the
 * engine's requests for a list's stores cost one read between them.
 */
export function createRecheckLeases(db: Firestore) {
  const read = new Map<string, ListLeases>();
  /** One request per list at a time, so that a list's requests share what the first one read. */
  const queues = new Map<string, Promise<unknown>>();

  async function leasesOf(listId: string, now: number): Promise<ListLeases> {
    const known = read.get(listId);
    if (known && now - known.readAt < LIST_LEASES_KEPT_MS) return known;
    const snapshot = await getDocs(collection(db, 'lists', listId, 'leases'));
    const leases: ListLeases = { readAt: now, every: null, stores: new Map() };
    for (const lease of snapshot.docs) {
      const store: unknown = lease.get('store');
      if (store === EVERY_STORE) leases.every = heldLeaseOf(lease);
      else if (typeof store === 'string') leases.stores.set(store, heldLeaseOf(lease));
    }
    read.set(listId, leases);
    return leases;
  }

  async function take(request: ListLeaseRequest, again = true): Promise<LeaseOutcome> {
    const leases = await leasesOf(request.listId, request.now);
    const isOurs = (lease: HeldLease) => lease.holderId === request.uid && lease.browserId === request.browserId;
    const running = (lease: HeldLease | null | undefined): lease is HeldLease => lease !== null && lease !== undefined && lease.untilMs > request.now;
    const storeHeldByOther = () => {
      const lease = leases.stores.get(request.store);
      return running(lease) && !isOurs(lease);
    };
    const every = leases.every;
    if (running(every) && !isOurs(every)) {
      if (listLeaseCovers(every.takenAtMs, request.listItems, request.store)) return 'held-by-other';
    } else if (mayHoldListLease(request.listItems, request.storesWithAccess)) {
      if (every === null || !isOurs(every) || leaseStep({ untilMs: every.untilMs, takenAtMs: every.takenAtMs, ours: true }, request.now) !== 'keep') {
        const taken = await takeLeaseDocument(db, { ...request, store: EVERY_STORE });
        if (taken.outcome === 'held-by-other') {
          // Another browser took it in the moment between: decide again on what is stored now.
          read.delete(request.listId);
          return again ? take(request, false) : 'held-by-other';
        }
        leases.every = { holderId: request.uid, browserId: request.browserId, untilMs: request.now + request.durationMs, takenAtMs: taken.takenAtMs };
      }
      const held = leases.every as HeldLease;
      if (listLeaseCovers(held.takenAtMs, request.listItems, request.store)) return storeHeldByOther() ? 'held-by-other' : 'taken';
    }
    if (storeHeldByOther()) return 'held-by-other';
    return takeRecheckLease(db, request);
  }

  const timeOf = (lease: HeldLease): LeaseTime => {
    const interval = vouchedIntervalOf(lease.takenAtMs, lease.untilMs);
    return { takenAt: lease.takenAtMs, checkedBy: interval === null ? null : lease.takenAtMs - interval };
  };

  return {
    take: (request: ListLeaseRequest): Promise<LeaseOutcome> => {
      const queued = (queues.get(request.listId) ?? Promise.resolve()).catch(() => undefined).then(() => take(request));
      queues.set(request.listId, queued);
      void queued.finally(() => {
        if (queues.get(request.listId) === queued) queues.delete(request.listId);
      }).catch(() => undefined);
      return queued;
    },
    /**
     * The list's leases as this browser last read or wrote them in the last minutes, else read now
     * (one query): a reading recorded right after a renewal counts that renewal, and one recorded
     * by a worker that just woke counts the lease its leases listener has not delivered yet.
     */
    timesOf: async (listId: string, now: number): Promise<LeaseTimes> => {
      const leases = await leasesOf(listId, now);
      return {
        every: leases.every ? timeOf(leases.every) : null,
        stores: Object.fromEntries([...leases.stores].map(([store, lease]) => [store, timeOf(lease)])),
      };
    },
  };
}

export type RecheckLeases = ReturnType<typeof createRecheckLeases>;
