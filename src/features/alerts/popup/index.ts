/** The alerts feature's face for popup: the React parts other features and the popup page use. Re-exports only. */
export { alertMarkOf } from './alert-mark';
export type { AlertRulesView } from './alert-mark';
export { ItemAlertRules } from './item-alert-rules';
export type { ItemAlertContext } from './item-alert-rules';
export { ItemAlertsView } from './item-alerts-view';
export { loadAlerts } from './load-alerts';
export type { AlertsChunk } from './load-alerts';
