/** The your-data feature's face for worker: what src/worker.ts wires and other features’ worker code calls. Re-exports only. */
export { createAccountDeletion } from './account-deletion';
export { accountDataSteps, membershipsOf } from './delete-account-data';
export { gateAccountChanges, withDeletionProgress } from './deletion-gate';
export { journalStorageOf } from './deletion-journal';
export { exportHandlers } from './export-handlers';
export { importHandlers } from './import-handlers';
