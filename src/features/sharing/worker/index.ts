/** The sharing feature's face for worker: what src/worker.ts wires and other features’ worker code calls. Re-exports only. */
export { sharingHandlers } from './sharing-handlers';
export { createSharing } from './wire-sharing';
