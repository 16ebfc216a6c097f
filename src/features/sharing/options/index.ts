/** The sharing feature's face for options: the settings parts the options page uses. Re-exports only. */
export { loadSharing } from './load-sharing';
export type { SharingChunk } from './load-sharing';
