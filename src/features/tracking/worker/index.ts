/** The tracking feature's face for worker: what src/worker.ts wires and other features’ worker code calls. Re-exports only. */
export { createCheckedItems } from './checked-items';
export type { RecheckEngine } from './engine';
export { historyHandlers } from './history-handlers';
export { preferencesHandlers } from './preferences-handlers';
export type { LocalStorageArea } from './run-storage';
export { trackingHandlers } from './tracking-handlers';
export { createVisitRecorder } from './visit-recorder';
export type { RecordVisit } from './visit-recorder';
export { recheckServiceFor } from './wire-recheck';
