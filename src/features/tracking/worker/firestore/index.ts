/** The tracking feature's face for worker/firestore: the Firestore collection functions other features’ worker code calls. Re-exports only. */
export { deleteHistoryOf, observationRefsOf, readHistory } from './observations';
export { lastCheckOf, trendOf } from './tracking-fields';
export { firstCheckWrites } from './first-check';
