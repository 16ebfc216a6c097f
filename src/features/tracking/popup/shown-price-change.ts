import type { Availability } from '../../detection';
import { priceChange, type PriceChange } from '../../../ui/price-change';

/**
 * The change to show beside an item's price since it was saved. An item out of stock shows no drop:
 * a lower price nobody can buy is no saving.
 */
export function shownPriceChange(savedPrice: number | null, price: number | null, availability: Availability): PriceChange | null {
  const change = priceChange(savedPrice, price);
  return change === null || (change.direction === 'down' && availability === 'out-of-stock') ? null : change;
}
