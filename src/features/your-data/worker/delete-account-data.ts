import type { Firestore } from 'firebase/firestore';
import type { AppState } from '../../../app/state';
import { claimsStillHeld, releaseClaims } from '../../sharing/worker/firestore';
import { deleteAlertData } from '../../alerts/worker/firestore';
import { deleteInvitesOf } from '../../sharing/worker/firestore';
import { deleteListsOwnedBy } from '../../lists/worker/firestore';
import { leaveIfMember } from '../../sharing/worker/firestore';
import { deleteProfile } from '../../account/worker/firestore';
import type { DeletionStep, Memberships } from './deletion-journal';

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
 * Each step of deleting what an account owns (`DELETION_STEPS` gives their order: claims released
 * while the account is still a member, the shared lists it leaves, its invites, the lists it owns
 * with their items, the alert feed and rules, then the profile, whose rules none of these need).
 * Every step can run again after an interruption: the first two read what is left, the others
 * query for it, and deleting the profile twice is allowed.
 */
export function accountDataSteps(db: Firestore, uid: string, memberships: Memberships): Record<Exclude<DeletionStep, 'account'>, () => Promise<void>> {
  return {
    claims: async () => releaseClaims(db, await claimsStillHeld(db, uid, memberships.claims)),
    memberships: async () => {
      await Promise.all(memberships.leave.map((listId) => leaveIfMember(db, listId, uid)));
    },
    invites: () => deleteInvitesOf(db, uid),
    lists: () => deleteListsOwnedBy(db, uid),
    alerts: () => deleteAlertData(db, uid),
    profile: () => deleteProfile(db, uid),
  };
}
