import type { Firestore } from 'firebase/firestore';
import type { ErrorCode } from '../../../platform/messaging/errors';
import type { ListItem } from '../../lists';
import type { DetectedProduct } from '../../detection';
import type { WriteTracker } from '../../../app/worker/write-tracker';
import { recordItemReading } from './firestore/observation-writer';
import { observationStoreOf } from './firestore/observations';
import { visitReadings } from '../model/record-visit';

export type RecordVisit = (pageUrl: string, product: DetectedProduct | null) => Promise<void>;

/**
 * Whether a visit's refused reading is shown to the shopper. A visit is a reading nobody asked
 * for, taken again at the next visit and by re-checks, so only a refusal that would repeat for a
 * reason the shopper would not otherwise learn is shown: losing the role on a shared list
 * (permission-denied) and an item deleted meanwhile (not-found) already show in the lists, and an
 * unreachable server (unavailable) is the network status's to tell.
 */
export function visitFailureMatters(code: ErrorCode): boolean {
  return code !== 'permission-denied' && code !== 'not-found' && code !== 'unavailable';
}

/**
 * Records what the shopper's visits to saved products' pages show, for every matching item, as
 * re-checks do (planRecording decides what, if anything, is written). Settles once every item's
 * write has settled; a refused one goes to the write tracker, named by its product.
 */
export function createVisitRecorder(
  db: Firestore,
  uid: () => string | null,
  items: () => Readonly<Record<string, readonly ListItem[]>>,
  writes: Pick<WriteTracker, 'fail'>,
  now: () => number = Date.now,
): RecordVisit {
  const observations = observationStoreOf(db);
  return async (pageUrl, product) => {
    const signedIn = uid();
    if (signedIn === null) return;
    const at = now();
    await Promise.all(
      visitReadings(items(), pageUrl, product, at).map(({ item, reading }) =>
        recordItemReading(observations, signedIn, item, reading, at).catch((error: unknown) =>
          writes.fail(error, { kind: 'background:record-visit', payload: null }, item.name, visitFailureMatters),
        ),
      ),
    );
  };
}
