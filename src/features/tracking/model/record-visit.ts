import type { TrackedItem } from './tracked-item';
import type { DetectedProduct } from '../../detection';
import { productKeyOf } from '../../detection';
import type { Reading } from './tracking';

/** A saved item the shopper's visit saw, and what it saw. */
export interface VisitReading<Item extends TrackedItem = TrackedItem> {
  listId: string;
  item: Item;
  reading: Reading;
}

/**
 * The readings a visit to a product page gives: one for every saved item whose product key is the
 * page's (by its canonical address or its own), in every list. Nothing for a page without a
 * product, or a product nobody saved.
 */
export function visitReadings<Item extends TrackedItem>(
  items: Readonly<Record<string, readonly Item[]>>,
  pageUrl: string,
  product: DetectedProduct | null,
  at: number,
): VisitReading<Item>[] {
  if (product === null) return [];
  const keys = new Set([product.canonicalUrl, pageUrl].flatMap((url) => (url === null ? [] : (productKeyOf(url) ?? []))));
  // "Free" (0) is not a price the item can keep: the visit still tells the stock.
  const amount = product.price !== null && product.price > 0 ? product.price : null;
  const reading: Reading = {
    source: 'visit',
    outcome: 'ok',
    at,
    amount,
    currency: amount === null ? null : product.currency,
    listPrice: amount === null ? null : product.listPrice,
    availability: product.availability,
    method: product.method,
    confidence: product.confidence,
  };
  return Object.entries(items).flatMap(([listId, listItems]) =>
    listItems.filter((item) => keys.has(item.productKey)).map((item) => ({ listId, item, reading })),
  );
}
