/** The detection feature's face for popup: the React parts other features and the popup page use. Re-exports only. */
export { usePageDetection } from './use-page-detection';
