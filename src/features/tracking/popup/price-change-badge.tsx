import { t } from '../../../platform/browser/i18n';
import type { Availability } from '../../detection';
import { formatPercent, priceChange } from './price-change';

/**
 * "▼ 12%" beside the price, read out as "down 12% since saved". An item out of stock shows no drop:
 * a lower price nobody can buy is no saving.
 */
export function PriceChangeBadge({ savedPrice, price, availability }: { savedPrice: number | null; price: number | null; availability: Availability }) {
  const change = priceChange(savedPrice, price);
  if (change === null || (change.direction === 'down' && availability === 'out-of-stock')) return null;
  const percent = formatPercent(change.fraction);
  const down = change.direction === 'down';
  return (
    <span className="price-change" data-direction={change.direction}>
      <span aria-hidden="true">{t(down ? 'itemPriceDown' : 'itemPriceUp', percent)}</span>
      <span className="visually-hidden">{t(down ? 'itemPriceDownLabel' : 'itemPriceUpLabel', percent)}</span>
    </span>
  );
}
