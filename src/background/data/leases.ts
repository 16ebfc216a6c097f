import { Timestamp, doc, runTransaction, serverTimestamp, type Firestore } from 'firebase/firestore/lite';
import { LIMITS } from '../../shared/limits';

const HOUR_MS = 60 * 60 * 1000;
/** A lease lasts a day: a browser that stops checking delays the others by at most that. */
export const LEASE_MS = LIMITS.leaseHours * HOUR_MS;
/** Its holder renews it when less than this is left, so it is written about once a day. */
export const RENEW_BEFORE_MS = 6 * HOUR_MS;

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
export function takeRecheckLease(db: Firestore, request: LeaseRequest): Promise<LeaseOutcome> {
  const ref = doc(db, 'lists', request.listId, 'leases', leaseIdOf(request.store));
  return runTransaction(db, async (transaction) => {
    const lease = await transaction.get(ref);
    const until: unknown = lease.get('until');
    const untilMs = until instanceof Timestamp ? until.toMillis() : 0;
    const ours = lease.get('holderId') === request.uid && lease.get('browserId') === request.browserId;
    if (untilMs > request.now && !ours) return 'held-by-other';
    if (ours && untilMs - request.now > RENEW_BEFORE_MS) return 'taken';
    transaction.set(ref, {
      holderId: request.uid,
      browserId: request.browserId,
      store: request.store,
      until: Timestamp.fromMillis(request.now + request.durationMs),
      takenAt: serverTimestamp(),
    });
    return 'taken';
  });
}
