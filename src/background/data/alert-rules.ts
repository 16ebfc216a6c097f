import { deleteDoc, doc, setDoc, type Firestore } from 'firebase/firestore';
import type { ItemAlertSettings } from '../../shared/alerts';

/** The document of a list's defaults (`{listId}`) or an item's rules (`{listId}-{itemId}`); ids are letters and digits. */
export const alertRulesDocId = (listId: string, itemId?: string): string => (itemId === undefined ? listId : `${listId}-${itemId}`);

const alertRulesRef = (db: Firestore, uid: string, listId: string, itemId?: string) =>
  doc(db, 'users', uid, 'alertRules', alertRulesDocId(listId, itemId));

/** Sets a list's default rules or an item's own (null: removes them, so it inherits again). */
export function setAlertRules(
  db: Firestore,
  uid: string,
  listId: string,
  itemId: string | undefined,
  settings: ItemAlertSettings | null,
): Promise<void> {
  const ref = alertRulesRef(db, uid, listId, itemId);
  return settings === null ? deleteDoc(ref) : setDoc(ref, { listId, itemId: itemId ?? null, ...settings });
}
