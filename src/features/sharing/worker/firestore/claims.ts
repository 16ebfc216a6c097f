import {
  Timestamp,
  collection,
  deleteDoc,
  doc,
  getDocFromServer,
  onSnapshot,
  serverTimestamp,
  setDoc,
  updateDoc,
  type DocumentData,
  type DocumentReference,
  type Firestore,
} from 'firebase/firestore';
import { isGoneError } from './read-gone';
import type { ClaimStatus, GiftClaim } from '../../model/sharing';
import { deleteInBatches } from '../../../../platform/firebase/batched-delete';

const claimsOf = (db: Firestore, listId: string) => collection(db, 'lists', listId, 'claims');

/** An item's claim: its id is the item's, so the owner can delete it by id without reading it. */
export const claimRef = (db: Firestore, listId: string, itemId: string): DocumentReference => doc(claimsOf(db, listId), itemId);

function giftClaimOf(listId: string, itemId: string, data: DocumentData): GiftClaim | null {
  const { claimedBy, claimerName, status } = data as Record<string, unknown>;
  if (typeof claimedBy !== 'string' || (status !== 'claimed' && status !== 'bought')) return null;
  const updatedAt: unknown = data.updatedAt;
  return {
    listId,
    itemId,
    claimedBy,
    claimerName: typeof claimerName === 'string' ? claimerName : null,
    status,
    updatedAt: updatedAt instanceof Timestamp ? updatedAt.toMillis() : 0,
  };
}

/**
 * A gift list's claims, live, by item id. Only for a list the shopper does not own: the rules
 * refuse the owner's query whole.
 */
export function subscribeClaims(
  db: Firestore,
  listId: string,
  onClaims: (claims: Record<string, GiftClaim>) => void,
  onError: (error: Error) => void,
): () => void {
  return onSnapshot(
    claimsOf(db, listId),
    (snapshot) => {
      const claims: Record<string, GiftClaim> = {};
      for (const document of snapshot.docs) {
        const claim = giftClaimOf(listId, document.id, document.data({ serverTimestamps: 'estimate' }));
        if (claim !== null) claims[document.id] = claim;
      }
      onClaims(claims);
    },
    onError,
  );
}

export interface ClaimChange {
  listId: string;
  itemId: string;
  uid: string;
  claimerName: string | null;
  /** null releases the claim. */
  status: ClaimStatus | null;
  /** The shopper holds the claim already: a change of status rather than a new claim. */
  holdsClaim: boolean;
}

/** Claims an item, changes the shopper's claim, or releases it (one write); applied locally at once. */
export function setClaim(db: Firestore, change: ClaimChange): Promise<void> {
  const ref = claimRef(db, change.listId, change.itemId);
  if (change.status === null) return deleteDoc(ref);
  if (change.holdsClaim) return updateDoc(ref, { status: change.status, updatedAt: serverTimestamp() });
  return setDoc(ref, { claimedBy: change.uid, claimerName: change.claimerName, status: change.status, updatedAt: serverTimestamp() });
}

/** Releases these claims of the shopper (account deletion), in batches within the rules' read budget. */
export function releaseClaims(db: Firestore, claims: readonly Pick<GiftClaim, 'listId' | 'itemId'>[]): Promise<void> {
  return deleteInBatches(db, claims.map((claim) => claimRef(db, claim.listId, claim.itemId)));
}

/**
 * Which of these claims the shopper still holds, read from the server: a deletion that resumes
 * may have released some already, and the rules refuse deleting a claim that no longer exists.
 */
export async function claimsStillHeld(
  db: Firestore,
  uid: string,
  claims: readonly Pick<GiftClaim, 'listId' | 'itemId'>[],
): Promise<Pick<GiftClaim, 'listId' | 'itemId'>[]> {
  const held = await Promise.all(
    claims.map(async (claim) => {
      try {
        const snapshot = await getDocFromServer(claimRef(db, claim.listId, claim.itemId));
        return snapshot.exists() && snapshot.get('claimedBy') === uid;
      } catch (error) {
        if (isGoneError(error)) return false;
        throw error;
      }
    }),
  );
  return claims.filter((_, index) => held[index]);
}
