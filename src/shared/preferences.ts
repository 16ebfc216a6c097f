/** The shopper's synced preferences (kept in their profile document). */
export interface Preferences {
  /** How often tracked products are checked again in the background, in hours. */
  recheckHours: number;
}

export const DEFAULT_PREFERENCES: Preferences = { recheckHours: 6 };
