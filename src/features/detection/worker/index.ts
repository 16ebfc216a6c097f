/** The detection feature's face for worker: what src/worker.ts wires and other features’ worker code calls. Re-exports only. */
export { detectTab } from './active-tab-detection';
export type { TabInfo } from './active-tab-detection';
export { browsingDetectionApisOf, detectionApisOf } from './browser-adapters';
export { browsingDetectionHandlers } from './browsing-detection-handlers';
export { isBrowsingDetectionOn } from './browsing-detection';
export { contentHandlers } from './content-handlers';
export { detectionHandlers } from './detection-handlers';
export { createDetectionWaiters } from './detection-waiters';
