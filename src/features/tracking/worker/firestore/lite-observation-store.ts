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
  type Firestore,
} from 'firebase/firestore/lite';
import type { ObservationStore } from './observation-writer';

const itemRef = (db: Firestore, listId: string, itemId: string) => doc(db, 'lists', listId, 'items', itemId);
const historyOf = (db: Firestore, listId: string, itemId: string) => collection(itemRef(db, listId, itemId), 'observations');

/**
 * firebase/firestore/lite's side of the observation writer, for the re-check engine: one request
 * each (REST over fetch), which rejects at once with `resource-exhausted` when Firestore is out of
 * quota (or `unavailable` offline), so the engine keeps the reading for its next run.
 */
export function liteObservationStoreOf(db: Firestore): ObservationStore {
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
