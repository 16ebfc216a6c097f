import { doc, serverTimestamp, setDoc, type Firestore } from 'firebase/firestore';
import type { AlertEntry } from '../../shared/alerts';

/** An alert as the engine raises it; the server adds its time, and it starts unseen. */
export type NewAlert = Omit<AlertEntry, 'createdAt' | 'seen' | 'withdrawn'>;

export const alertRef = (db: Firestore, uid: string, alertId: string) => doc(db, 'users', uid, 'alerts', alertId);

/**
 * Writes an alert to the shopper's feed, whole. Its id is derived from the item, the rule and the
 * observation, so a second browser raising the same alert writes the same document.
 */
export function createAlert(db: Firestore, uid: string, alert: NewAlert): Promise<void> {
  const { id, ...fields } = alert;
  return setDoc(alertRef(db, uid, id), { ...fields, createdAt: serverTimestamp(), seen: false, withdrawn: false });
}
