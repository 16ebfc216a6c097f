/** The shopper's synced preferences (kept in their profile document). */
export interface Preferences {
  /** How often tracked products are checked again in the background, in hours. */
  recheckHours: number;
}

export const RECHECK_HOURS = { min: 1, max: 24, default: 6 } as const;

export const DEFAULT_PREFERENCES: Preferences = { recheckHours: RECHECK_HOURS.default };
