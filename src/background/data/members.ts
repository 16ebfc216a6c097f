import { FieldPath, arrayRemove, deleteField, doc, serverTimestamp, updateDoc, type Firestore } from 'firebase/firestore';
import type { MemberRole } from '../../shared/sharing';

const listRef = (db: Firestore, listId: string) => doc(db, 'lists', listId);

/** The owner changes a member's role (one write); applied locally at once. */
export function setMemberRole(db: Firestore, listId: string, uid: string, role: MemberRole): Promise<void> {
  return updateDoc(listRef(db, listId), new FieldPath('roles', uid), role, 'updatedAt', serverTimestamp());
}

/** The owner takes a member out of a list: their id, role and name, in one update (one write). */
export function removeMember(db: Firestore, listId: string, uid: string): Promise<void> {
  return updateDoc(
    listRef(db, listId),
    'memberIds', arrayRemove(uid),
    new FieldPath('roles', uid), deleteField(),
    new FieldPath('names', uid), deleteField(),
    'updatedAt', serverTimestamp(),
  );
}

/** A member leaves a list: exactly their id, role and name go, nothing else (the rules refuse `updatedAt`). */
export function leaveList(db: Firestore, listId: string, uid: string): Promise<void> {
  return updateDoc(
    listRef(db, listId),
    'memberIds', arrayRemove(uid),
    new FieldPath('roles', uid), deleteField(),
    new FieldPath('names', uid), deleteField(),
  );
}

/** The owner turns gift mode on or off (one write); the rules want every owner's update to set `updatedAt`. */
export function setGiftMode(db: Firestore, listId: string, gift: boolean): Promise<void> {
  return updateDoc(listRef(db, listId), { gift, updatedAt: serverTimestamp() });
}
