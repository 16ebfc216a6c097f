import type { Firestore } from 'firebase/firestore';
import type { AppState } from '../../shared/state';
import { releaseClaims } from '../data/claims';
import { deleteAlertData } from '../data/delete-alert-data';
import { deleteInvitesOf } from '../data/invites';
import { deleteListsOwnedBy } from '../data/lists';
import { leaveList } from '../data/members';
import { deleteProfile } from '../data/users';

/** Where the account is a member without owning: the lists it leaves and the claims it releases. */
export interface Memberships {
  leave: string[];
  claims: { listId: string; itemId: string }[];
}

/** The shared lists the account is in but does not own, and its claims on them, from the state. */
export function membershipsOf(state: AppState, uid: string): Memberships {
  const leave = (state.lists ?? []).filter((list) => list.role !== 'owner').map((list) => list.id);
  const claims = Object.values(state.sharing.claims)
    .flatMap((byItem) => Object.values(byItem))
    .filter((claim) => claim.claimedBy === uid)
    .map(({ listId, itemId }) => ({ listId, itemId }));
  return { leave, claims };
}

/**
 * Deletes what an account owns, in the order that leaves nothing behind: stop following the user
 * first (a profile listener would create the profile again), then its claims (released while it is
 * still a member), the shared lists it leaves, its invites, then the lists it owns (with their
 * items), then the alert feed and rules, then the profile, whose rules none of these need. The
 * Auth account goes last, after this resolves.
 */
export async function deleteAccountData(
  db: Firestore,
  following: readonly { stop(): void }[],
  uid: string,
  memberships: Memberships = { leave: [], claims: [] },
): Promise<void> {
  for (const sync of following) sync.stop();
  await releaseClaims(db, memberships.claims);
  await Promise.all(memberships.leave.map((listId) => leaveList(db, listId, uid)));
  await deleteInvitesOf(db, uid);
  await deleteListsOwnedBy(db, uid);
  await deleteAlertData(db, uid);
  await deleteProfile(db, uid);
}
