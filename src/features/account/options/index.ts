/** The account feature's face for options: the settings parts the options page uses. Re-exports only. */
export { AccountSection } from './account-section';
