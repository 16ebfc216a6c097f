import { CartwatchError } from '../../shared/errors';
import type { ListItem } from '../../shared/items';
import type { Reading } from '../../shared/tracking';
import type { ObservationSink } from './observation-sink';

export interface LeaseRequest {
  uid: string;
  browserId: string;
  listId: string;
  store: string;
  now: number;
  durationMs: number;
}

/**
 * The data side of the tracking issue, as the engine uses it: planRecording (tracking/record-plan.ts),
 * recordReading (data/observations.ts) and takeRecheckLease (data/leases.ts). Merge point: the
 * worker passes those three here (see NOT_MERGED_YET).
 */
export interface RecordingApi<Db, LiteDb, Plan> {
  planRecording(item: ListItem, reading: Reading, now: number): Plan;
  recordReading(db: Db, uid: string, listId: string, itemId: string, reading: Reading, plan: Plan): Promise<unknown>;
  takeRecheckLease(liteDb: LiteDb, request: LeaseRequest): Promise<'taken' | 'held-by-other'>;
}

export interface SinkContext<Db, LiteDb> {
  db: Db;
  liteDb: LiteDb;
  uid(): string | null;
  browserId(): Promise<string>;
  now(): number;
}

/** The engine's sink over Firestore: readings become observations and the item's last check; leases per (list, store). */
export function createFirestoreSink<Db, LiteDb, Plan>(api: RecordingApi<Db, LiteDb, Plan>, context: SinkContext<Db, LiteDb>): ObservationSink {
  const signedIn = (): string => {
    const uid = context.uid();
    if (uid === null) throw new CartwatchError('not-signed-in', 'Sign in to record price checks.');
    return uid;
  };
  return {
    async record(item, reading) {
      const uid = signedIn();
      await api.recordReading(context.db, uid, item.listId, item.id, reading, api.planRecording(item, reading, context.now()));
    },
    async takeLease(listId, store, durationMs) {
      const uid = signedIn();
      const browserId = await context.browserId();
      return (await api.takeRecheckLease(context.liteDb, { uid, browserId, listId, store, now: context.now(), durationMs })) === 'taken';
    },
  };
}

const notMerged = (): Promise<never> =>
  Promise.reject(new Error('Recording re-checks needs the tracking data functions (record-plan, observations, leases), not merged yet.'));

/**
 * Until the data side is merged, every write fails: the engine keeps its readings in storage
 * (nothing is lost) and writes them once the real functions are passed in their place.
 */
export const NOT_MERGED_YET: RecordingApi<unknown, unknown, null> = {
  planRecording: () => null,
  recordReading: notMerged,
  takeRecheckLease: notMerged,
};
