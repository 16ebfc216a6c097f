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

/** "Out of stock since Nov 20, 9:05 AM": the state and, when the item's trend tells, since when. */
export function stockSinceText(availability: Availability, trend: readonly TrendPoint[], now: number): string {
  const { since } = stockView(availability, trend, now);
  const label = t(AVAILABILITY_LABELS[availability]);
  return since === null ? label : t('stockSince', [label, sinceFormat.format(since)]);
}
