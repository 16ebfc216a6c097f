import {
  FieldPath,
  Timestamp,
  arrayUnion,
  collection,
  deleteField,
  doc,
  getDoc,
  getDocs,
  increment,
  onSnapshot,
  query,
  serverTimestamp,
  updateDoc,
  where,
  writeBatch,
  type DocumentData,
  type DocumentSnapshot,
  type Firestore,
} from 'firebase/firestore';
import { MEMBER_ROLES, SHARING_LIMITS, type MemberRole } from '../../model/sharing';
import type { StoredInvite } from '../../model/classify-invite';
import { newEmailInviteId, newInviteCode } from '../../model/invite-code';
import { nameAmong } from '../../model/member-name';
import { deleteInBatches } from '../../../../platform/firebase/batched-delete';
import { joinMarkerRef } from './join-markers';

const invitesOf = (db: Firestore) => collection(db, 'invites');
export const inviteRef = (db: Firestore, code: string) => doc(invitesOf(db), code);
const listRef = (db: Firestore, listId: string) => doc(db, 'lists', listId);

const DAY_MS = 24 * 60 * 60 * 1000;
/** A code that was taken is drawn again this many times before giving up. */
const CODE_ATTEMPTS = 5;

const millisOf = (value: unknown): number | null => (value instanceof Timestamp ? value.toMillis() : null);
const isPermissionDenied = (error: unknown) =>
  typeof error === 'object' && error !== null && (error as { code?: unknown }).code === 'permission-denied';

/** An invite document read defensively; null when it lacks what a preview or a join needs. */
export function storedInviteOf(code: string, data: DocumentData | undefined): StoredInvite | null {
  if (data === undefined) return null;
  const { listId, listName, ownerId, ownerName, role, email, maxUses, uses, revoked } = data;
  const expiresAt = millisOf(data.expiresAt);
  if (typeof listId !== 'string' || typeof ownerId !== 'string' || !MEMBER_ROLES.includes(role as MemberRole)) return null;
  if (typeof maxUses !== 'number' || typeof uses !== 'number' || expiresAt === null) return null;
  return {
    code,
    listId,
    listName: typeof listName === 'string' ? listName : '',
    ownerId,
    ownerName: typeof ownerName === 'string' ? ownerName : '',
    role: role as MemberRole,
    email: typeof email === 'string' ? email : null,
    maxUses,
    uses,
    revoked: revoked === true,
    createdAt: millisOf(data.createdAt) ?? expiresAt - SHARING_LIMITS.inviteValidDays * DAY_MS,
    expiresAt,
  };
}

const inviteOfSnapshot = (snapshot: DocumentSnapshot): StoredInvite | null =>
  snapshot.exists() ? storedInviteOf(snapshot.id, snapshot.data({ serverTimestamps: 'estimate' })) : null;

export interface NewInvite {
  listId: string;
  listName: string;
  ownerId: string;
  ownerName: string;
  role: MemberRole;
  /** Lower-cased; null for a code invite. */
  email: string | null;
  maxUses: number;
}

/**
 * Creates an invite and, in the same batch, sets the owner's name in the list when it differs (told
 * apart, "Ana (x7Qa)", when another member has it).
 * Settles when the server has it (a code is only worth showing once it exists); a code someone
 * already holds is refused by the rules (the create would be an update), and is drawn again.
 */
