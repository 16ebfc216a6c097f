import { CartwatchError } from '../../../platform/messaging/errors';
import type { ListItem } from '../../lists';
import type { Reading } from '../model/tracking';
import type { LeaseOutcome, ListLeaseRequest } from './firestore/leases';
import { withLeaseChecks, type LeasedItem, type LeaseTimes } from '../model/list-lease';
import { leaseLengthFor } from './firestore/lease-step';
import type { ObservationSink } from '../model/observation-sink';
import { isStaleCheck } from '../model/visit-freshness';

/**
 * The data side as the engine uses it (the observation writer and the leases, both over
 * firebase/firestore/lite in the worker), passed in so the engine's tests run without Firestore.
 */
export interface RecordingApi {
  recordItemReading(uid: string, item: ListItem, reading: Reading, now: number): Promise<unknown>;
  takeRecheckLease(request: ListLeaseRequest): Promise<LeaseOutcome>;
  /** A list's leases as this browser last read or wrote them, or as read now. */
  leaseTimesOf?(listId: string, now: number): Promise<LeaseTimes>;
}

export interface SinkContext {
  uid(): string | null;
  browserId(): Promise<string>;
  now(): number;
  /** What a list-wide lease needs: the list's items as this browser holds them, the stores it may fetch, and its re-check interval. */
  leaseView(listId: string): { listItems: readonly LeasedItem[]; storesWithAccess: readonly string[]; intervalMs: number };
}

/** The engine's sink over Firestore: readings become observations and the item's last check; leases per (list, store). */
export function createFirestoreSink(api: RecordingApi, context: SinkContext): ObservationSink<ListItem> {
  const signedIn = (): string => {
    const uid = context.uid();
    if (uid === null) throw new CartwatchError('not-signed-in', 'Sign in to record price checks.');
    return uid;
  };
  return {
    async record(item, reading) {
      const uid = signedIn();
      // The lease vouches for the item's check (model/list-lease.ts) also where the state does not
      // show it yet: one renewed in this very run, or one a worker that just woke has not heard of.
      const leases = api.leaseTimesOf === undefined ? null : await api.leaseTimesOf(item.listId, context.now()).catch(() => null);
      const vouched = leases === null ? item : (withLeaseChecks([item], leases, context.leaseView(item.listId).listItems)[0] ?? item);
      // No older reading wins (docs/tracking.md, "Stale readings"): a copy older than what the item says is dropped.
      if (isStaleCheck(vouched, reading)) return;
      await api.recordItemReading(uid, vouched, reading, context.now());
    },
    async takeLease(listId, store) {
      const uid = signedIn();
      const browserId = await context.browserId();
      const { intervalMs, ...view } = context.leaseView(listId);
      // Its length tells the other browsers this browser's interval, so the lease can stand for its checks (lease-step.ts).
      const durationMs = leaseLengthFor(intervalMs);
      return (await api.takeRecheckLease({ uid, browserId, listId, store, now: context.now(), durationMs, ...view })) === 'taken';
    },
  };
}
