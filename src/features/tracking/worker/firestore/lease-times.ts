import { Timestamp, collection, onSnapshot, type Firestore } from 'firebase/firestore';
import type { LeaseTime, LeaseTimes } from '../../model/list-lease';
import { EVERY_STORE, vouchedIntervalOf } from './lease-step';

/**
 * Follows a list's re-check leases (`lists/{listId}/leases`): when its list-wide lease and each
 * store's lease were taken, and what check each vouches for. One read per lease written, twice a
 * day per list; a lease whose time the server has not set yet is left out until it has.
 */
export function subscribeLeaseTimes(db: Firestore, listId: string, onTimes: (times: LeaseTimes) => void, onError: (error: Error) => void): () => void {
  return onSnapshot(
    collection(db, 'lists', listId, 'leases'),
    (snapshot) => {
      let every: LeaseTime | null = null;
      const stores: Record<string, LeaseTime> = {};
      for (const lease of snapshot.docs) {
        const takenAt: unknown = lease.get('takenAt');
        const until: unknown = lease.get('until');
        const store: unknown = lease.get('store');
        if (!(takenAt instanceof Timestamp) || !(until instanceof Timestamp) || typeof store !== 'string') continue;
        const interval = vouchedIntervalOf(takenAt.toMillis(), until.toMillis());
        const time = { takenAt: takenAt.toMillis(), checkedBy: interval === null ? null : takenAt.toMillis() - interval };
        if (store === EVERY_STORE) every = time;
        else stores[store] = time;
      }
      onTimes({ every, stores });
    },
    onError,
  );
}
