import type { Firestore } from 'firebase/firestore';
import { CartwatchError } from '../../../platform/messaging/errors';
import { readHistory } from './firestore/observations';
import type { Handlers } from '../../../app/protocol';
import { writeErrorCode } from '../../../app/worker/write-tracker';

/** An item's price history for the chart, read on demand (it is not kept in the state). */
export function historyHandlers(db: Firestore, now: () => number = Date.now): Pick<Handlers, 'page:get-history'> {
  return {
    'page:get-history': async ({ listId, itemId, days }) => {
      try {
        return await readHistory(db, listId, itemId, days, now());
      } catch (error) {
        const code = (error as { code?: unknown } | null)?.code === 'resource-exhausted' ? 'quota-exceeded' : writeErrorCode(error);
        throw new CartwatchError(code, 'The price history could not be read.');
      }
    },
  };
}
