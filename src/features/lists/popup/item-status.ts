import type { MessageKey } from '../../../platform/browser/i18n';
import type { ItemStatus } from '../model/items';

export const STATUS_LABELS: Record<ItemStatus, MessageKey> = {
  wanted: 'itemStatusWanted',
  claimed: 'itemStatusClaimed',
  bought: 'itemStatusBought',
};
