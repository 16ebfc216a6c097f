/** The lists feature's face for popup: the React parts other features and the popup page use. Re-exports only. */
export { loadListsTab } from './load-lists-tab';
