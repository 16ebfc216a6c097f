import {
  Timestamp,
  collection,
  doc,
  getDocFromServer,
  limit,
  onSnapshot,
  orderBy,
  query,
  serverTimestamp,
  setDoc,
  updateDoc,
  writeBatch,
  type Firestore,
} from 'firebase/firestore';
import { FEED_SIZE, type AlertEntry } from '../../model/alerts';
import { alertEntryOf } from './alert-fields';

/** An alert as the engine raises it; the server adds its time, and it starts unseen. */
export type NewAlert = Omit<AlertEntry, 'createdAt' | 'seen' | 'withdrawn'>;

export const alertRef = (db: Firestore, uid: string, alertId: string) => doc(db, 'users', uid, 'alerts', alertId);
const feedOf = (db: Firestore, uid: string) => collection(db, 'users', uid, 'alerts');

const isPermissionDenied = (error: unknown) =>
  typeof error === 'object' && error !== null && (error as { code?: unknown }).code === 'permission-denied';

/**
 * Writes an alert to the shopper's feed, whole. Its id is derived from the item, the rule and the
 * observation, so a second browser raising the same alert writes the same document: the rules
 * refuse that second write (it would reset `seen` and `createdAt`), and finding the document on
 * the server then means the alert is written. The engine should skip ids the feed already holds,
 * which costs nothing; this covers two browsers raising it at once. Settles when the server has it.
 */
export async function createAlert(db: Firestore, uid: string, alert: NewAlert): Promise<void> {
  const { id, ...fields } = alert;
  const ref = alertRef(db, uid, id);
  try {
    await setDoc(ref, { ...fields, createdAt: serverTimestamp(), seen: false, withdrawn: false });
  } catch (error) {
    if (!isPermissionDenied(error)) throw error;
    const existing = await getDocFromServer(ref).catch(() => null);
    if (existing?.exists() !== true) throw error;
  }
}

/**
 * Follows the newest FEED_SIZE alerts of the feed, newest first. An empty answer from the cache
 * alone (a first start offline) is not reported: it would show an empty feed that is only unknown.
 */
export function subscribeAlerts(
  db: Firestore,
  uid: string,
  onFeed: (feed: AlertEntry[]) => void,
  onError: (error: Error) => void,
): () => void {
  return onSnapshot(
    query(feedOf(db, uid), orderBy('createdAt', 'desc'), limit(FEED_SIZE)),
    // With metadata changes, the server's confirmation of an empty feed is reported too.
    { includeMetadataChanges: true },
    (snapshot) => {
      if (snapshot.empty && snapshot.metadata.fromCache) return;
      const feed = snapshot.docs.map((alert) => {
        const createdAt: unknown = alert.get('createdAt', { serverTimestamps: 'estimate' });
        return alertEntryOf(alert.id, alert.data(), createdAt instanceof Timestamp ? createdAt.toMillis() : null);
      });
      onFeed(feed.filter((entry) => entry !== null));
    },
    onError,
  );
}

/** Marks these alerts seen, in one batch (one write each); applied to the local cache at once. */
export function markAlertsSeen(db: Firestore, uid: string, alertIds: readonly string[]): Promise<void> {
  const batch = writeBatch(db);
  for (const id of alertIds) batch.update(alertRef(db, uid, id), { seen: true });
  return batch.commit();
}

/** "Wrong price": the alert stays in the feed, struck out and seen (one write). */
export function withdrawAlert(db: Firestore, uid: string, alertId: string): Promise<void> {
  return updateDoc(alertRef(db, uid, alertId), { withdrawn: true, seen: true });
}
