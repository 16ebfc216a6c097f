import { FieldPath, arrayRemove, deleteField, doc, serverTimestamp, updateDoc, type Firestore } from 'firebase/firestore';
import type { MemberRole } from '../../shared/sharing';

const listRef = (db: Firestore, listId: string) => doc(db, 'lists', listId);

/** The owner changes a member's role (one write); applied locally at once. */
export function setMemberRole(db: Firestore, listId: string, uid: string, role: MemberRole): Promise<void> {
  return updateDoc(listRef(db, listId), new FieldPath('roles', uid), role, 'updatedAt', serverTimestamp());
}

/**
 * Takes a member out of a list: their id, role and name, in one update (one write). The owner
 * removing someone and a member leaving write the same; the rules tell them apart.
 */
export function removeMember(db: Firestore, listId: string, uid: string): Promise<void> {
  return updateDoc(
    listRef(db, listId),
    'memberIds', arrayRemove(uid),
    new FieldPath('roles', uid), deleteField(),
    new FieldPath('names', uid), deleteField(),
    'updatedAt', serverTimestamp(),
  );
}

/** A member leaves a list. */
export const leaveList = (db: Firestore, listId: string, uid: string): Promise<void> => removeMember(db, listId, uid);

/** The owner turns gift mode on or off: an update of `gift` alone (one write). */
export function setGiftMode(db: Firestore, listId: string, gift: boolean): Promise<void> {
  return updateDoc(listRef(db, listId), { gift });
}
