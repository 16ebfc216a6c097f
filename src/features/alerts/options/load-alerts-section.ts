import type { AlertsSection } from './alerts-section';

export type AlertsSectionComponent = typeof AlertsSection;

let loading: Promise<AlertsSectionComponent> | null = null;

/**
 * The Alerts & notifications section is a chunk of its own: the options page shares the popup's
 * size budget, and the section's forms are not needed for its first frame.
 */
export function loadAlertsSection(): Promise<AlertsSectionComponent> {
  loading ??= import('./alerts-section').then((module) => module.AlertsSection);
  return loading;
}
