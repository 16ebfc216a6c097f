import { collection, getDocs, type DocumentReference, type Firestore } from 'firebase/firestore';
import { deleteInBatches } from './batched-delete';

/** References to every observation in an item's price history (from the cache when offline). */
export async function observationRefsOf(item: DocumentReference): Promise<DocumentReference[]> {
  const history = await getDocs(collection(item, 'observations'));
  return history.docs.map((observation) => observation.ref);
}

/** Deletes an item's price history; settles when the server has it. */
export async function deleteHistoryOf(db: Firestore, item: DocumentReference): Promise<void> {
  await deleteInBatches(db, await observationRefsOf(item));
}