export async function createInvite(db: Firestore, typed: NewInvite, now: number = Date.now()): Promise<{ code: string }> {
  const list = await getDoc(listRef(db, typed.listId));
  const ownerNameInList: unknown = list.get(new FieldPath('names', typed.ownerId));
  // The rules refuse a name another member has: the owner is then told apart, as a joiner is.
  const names = (list.get('names') ?? {}) as Record<string, unknown>;
  const invite = { ...typed, ownerName: nameAmong(names, typed.ownerId, typed.ownerName) };
  for (let attempt = 1; ; attempt += 1) {
    const code = invite.email === null ? newInviteCode() : newEmailInviteId();
    const batch = writeBatch(db);
    batch.set(inviteRef(db, code), {
      ...invite,
      uses: 0,
      revoked: false,
      createdAt: serverTimestamp(),
      // The rules hold it to the request time plus seven days, within their tolerance.
      expiresAt: Timestamp.fromMillis(now + SHARING_LIMITS.inviteValidDays * DAY_MS),
    });
    if (ownerNameInList !== invite.ownerName) {
      batch.update(listRef(db, invite.listId), new FieldPath('names', invite.ownerId), invite.ownerName, 'updatedAt', serverTimestamp());
    }
    try {
      await batch.commit();
      return { code };
    } catch (error) {
      if (!isPermissionDenied(error) || attempt >= CODE_ATTEMPTS || (await getDoc(inviteRef(db, code)).catch(() => null))?.exists() !== true) {
        throw error;
      }
    }
  }
}

/** Withdraws an invite (revoked false → true); applied locally at once. */
export function revokeInvite(db: Firestore, code: string): Promise<void> {
  return updateDoc(inviteRef(db, code), { revoked: true });
}

/** Reads an invite by its id; null when it does not exist or the shopper may not read it. */
export async function readInvite(db: Firestore, code: string): Promise<StoredInvite | null> {
  try {
    return inviteOfSnapshot(await getDoc(inviteRef(db, code)));
  } catch (error) {
    if (isPermissionDenied(error)) return null;
    throw error;
  }
}

export interface Joining {
  code: string;
  listId: string;
  uid: string;
  role: MemberRole;
  name: string;
}

/**
 * Joins a list with an invite: one batch, no read of the list (a non-member may not read it). The
 * code goes into the joiner's join marker (`lists/{listId}/joins/{uid}`), which no member can
 * read, and the `joinCode` a list from before markers still shows is removed. The rules check the
 * invite's step against the list's and the marker; settles when the server has it.
 */
export function joinList(db: Firestore, joining: Joining): Promise<void> {
  const batch = writeBatch(db);
  batch.update(
    listRef(db, joining.listId),
    'memberIds', arrayUnion(joining.uid),
    new FieldPath('roles', joining.uid), joining.role,
    new FieldPath('names', joining.uid), joining.name,
    'joinCode', deleteField(),
    'updatedAt', serverTimestamp(),
  );
  batch.set(joinMarkerRef(db, joining.listId, joining.uid), { code: joining.code, since: serverTimestamp() });
  batch.update(inviteRef(db, joining.code), { uses: increment(1) });
  return batch.commit();
}

function followInvites(
  db: Firestore,
  field: 'ownerId' | 'email',
  value: string,
  onInvites: (invites: StoredInvite[]) => void,
  onError: (error: Error) => void,
): () => void {
  return onSnapshot(
    query(invitesOf(db), where(field, '==', value)),
    (snapshot) => onInvites(snapshot.docs.map(inviteOfSnapshot).filter((invite) => invite !== null)),
    onError,
  );
}

/** The invites the user made, live. */
export function subscribeOwnInvites(db: Firestore, uid: string, onInvites: (invites: StoredInvite[]) => void, onError: (error: Error) => void) {
  return followInvites(db, 'ownerId', uid, onInvites, onError);
}

/** The invites addressed to this (verified, lower-cased) email, live. */
export function subscribeEmailInvites(db: Firestore, email: string, onInvites: (invites: StoredInvite[]) => void, onError: (error: Error) => void) {
  return followInvites(db, 'email', email, onInvites, onError);
}

/** Deletes the user's invites, of one list or (no listId) all of them; settles when the server has it. */
export async function deleteInvitesOf(db: Firestore, ownerId: string, listId?: string): Promise<void> {
  const owned = await getDocs(query(invitesOf(db), where('ownerId', '==', ownerId)));
  const refs = owned.docs.filter((invite) => listId === undefined || invite.get('listId') === listId).map((invite) => invite.ref);
  await deleteInBatches(db, refs);
}
