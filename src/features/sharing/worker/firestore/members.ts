import { FieldPath, arrayRemove, deleteField, doc, getDocFromServer, serverTimestamp, updateDoc, writeBatch, type Firestore } from 'firebase/firestore';
import type { MemberRole } from '../../model/sharing';
import { isGoneError } from './read-gone';
import { joinMarkerRef } from './join-markers';

const listRef = (db: Firestore, listId: string) => doc(db, 'lists', listId);

/** The owner changes a member's role (one write); applied locally at once. */
export function setMemberRole(db: Firestore, listId: string, uid: string, role: MemberRole): Promise<void> {
  return updateDoc(listRef(db, listId), new FieldPath('roles', uid), role, 'updatedAt', serverTimestamp());
}

/**
 * The owner takes a member out of a list: their id, role and name, in one update, and, in the
 * same batch, their join marker without a code, so that no invite made before now lets them back
 * (2 writes).
 */
export function removeMember(db: Firestore, listId: string, uid: string): Promise<void> {
  const batch = writeBatch(db);
  batch.update(
    listRef(db, listId),
    'memberIds', arrayRemove(uid),
    new FieldPath('roles', uid), deleteField(),
    new FieldPath('names', uid), deleteField(),
    'updatedAt', serverTimestamp(),
  );
  batch.set(joinMarkerRef(db, listId, uid), { code: null, since: serverTimestamp() });
  return batch.commit();
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

/** Leaves the list unless the account is no longer in it (a resumed deletion, or the owner removed it). */
export async function leaveIfMember(db: Firestore, listId: string, uid: string): Promise<void> {
  try {
    const list = await getDocFromServer(listRef(db, listId));
    const memberIds: unknown = list.get('memberIds');
    if (!list.exists() || !Array.isArray(memberIds) || !memberIds.includes(uid)) return;
  } catch (error) {
    if (isGoneError(error)) return;
    throw error;
  }
  await leaveList(db, listId, uid);
}
