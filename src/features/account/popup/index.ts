/** The account feature's face for popup: the React parts other features and the popup page use. Re-exports only. */
export { AccountCard } from './account-card';
export { AccountChip } from './account-chip';
