/** The detection feature's face for options: the settings parts the options page uses. Re-exports only. */
export { DetectionSection } from './detection-section';
