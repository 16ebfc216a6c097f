/** The sharing feature's face for model: its types and pure logic. Re-exports only. */
export { sharedListMembers } from './model/list-members';
export { observerNameOf } from './model/observer-name';
export { EMPTY_SHARING } from './model/sharing';
export type { ClaimStatus, GiftClaim, ListMember, SharingState } from './model/sharing';
