/** The sharing feature's face for popup: the React parts other features and the popup page use. Re-exports only. */
export { ClaimLine } from './claim-line';
export { GiftSwitch } from './gift-switch';
export { JoinToggle } from './join-toggle';
export { loadInvitePanel } from './load-invite-panel';
export { loadSharingNotices } from './load-sharing-notices';
export { listLabel, MemberCountBadge, memberCountText } from './list-label';
