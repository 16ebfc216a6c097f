import { t } from '../../../platform/browser/i18n';
import type { Availability } from '../../detection';
import type { TrendPoint } from '../model/tracking';
import { stockView } from '../model/stock-since';
import { StockChip } from '../../../ui/stock-chip';
import { AVAILABILITY_LABELS, stockSinceText } from './stock-text';

interface StockProps {
  availability: Availability;
  trend: readonly TrendPoint[];
  now: number;
}

/** A row's stock beside its price: the state, or "Back in stock" for a week after the item came back. */
export function StockState({ availability, trend, now }: StockProps) {
  const view = stockView(availability, trend, now);
  const label = t(view.backInStock ? 'stockBackInStock' : AVAILABILITY_LABELS[availability]);
  return (
    <StockChip
      className="item-stock"
      stock={view.backInStock ? 'back' : availability}
      label={label}
      role="note"
      aria-label={t('stockLabel', label)}
      data-availability={availability}
      data-back-in-stock={view.backInStock || undefined}
    />
  );
}

/** The stock line of the item's history: the state and since when. */
export function StockSince({ className, availability, trend, now }: StockProps & { className: string }) {
  return (
    <p className={className} data-availability={availability}>
      {stockSinceText(availability, trend, now)}
    </p>
  );
}
