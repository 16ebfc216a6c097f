import {
  Timestamp,
  collection,
  doc,
  documentId,
  getDocs,
  limit,
  orderBy,
  query,
  serverTimestamp,
  where,
  writeBatch,
  type DocumentReference,
  type DocumentSnapshot,
  type Firestore,
} from 'firebase/firestore';
import { AVAILABILITIES, EXTRACTION_METHODS } from '../../../lists';
import { CHECK_OUTCOMES, OBSERVATION_SOURCES, type PricePoint } from '../../model/tracking';
import { hourIdOf } from '../../model/hour-id';
import { deleteInBatches } from '../../../../platform/firebase/batched-delete';
import type { ObservationStore } from './observation-writer';

const DAY_MS = 24 * 60 * 60 * 1000;

const itemRef = (db: Firestore, listId: string, itemId: string) => doc(db, 'lists', listId, 'items', itemId);
const historyOf = (db: Firestore, listId: string, itemId: string) => collection(itemRef(db, listId, itemId), 'observations');

/** References to every observation in an item's price history (from the cache when offline). */
export async function observationRefsOf(item: DocumentReference): Promise<DocumentReference[]> {
  const history = await getDocs(collection(item, 'observations'));
  return history.docs.map((observation) => observation.ref);
}

/** Deletes an item's price history; settles when the server has it. */
export async function deleteHistoryOf(db: Firestore, item: DocumentReference): Promise<void> {
  await deleteInBatches(db, await observationRefsOf(item));
}

/** The full SDK's side of the observation writer: what visits write, queued while offline. */
export function observationStoreOf(db: Firestore): ObservationStore {
  return {
    stamps: { serverTime: serverTimestamp, at: (ms) => Timestamp.fromMillis(ms) },
    async hasObservationFrom(listId, itemId, hour) {
      const later = await getDocs(query(historyOf(db, listId, itemId), where(documentId(), '>=', hour), orderBy(documentId()), limit(1)));
      return !later.empty;
    },
    async commit(listId, itemId, writes) {
      const batch = writeBatch(db);
      if (writes.observation !== null) batch.set(doc(historyOf(db, listId, itemId), writes.observation.id), writes.observation.fields);
      if (writes.item !== null) batch.update(itemRef(db, listId, itemId), writes.item);
      await batch.commit();
    },
  };
}

const oneOf = <T extends string>(allowed: readonly T[], value: unknown, fallback: T): T =>
  allowed.includes(value as T) ? (value as T) : fallback;

/** An observation as the chart draws it; one written badly is skipped. */
function toPricePoint(snapshot: DocumentSnapshot): PricePoint | null {
  const observedAt: unknown = snapshot.get('observedAt', { serverTimestamps: 'estimate' });
  const observerId: unknown = snapshot.get('observerId');
  if (!(observedAt instanceof Timestamp) || typeof observerId !== 'string') return null;
  const amount: unknown = snapshot.get('amount');
  const currency: unknown = snapshot.get('currency');
  const confidence: unknown = snapshot.get('confidence');
  const method: unknown = snapshot.get('method');
  return {
    at: observedAt.toMillis(),
    amount: typeof amount === 'number' && amount > 0 ? amount : null,
    currency: typeof currency === 'string' ? currency : null,
    availability: oneOf(AVAILABILITIES, snapshot.get('availability'), 'unknown'),
    // Observations written before outcomes existed were all ok checks.
    outcome: oneOf(CHECK_OUTCOMES, snapshot.get('outcome'), 'ok'),
    source: oneOf(OBSERVATION_SOURCES, snapshot.get('source'), 'visit'),
    method: EXTRACTION_METHODS.includes(method as never) ? (method as PricePoint['method']) : null,
    confidence: typeof confidence === 'number' && confidence >= 0 && confidence <= 1 ? confidence : 0,
    observerId,
  };
}

/**
 * An item's price history over the last `days`, oldest first: one query on the document id (the
 * UTC hour), so it reads only the change points in range.
 */
export async function readHistory(db: Firestore, listId: string, itemId: string, days: number, now: number): Promise<PricePoint[]> {
  const cutoff = hourIdOf(now - days * DAY_MS);
  const history = await getDocs(query(historyOf(db, listId, itemId), where(documentId(), '>=', cutoff), orderBy(documentId())));
  return history.docs.map(toPricePoint).filter((point) => point !== null);
}
