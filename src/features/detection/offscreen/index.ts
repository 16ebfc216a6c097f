/** The detection feature's face for offscreen: what the offscreen document runs. Re-exports only. */
export { handleOffscreenMessage, isOffscreenMessage } from './handle-message';
export type { OffscreenIdentity } from './handle-message';
