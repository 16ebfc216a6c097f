import { collection, deleteDoc, deleteField, doc, onSnapshot, setDoc, type Firestore } from 'firebase/firestore';
import { ruleScopeKey, type ItemAlertSettings } from '../../model/alerts';
import { alertRulesOf } from './alert-fields';

/** The document of a list's defaults (`{listId}`) or an item's rules (`{listId}-{itemId}`); ids are letters and digits. */
export const alertRulesDocId = (listId: string, itemId?: string): string => (itemId === undefined ? listId : `${listId}-${itemId}`);

const alertRulesRef = (db: Firestore, uid: string, listId: string, itemId?: string) =>
  doc(db, 'users', uid, 'alertRules', alertRulesDocId(listId, itemId));

const LIST_RULE_KEYS = ['dropBasisPoints', 'dropAmount', 'backInStock', 'lowest90Days'] as const;

/**
 * Sets a list's default rules or an item's own (null: removes them, so it inherits again). A
 * list's document also holds its shared-list activity switch (`activity`), which this keeps: the
 * rules are replaced key by key, every rule key left out deleted.
 */
export function setAlertRules(
  db: Firestore,
  uid: string,
  listId: string,
  itemId: string | undefined,
  settings: ItemAlertSettings | null,
): Promise<void> {
  const ref = alertRulesRef(db, uid, listId, itemId);
  if (itemId !== undefined) return settings === null ? deleteDoc(ref) : setDoc(ref, { listId, itemId, ...settings });
  const fields: Record<string, unknown> = { listId, itemId: null };
  for (const key of LIST_RULE_KEYS) fields[key] = settings?.[key] === undefined ? deleteField() : settings[key];
  return setDoc(ref, fields, { merge: true });
}

/** Shared-list activity for one list: `activity: false` in the list's rules document, or no key (on). */
export function setListActivity(db: Firestore, uid: string, listId: string, enabled: boolean): Promise<void> {
  return setDoc(alertRulesRef(db, uid, listId), { listId, itemId: null, activity: enabled ? deleteField() : false }, { merge: true });
}

/** Deletes the user's rules of one list (its defaults and the given items' own): they left it. */
export function deleteAlertRulesOfList(db: Firestore, uid: string, listId: string, itemIds: readonly string[]): Promise<void> {
  return Promise.all([listId, ...itemIds.map((itemId) => alertRulesDocId(listId, itemId))].map((id) => deleteDoc(doc(db, 'users', uid, 'alertRules', id)))).then(
    () => undefined,
  );
}

/** Follows every list default and item override of the user, by `ruleScopeKey`. */
export function subscribeAlertRules(
  db: Firestore,
  uid: string,
  onRules: (rules: Record<string, ItemAlertSettings>, activityOff: string[]) => void,
  onError: (error: Error) => void,
): () => void {
  return onSnapshot(
    collection(db, 'users', uid, 'alertRules'),
    (snapshot) => {
      const rules: Record<string, ItemAlertSettings> = {};
      const activityOff: string[] = [];
      for (const document of snapshot.docs) {
        const stored = alertRulesOf(document.data());
        if (stored === null) continue;
        rules[ruleScopeKey(stored.listId, stored.itemId ?? undefined)] = stored.settings;
        if (stored.activityOff) activityOff.push(stored.listId);
      }
      onRules(rules, activityOff);
    },
    onError,
  );
}
