import { DEFAULT_ALERT_PREFERENCES, type AlertPreferences } from '../../alerts';

/** The shopper's synced preferences (kept in their profile document). */
export interface Preferences {
  /** How often tracked products are checked again in the background, in hours. */
  recheckHours: number;
  /** Alert defaults, quiet hours, the daily cap, notification kinds and price display. */
  alerts: AlertPreferences;
}

export const DEFAULT_PREFERENCES: Preferences = { recheckHours: 6, alerts: DEFAULT_ALERT_PREFERENCES };
