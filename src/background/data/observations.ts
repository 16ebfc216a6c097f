import { collection, getDocs, type DocumentReference } from 'firebase/firestore';

/** References to every observation in an item's price history (from the cache when offline). */
export async function observationRefsOf(item: DocumentReference): Promise<DocumentReference[]> {
  const history = await getDocs(collection(item, 'observations'));
  return history.docs.map((observation) => observation.ref);
}
