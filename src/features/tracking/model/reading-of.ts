import type { ExtractedProduct } from '../../detection';
import type { TrackedItem } from './tracked-item';
import type { CheckOutcome, Reading } from './tracking';

/** A re-check that found no product: a state, never a price (the item keeps its last known one). */
export function failedReading(outcome: Exclude<CheckOutcome, 'ok'>, at: number): Reading {
  return { source: 'recheck', outcome, at, amount: null, currency: null, listPrice: null, availability: 'unknown', method: null, confidence: 0 };
}

/**
 * A re-check that found the product. A price in another currency than the item's (a store that
 * guessed another region) is not comparable: it is reported, not recorded as a price.
 */
export function productReading(item: Pick<TrackedItem, 'currency'>, product: ExtractedProduct, at: number): Reading {
  if (product.price !== null && item.currency !== null && product.currency !== null && product.currency !== item.currency) {
    return failedReading('currency-mismatch', at);
  }
  const priced = product.price !== null && product.currency !== null;
  return {
    source: 'recheck',
    outcome: 'ok',
    at,
    amount: priced ? product.price : null,
    currency: priced ? product.currency : null,
    listPrice: priced ? product.listPrice : null,
    availability: product.availability,
    method: product.method,
    confidence: product.confidence,
  };
}
