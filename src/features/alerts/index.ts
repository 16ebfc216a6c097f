/** The alerts feature's face for model: its types and pure logic. Re-exports only. */
export { alertIdOfKey } from './model/alert-id';
export { ALERT_KINDS, DEFAULT_ALERT_PREFERENCES, NO_ALERTS, ruleScopeKey } from './model/alerts';
export type { AlertEntry, AlertPreferences, AlertsState, ItemAlertSettings, ListActivity } from './model/alerts';
