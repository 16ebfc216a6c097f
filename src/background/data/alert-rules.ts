import { collection, deleteDoc, doc, onSnapshot, setDoc, type Firestore } from 'firebase/firestore';
import { ruleScopeKey, type ItemAlertSettings } from '../../shared/alerts';
import { alertRulesOf } from './alert-fields';

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

/** Follows every list default and item override of the user, by `ruleScopeKey`. */
export function subscribeAlertRules(
  db: Firestore,
  uid: string,
  onRules: (rules: Record<string, ItemAlertSettings>) => void,
  onError: (error: Error) => void,
): () => void {
  return onSnapshot(
    collection(db, 'users', uid, 'alertRules'),
    (snapshot) => {
      const rules: Record<string, ItemAlertSettings> = {};
      for (const document of snapshot.docs) {
        const stored = alertRulesOf(document.data());
        if (stored !== null) rules[ruleScopeKey(stored.listId, stored.itemId ?? undefined)] = stored.settings;
      }
      onRules(rules);
    },
    onError,
  );
}
