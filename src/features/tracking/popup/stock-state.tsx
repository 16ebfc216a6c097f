import { t, type MessageKey } from '../../../platform/browser/i18n';
import type { Availability } from '../../detection';
import type { TrendPoint } from '../model/tracking';
import { stockView } from '../model/stock-since';

export const AVAILABILITY_LABELS: Record<Availability, MessageKey> = {
  'in-stock': 'availabilityInStock',
  'out-of-stock': 'availabilityOutOfStock',
  preorder: 'availabilityPreorder',
  unknown: 'availabilityUnknown',
};

const sinceFormat = new Intl.DateTimeFormat(undefined, { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' });

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
    <span className="item-stock" role="note" aria-label={t('stockLabel', label)} data-availability={availability} data-back-in-stock={view.backInStock || undefined}>
      {label}
    </span>
  );
}

/** "Out of stock since Nov 20, 9:05 AM": the state and, when the trend tells, since when. */
export function stockSinceText({ availability, trend, now }: StockProps): string {
  const { since } = stockView(availability, trend, now);
  const label = t(AVAILABILITY_LABELS[availability]);
  return since === null ? label : t('stockSince', [label, sinceFormat.format(since)]);
}

/** The stock line of the This page card and the history view. */
export function StockSince(props: StockProps & { className: string }) {
  return (
    <p className={props.className} data-availability={props.availability}>
      {stockSinceText(props)}
    </p>
  );
}
