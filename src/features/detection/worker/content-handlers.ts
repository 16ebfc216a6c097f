import type { SettleCurrency } from '../model/currency/settle-currency';
import { CartwatchError } from '../../../platform/messaging/errors';
import { t } from '../../../platform/browser/i18n';
import type { Handlers } from '../../../app/protocol';
import type { RecordVisit } from '../../tracking/worker';
import type { DetectionWaiters } from './detection-waiters';
import { productBadge, showProductBadge, type TabBadgeAction } from './product-badge';
import type { ListItem } from '../../lists';

export function contentHandlers(
  action: TabBadgeAction,
  waiters: DetectionWaiters,
  recordVisit: RecordVisit,
  savedItems: () => Record<string, readonly ListItem[]>,
  settleCurrency: SettleCurrency,
): Pick<Handlers, 'content:product-detected'> {
  return {
    'content:product-detected': async ({ product: detected, pageTime }, { sender }) => {
      const tabId = sender.tab?.id;
      if (tabId === undefined) throw new CartwatchError('forbidden-sender', 'Detection reports come from a tab.');
      const product = detected && (await settleCurrency(detected, sender.url));
      waiters.report(tabId, { product, pageTime: pageTime ?? null });
      // The visit's price is history, not the badge's business: its writes are not awaited (the recorder
      // hands a refused one to the write tracker), and nothing it throws may hide the badge.
      if (sender.url !== undefined) void recordVisit(sender.url, product, pageTime ?? null).catch((error: unknown) => console.error(error));
      await showProductBadge(action, tabId, productBadge(product, sender.url, savedItems()), t);
      return null;
    },
  };
}
