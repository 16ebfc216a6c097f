import type { Availability, ExtractionMethod } from '../../detection';
import type { Reading } from './tracking';

/** A save is its item's first check only when the page it read is at most this old (docs/tracking.md). */
export const SAVE_AS_CHECK_MAX_PAGE_AGE_MS = 10 * 60 * 1000;

/** What a save knows of the page it read: the fields of the product it saves. */
export interface SavedReading {
  price: number | null;
  currency: string | null;
  listPrice: number | null;
  availability: Availability;
  method: ExtractionMethod | 'manual';
  confidence: number;
}

/**
 * The reading a save makes of its page, when the save may count as the item's first check: the
 * product was read from the page (not typed), the page said it at most ten minutes ago, and its
 * price, if any, has a currency. Else null: the item stays unchecked and the engine checks it at its
 * next run, as before. `readAt` is the page's time (docs/tracking.md, "Stale readings").
 */
export function saveReading(saved: SavedReading, readAt: number | null, now: number): Reading | null {
  if (saved.method === 'manual' || readAt === null || readAt > now || now - readAt > SAVE_AS_CHECK_MAX_PAGE_AGE_MS) return null;
  if (saved.price !== null && saved.currency === null) return null;
  // "Free" (0) is not a price an item keeps from a check: only the stock counts, as for a visit.
  const amount = saved.price !== null && saved.price > 0 ? saved.price : null;
  return {
    source: 'visit',
    outcome: 'ok',
    at: readAt,
    amount,
    currency: amount === null ? null : saved.currency,
    listPrice: amount === null ? null : saved.listPrice,
    availability: saved.availability,
    method: saved.method,
    confidence: saved.confidence,
  };
}
