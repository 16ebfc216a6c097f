/** Tracking's messages: re-checks on demand, the price history, and how often to check. */
import * as v from 'valibot';
import { message } from '../../platform/messaging/message-spec';
import { itemId, listId, noPayload } from '../../platform/messaging/fields';
import { LIMITS } from '../../platform/limits';
import type { PricePoint } from './model/tracking';

export const trackingMessages = {
  'page:update-preferences': message<null>()(
    'page',
    v.strictObject({
      recheckHours: v.pipe(
        v.number(),
        v.integer('use whole hours'),
        v.minValue(LIMITS.recheckHours.min),
        v.maxValue(LIMITS.recheckHours.max),
      ),
    }),
    'signed-in',
  ),
  /**
   * Re-checks one item as soon as its store's politeness allows; answers once it is queued (the
   * result arrives in the state: the item's lastCheck and price). Fails with no-store-access
   * when this browser may not fetch the item's store, off-store when its address is not on that store.
   */
  'page:check-now': message<null>()('page', v.strictObject({ listId, itemId })),
  /** Queues every tracked item this browser may fetch; progress shows in state.tracking.progress. */
  'page:check-all': message<{ queued: number }>()('page', noPayload),
  /** An item's price history over the last `days` days, oldest first (read on demand, not kept in state). */
  'page:get-history': message<PricePoint[]>()(
    'page',
    v.strictObject({ listId, itemId, days: v.picklist([30, 90, 730]) }),
    'member',
  ),
} as const;
