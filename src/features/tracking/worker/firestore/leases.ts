import { Timestamp, doc, runTransaction, serverTimestamp, type Firestore } from 'firebase/firestore/lite';
import { leaseStep } from './lease-step';

export { LEASE_MS, RENEW_BEFORE_MS } from './lease-step';

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
    const step = leaseStep({ untilMs, ours }, request.now);
    if (step === 'held-by-other') return 'held-by-other';
    if (step === 'keep') return 'taken';
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
