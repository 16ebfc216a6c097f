/** The sharing feature's face for worker/firestore: the Firestore collection functions other features’ worker code calls. Re-exports only. */
export { claimRef, claimsStillHeld, releaseClaims } from './claims';
export { deleteInvitesOf } from './invites';
export { leaveIfMember } from './members';
