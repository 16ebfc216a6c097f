import type { Availability, ExtractionMethod } from '../../detection';
import { LIMITS } from '../../../platform/limits';

/**
 * Price and stock tracking: the words the worker, the pages and the stored documents share
 * (docs/data-model.md describes the documents, docs/tracking.md the engine).
 */

/** How an observation was made: the shopper's own visit to the page, or a background re-check. */
export type ObservationSource = 'visit' | 'recheck';
export const OBSERVATION_SOURCES = ['visit', 'recheck'] as const satisfies readonly ObservationSource[];

/**
 * What a check found. Only `ok` carries a price; every other outcome is a state, never a price,
 * and the item keeps its last known price and stock.
 */
export type CheckOutcome =
  | 'ok'
  /** A bot check or captcha (Cloudflare's `cf-mitigated: challenge`, AWS WAF, Amazon's robot check). */
  | 'bot-check'
  /** The store asked to sign in. */
  | 'login-wall'
  /** 404 or 410: the product page is gone. */
  | 'page-gone'
  /** The page answered, but no product was found on it. */
  | 'page-changed'
  /** No answer within 20 s. */
  | 'timeout'
  /** The request failed before an answer (offline, DNS, connection refused). */
  | 'network-error'
  /** Any other answer that is not a page (5xx, 429 after its back-off, other 4xx). */
  | 'http-error'
  /** The page shows a price in another currency than the item's. */
  | 'currency-mismatch';

export const CHECK_OUTCOMES = [
  'ok',
  'bot-check',
  'login-wall',
  'page-gone',
  'page-changed',
  'timeout',
  'network-error',
  'http-error',
  'currency-mismatch',
] as const satisfies readonly CheckOutcome[];

/** The latest check of an item by anyone: kept apart from the history (Price Wise's lesson). */
export interface LastCheck {
  /** Milliseconds since the epoch. */
  at: number;
  outcome: CheckOutcome;
  source: ObservationSource;
}

/** One point of an item's price history, as the pages draw it. */
export interface PricePoint {
  /** Milliseconds since the epoch. */
  at: number;
  /** Null when the check found no price (any outcome but `ok`, or a page without a price). */
  amount: number | null;
  currency: string | null;
  availability: Availability;
  outcome: CheckOutcome;
  source: ObservationSource;
  method: ExtractionMethod | null;
  confidence: number;
  /** Whose observation this is. */
  observerId: string;
}

/** A short trend kept on the item itself, so a list row draws its line without reading history. */
export interface TrendPoint {
  at: number;
  amount: number | null;
  availability: Availability;
}

/**
 * The checks the shopper asked for ("Check now", "Check all now") as the pages show them: when each
 * queued one may start at the earliest, and the one being fetched now. Keys are `listId/itemId`.
 */
export interface AskedChecks {
  startsAt: Record<string, number>;
  checking: string | null;
}

/** The re-check engine's state as the pages show it (this browser only; not synced). */
export interface TrackingState {
  /** Store host names (without `www.`) this browser may fetch: host permission granted. */
  storesWithAccess: string[];
  /**
   * The shopper allowed Cartwatch on every site (options, "Detect as I browse"): the browser
   * lets it fetch every store too, so every store counts as watched.
   */
  allStores: boolean;
  /** A "Check all now" or "Check now" in progress; null when none is. */
  progress: { done: number; total: number } | null;
  /** When each asked check may start, and which one is being fetched; absent in a state an older version cached. */
  asked?: AskedChecks;
  /** Stores backing off after errors: until when (ms since the epoch), and why. */
  storeBackoff: Record<string, { until: number; outcome: CheckOutcome }>;
  /** Firestore answered resource-exhausted: the whole engine waits until then (ms), or null. */
  quotaBackoffUntil: number | null;
}

export const NO_TRACKING: TrackingState = {
  storesWithAccess: [],
  allStores: false,
  progress: null,
  storeBackoff: {},
  quotaBackoffUntil: null,
};

/** What one check (a visit or a re-check) of one item found, before anything is written. */
export interface Reading {
  source: ObservationSource;
  outcome: CheckOutcome;
  /** Milliseconds since the epoch, when the page was read. */
  at: number;
  /** Null unless `outcome` is `ok` and the page showed a price. */
  amount: number | null;
  currency: string | null;
  listPrice: number | null;
  availability: Availability;
  method: ExtractionMethod | null;
  confidence: number;
}

/** How many change points an item keeps for its row's trend line. */
export const TREND_POINTS = LIMITS.trendPoints;
