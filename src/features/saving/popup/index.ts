/** The saving feature's face for popup: the React parts other features and the popup page use. Re-exports only. */
export { ThisPageCard } from './this-page-card';
