import type { ExtractionMethod } from '../../detection';

/**
 * The alert engine's numbers (docs/alerts.md says why each is what it is). Percentages are whole
 * basis points (1 % = 100 bp) everywhere: Price Wise compared a fraction with a whole percent and
 * its threshold never fired.
 */
export const BASIS_POINTS_PER_WHOLE = 10_000;

/** Extraction methods that read the store's own structured data, not the page's looks. */
export const STRUCTURED_METHODS: readonly ExtractionMethod[] = ['json-ld', 'microdata', 'rdfa', 'embedded-json'];
/** One structured observation at or above this confidence is believed without a second one. */
export const SINGLE_OBSERVATION_CONFIDENCE = 0.9;

/** A change below both of these is noise (unless it crosses a target). */
export const NOISE_BASIS_POINTS = 100;
/** One whole unit of the item's currency. */
export const NOISE_AMOUNT = 1;

/** A fired price rule re-arms when the price rises this far above the price that fired it… */
export const REARM_RISE_BASIS_POINTS = 300;
/** …or this long after it fired. */
export const REARM_DELAY_MS = 7 * 24 * 60 * 60 * 1000;

/** "A new lowest price in 90 days". */
export const LOWEST_WINDOW_MS = 90 * 24 * 60 * 60 * 1000;

/** Notifications per account per day in the shopper's time zone; a digest counts as one. */
export const DEFAULT_DAILY_CAP = 10;
