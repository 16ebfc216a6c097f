/** The your-data feature's face for options: the settings parts the options page uses. Re-exports only. */
export { DeleteAccount } from './delete-account';
export { loadDataSection } from './load-data-section';
