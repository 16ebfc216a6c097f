/** The tracking feature's face for options: the settings parts the options page uses. Re-exports only. */
export { loadTrackingSection } from './load-tracking-section';
