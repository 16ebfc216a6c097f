/** The alerts feature's face for worker: what src/worker.ts wires and other features’ worker code calls. Re-exports only. */
export { alertHandlers } from './alert-handlers';
export { createAlertsSync } from './alerts-sync';
export { alertsFor } from './wire-alerts';
export { dropThresholdOf } from './item-evaluation';
