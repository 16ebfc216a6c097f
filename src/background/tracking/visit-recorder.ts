import type { Firestore } from 'firebase/firestore';
import type { ListItem } from '../../shared/items';
import type { DetectedProduct } from '../../shared/product';
import { recordItemReading } from './record-item-reading';
import { visitReadings } from './record-visit';

export type RecordVisit = (pageUrl: string, product: DetectedProduct | null) => Promise<void>;

/**
 * Records what the shopper's visits to saved products' pages show, for every matching item, as
 * re-checks do (planRecording decides what, if anything, is written).
 */
export function createVisitRecorder(
  db: Firestore,
  uid: () => string | null,
  items: () => Readonly<Record<string, readonly ListItem[]>>,
  now: () => number = Date.now,
): RecordVisit {
  return async (pageUrl, product) => {
    const signedIn = uid();
    if (signedIn === null) return;
    const at = now();
    await Promise.all(
      visitReadings(items(), pageUrl, product, at).map(({ item, reading }) => recordItemReading(db, signedIn, item, reading, at)),
    );
  };
}
