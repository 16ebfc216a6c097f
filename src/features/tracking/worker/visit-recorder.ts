import type { Firestore } from 'firebase/firestore';
import type { ErrorCode } from '../../../platform/messaging/errors';
import type { ListItem } from '../../lists';
import type { DetectedProduct } from '../../detection';
import type { WriteTracker } from '../../../app/worker/write-tracker';
import { recordItemReading } from './firestore/observation-writer';
import { observationStoreOf } from './firestore/observations';
import { visitReadings } from '../model/record-visit';
import { latestReadingAt, visitVerdict, VISIT_CHECK_SPACING_MS } from '../model/visit-freshness';

/** Records what a product page showed; `pageTime` is when the page said it (null: unknown age). */
export type RecordVisit = (pageUrl: string, product: DetectedProduct | null, pageTime: number | null) => Promise<void>;

/** What the visit recorder asks of the rest of the worker besides Firestore. */
export interface VisitChecks {
  /** Queues one background check of the item, as "Check now" does; may refuse (no access to the store). */
  checkNow(listId: string, itemId: string): Promise<void>;
  /** The price difference, in basis points of the item's price, past which a page disagrees with the item. */
  disagreementBasisPoints(item: ListItem): number;
}

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
 * Records what the shopper's visits to saved products' pages show, for every matching item, under
 * the stale-reading rule (`visitVerdict`, docs/tracking.md): a page older than the item's latest
 * reading never moves it, and a page that disagrees with the item asks for one check (at most one
 * per item every 10 minutes) that decides. Settles once every item's write has settled; a refused
 * one goes to the write tracker, named by its product.
 */
export function createVisitRecorder(
  db: Firestore,
  uid: () => string | null,
  items: () => Readonly<Record<string, readonly ListItem[]>>,
  writes: Pick<WriteTracker, 'fail'>,
  checks: VisitChecks,
  now: () => number = Date.now,
): RecordVisit {
  const observations = observationStoreOf(db);
  const checksAsked = new Map<string, number>();

  function askCheck(item: ListItem, at: number): void {
    const key = `${item.listId}/${item.id}`;
    if (at - (checksAsked.get(key) ?? -Infinity) < VISIT_CHECK_SPACING_MS) return;
    checksAsked.set(key, at);
    // Refused when this browser may not visit the store: the page's word then simply waits for the next check.
    checks.checkNow(item.listId, item.id).catch(() => undefined);
  }

  return async (pageUrl, product, pageTime) => {
    const signedIn = uid();
    if (signedIn === null) return;
    const at = now();
    await Promise.all(
      visitReadings(items(), pageUrl, product, at).map(({ item, reading }) => {
        const verdict = visitVerdict(item, reading, pageTime, latestReadingAt(item), checks.disagreementBasisPoints(item));
        if (verdict.asksCheck) askCheck(item, at);
        if (!verdict.record) return Promise.resolve();
        return recordItemReading(observations, signedIn, item, reading, at).catch((error: unknown) =>
          writes.fail(error, { kind: 'background:record-visit', payload: null }, item.name, visitFailureMatters),
        );
      }),
    );
  };
}
