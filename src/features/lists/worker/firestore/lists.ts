import {
  FieldPath,
  Timestamp,
  collection,
  doc,
  getDocs,
  onSnapshot,
  query,
  serverTimestamp,
  updateDoc,
  where,
  writeBatch,
  type DocumentReference,
  type Firestore,
  type QueryDocumentSnapshot,
  type QuerySnapshot,
  type WriteBatch,
} from 'firebase/firestore';
import type { ListRole, ListSummary } from '../../model/lists';
import { deleteInBatches, type DeletionUnit } from '../../../../platform/firebase/batched-delete';
import { createItemCounter, itemCounterRef } from './item-counters';
import { itemAndHistoryRefsOf } from './items';
import { markStartup } from '../../../../platform/startup-marks';
import type { ListMember } from '../../../sharing';
import { sharedListMembers } from '../../../sharing';

const ROLES: readonly ListRole[] = ['owner', 'editor', 'viewer'];

const listsOf = (db: Firestore) => collection(db, 'lists');

/** A new list's reference, with its id chosen here (so it can join a batch). */
export function newListRef(db: Firestore): DocumentReference {
  return doc(listsOf(db));
}

/**
 * The reference of an account's first list. Its id is the owner's uid (a Firebase uid is letters
 * and digits, as list ids are), so two browsers that sign in to a new account at once and both
 * create its profile write the same list: the rules refuse the later batch whole, and what the
 * shopper saves meanwhile in either browser lands in the one list that exists.
 */
export function firstListRef(db: Firestore, uid: string): DocumentReference {
  return FIRST_LIST_ID.test(uid) ? doc(listsOf(db), uid) : newListRef(db);
}

const FIRST_LIST_ID = /^[A-Za-z0-9]{1,40}$/;

/** The fields of a list the given user creates and owns. */
function newListFields(ownerId: string, name: string) {
  return {
    ownerId,
    name,
    memberIds: [ownerId],
    roles: { [ownerId]: 'owner' },
    createdAt: serverTimestamp(),
    updatedAt: serverTimestamp(),
  };
}

function toSummary(snapshot: QueryDocumentSnapshot, uid: string): ListSummary | null {
  const name: unknown = snapshot.get('name');
  const role: unknown = snapshot.get(new FieldPath('roles', uid));
  const ownerId: unknown = snapshot.get('ownerId');
  const memberIds: unknown = snapshot.get('memberIds');
  if (typeof name !== 'string' || typeof ownerId !== 'string' || !ROLES.includes(role as ListRole)) return null;
  return {
    id: snapshot.id,
    name,
    role: role as ListRole,
    ownerId,
    memberCount: Array.isArray(memberIds) ? memberIds.length : 1,
    gift: snapshot.get('gift') === true,
    pendingWrites: snapshot.metadata.hasPendingWrites,
  };
}

/**
 * Whether the server has said this list is the user's: the snapshot came from the server (not
 * only this browser's cache, where a list the user has since left may linger) and the list's
 * creation was acknowledged (its `createdAt` is the server's, not a local estimate).
 */
function confirmedByServer(snapshot: QuerySnapshot, list: QueryDocumentSnapshot): boolean {
  return !snapshot.metadata.fromCache && list.get('createdAt', { serverTimestamps: 'none' }) instanceof Timestamp;
}

/**
 * Every list the user is a member of, live; oldest first, with the members of those shared with
 * others (the same snapshot: one listener on lists), and the ids of those the server confirmed.
 */
export function subscribeMemberLists(
  db: Firestore,
  uid: string,
  onLists: (lists: ListSummary[], members: Record<string, ListMember[]>, onServer: ReadonlySet<string>) => void,
  onError: (error: Error) => void,
): () => void {
  return onSnapshot(
    query(listsOf(db), where('memberIds', 'array-contains', uid)),
    { includeMetadataChanges: true },
    (snapshot) => {
      markStartup('lists-snapshot', { fromCache: snapshot.metadata.fromCache });
      // A server time not yet known is estimated locally; a list without one sorts last.
      const createdAt = (list: QueryDocumentSnapshot): number => {
        const time: unknown = list.get('createdAt', { serverTimestamps: 'estimate' });
        return time instanceof Timestamp ? time.toMillis() : Number.POSITIVE_INFINITY;
      };
      const ordered = [...snapshot.docs].sort((a, b) => createdAt(a) - createdAt(b));
      const summaries = ordered.map((list) => toSummary(list, uid)).filter((list) => list !== null);
      const members = sharedListMembers(
        ordered.map((list) => ({
          id: list.id,
          fields: { ownerId: list.get('ownerId') as unknown, memberIds: list.get('memberIds') as unknown, roles: list.get('roles') as unknown, names: list.get('names') as unknown },
        })),
      );
      onLists(summaries, members, new Set(ordered.filter((list) => confirmedByServer(snapshot, list)).map((list) => list.id)));
    },
    onError,
  );
}

/** Adds a new list, and the counter of its items, to the batch. */
export function createListIn(batch: WriteBatch, ref: DocumentReference, ownerId: string, name: string): void {
  batch.set(ref, newListFields(ownerId, name));
  createItemCounter(batch, ref);
}

/** Creates a list; applied to the local cache at once, settled when the server has it. */
export function createList(db: Firestore, ownerId: string, name: string): { id: string; written: Promise<void> } {
  const ref = newListRef(db);
  const batch = writeBatch(db);
  createListIn(batch, ref, ownerId, name);
  return { id: ref.id, written: batch.commit() };
}

export function renameList(db: Firestore, listId: string, name: string): Promise<void> {
  return updateDoc(doc(listsOf(db), listId), { name, updatedAt: serverTimestamp() });
}

/** Its re-check leases (lists/{listId}/leases), which Firestore does not delete with the list. */
async function leaseRefsOf(list: DocumentReference): Promise<DocumentReference[]> {
  return (await getDocs(collection(list, 'leases'))).docs.map((lease) => lease.ref);
}

/** Its members' join markers (lists/{listId}/joins), which only the owner reads and deletes. */
async function joinMarkerRefsOf(list: DocumentReference): Promise<DocumentReference[]> {
  return (await getDocs(collection(list, 'joins'))).docs.map((marker) => marker.ref);
}

/** Everything under a list, in the order it is deleted, before the list and its counter. */
async function contentsOf(db: Firestore, list: DocumentReference): Promise<DeletionUnit[]> {
  const [items, leases, joinMarkers] = await Promise.all([itemAndHistoryRefsOf(db, list.id), leaseRefsOf(list), joinMarkerRefsOf(list)]);
  return [...items, ...leases, ...joinMarkers];
}

/**
 * Deletes a list after its items (each with its gift claim), their price histories and its leases. Resolves once that is in the local cache (the items are read
 * from it when offline); `written` settles when the server has it.
 */
export async function deleteList(db: Firestore, listId: string): Promise<{ written: Promise<void> }> {
  const list = doc(listsOf(db), listId);
  return { written: deleteInBatches(db, await contentsOf(db, list), [itemCounterRef(list), list]) };
}

/** Deletes every list the user owns, with their items, histories and leases; settles when the server has it. */
export async function deleteListsOwnedBy(db: Firestore, ownerId: string): Promise<void> {
  const owned = await getDocs(query(listsOf(db), where('ownerId', '==', ownerId)));
  const deletions: Promise<void>[] = [];
  for (const list of owned.docs) {
    deletions.push(deleteInBatches(db, await contentsOf(db, list.ref), [itemCounterRef(list.ref), list.ref]));
  }
  await Promise.all(deletions);
}
