import { t } from '../../../platform/browser/i18n';
import { formatPercent, priceChange } from './price-change';

/** "▼ 12%" beside the price, read out as "down 12% since saved". */
export function PriceChangeBadge({ savedPrice, price }: { savedPrice: number | null; price: number | null }) {
  const change = priceChange(savedPrice, price);
  if (change === null) return null;
  const percent = formatPercent(change.fraction);
  const down = change.direction === 'down';
  return (
    <span className="price-change" data-direction={change.direction}>
      <span aria-hidden="true">{t(down ? 'itemPriceDown' : 'itemPriceUp', percent)}</span>
      <span className="visually-hidden">{t(down ? 'itemPriceDownLabel' : 'itemPriceUpLabel', percent)}</span>
    </span>
  );
}
