/** The tracking feature's face for model: its types and pure logic. Re-exports only. */
export { accessibleStores } from './model/granted-stores';
export { hourIdOf } from './model/hour-id';
export { OBSERVATION_ID, hourOfObservationId, observationIdOf } from './model/observation-id';
export { RECHECK_ALARM } from './model/settings';
export { hasStoreAccess, storeOfUrl } from './model/store-access';
export { DEFAULT_DISAGREEMENT_BASIS_POINTS } from './model/visit-freshness';
export { CHECK_OUTCOMES, NO_TRACKING, OBSERVATION_SOURCES } from './model/tracking';
export type { CheckOutcome, LastCheck, ObservationSource, PricePoint, Reading, TrackingState, TrendPoint } from './model/tracking';
export { SAVE_AS_CHECK_MAX_PAGE_AGE_MS, saveReading } from './model/save-as-check';
