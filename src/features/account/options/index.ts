/** The account feature's face for options: the settings parts the options page uses. Re-exports only. */
export { loadAccountSection } from './load-account-section';
