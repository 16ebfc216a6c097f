/** The alerts feature's face for options: the settings parts the options page uses. Re-exports only. */
export { loadAlertsSection } from './load-alerts-section';
