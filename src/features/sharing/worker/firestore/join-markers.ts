import { doc, type Firestore } from 'firebase/firestore';

/**
 * A member's join marker, `lists/{listId}/joins/{uid}`: the code of their latest join, or none
 * when the owner removed them; invites made before its `since` do not let them in again. Members
 * cannot read it (firestore.rules), so nobody learns a code from the list.
 */
export const joinMarkerRef = (db: Firestore, listId: string, uid: string) => doc(db, 'lists', listId, 'joins', uid);
