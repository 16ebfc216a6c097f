import { collection, getDocs, type Firestore } from 'firebase/firestore';
import { deleteInBatches } from '../../../../platform/firebase/batched-delete';

/**
 * Deletes the user's alert feed and alert rules (deleting the profile does not delete its
 * subcollections): one read and one delete per document. Settles when the server has them.
 */
export async function deleteAlertData(db: Firestore, uid: string): Promise<void> {
  const [feed, rules] = await Promise.all([
    getDocs(collection(db, 'users', uid, 'alerts')),
    getDocs(collection(db, 'users', uid, 'alertRules')),
  ]);
  await deleteInBatches(db, [...feed.docs, ...rules.docs].map((document) => document.ref));
}
