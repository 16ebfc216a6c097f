/** The account feature's face for model: its types and pure logic. Re-exports only. */
export type { AccountDeletionProgress, AccountState } from './model/account-state';
export { googleOAuthClientIdOf } from './model/google-sign-in-config';
export { DEFAULT_PREFERENCES } from './model/preferences';
export type { Preferences } from './model/preferences';
