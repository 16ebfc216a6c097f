import type { MessageKey } from '../../shared/i18n';
import type { ItemStatus } from '../../shared/items';

export const STATUS_LABELS: Record<ItemStatus, MessageKey> = {
  wanted: 'itemStatusWanted',
  claimed: 'itemStatusClaimed',
  bought: 'itemStatusBought',
};
