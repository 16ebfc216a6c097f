import type { Availability } from '../../detection';
import { priceChange } from '../../../ui/price-change';
import { ChangeBadge } from '../../../ui/price-text';

/**
 * "▼ 12%" beside the price, read out as "down 12% since saved". An item out of stock shows no drop:
 * a lower price nobody can buy is no saving.
 */
export function shownPriceChange(savedPrice: number | null, price: number | null, availability: Availability) {
  const change = priceChange(savedPrice, price);
  return change === null || (change.direction === 'down' && availability === 'out-of-stock') ? null : change;
}

export function PriceChangeBadge({ savedPrice, price, availability }: { savedPrice: number | null; price: number | null; availability: Availability }) {
  const change = shownPriceChange(savedPrice, price, availability);
  return change === null ? null : <ChangeBadge change={change} />;
}
