/** The lists feature's face for options: the settings parts the options page uses. Re-exports only. */
export { loadListsSection } from './load-lists-section';
