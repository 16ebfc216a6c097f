import { CartwatchError } from '../../../platform/messaging/errors';
import type { ListItem } from '../../lists';
import type { Reading } from '../model/tracking';
import type { LeaseOutcome, LeaseRequest } from './firestore/leases';
import type { ObservationSink } from '../model/observation-sink';
import { isStaleCheck } from '../model/visit-freshness';

/**
 * The data side as the engine uses it (the observation writer and the leases, both over
 * firebase/firestore/lite in the worker), passed in so the engine's tests run without Firestore.
 */
export interface RecordingApi {
  recordItemReading(uid: string, item: ListItem, reading: Reading, now: number): Promise<unknown>;
  takeRecheckLease(request: LeaseRequest): Promise<LeaseOutcome>;
}

export interface SinkContext {
  uid(): string | null;
  browserId(): Promise<string>;
  now(): number;
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
      // No older reading wins (docs/tracking.md, "Stale readings"): a copy older than what the item says is dropped.
      if (isStaleCheck(item, reading)) return;
      await api.recordItemReading(uid, item, reading, context.now());
    },
    async takeLease(listId, store, durationMs) {
      const uid = signedIn();
      const browserId = await context.browserId();
      return (await api.takeRecheckLease({ uid, browserId, listId, store, now: context.now(), durationMs })) === 'taken';
    },
  };
}
