import type { Firestore } from 'firebase/firestore';
import { CartwatchError } from '../../../platform/messaging/errors';
import type { AppState } from '../../../app/state';
import { readHistory } from './firestore/observations';
import type { Handlers } from '../../../platform/messaging/router';
import { writeErrorCode } from '../../../app/worker/write-tracker';

/** An item's price history for the chart, read on demand (it is not kept in the state). */
export function historyHandlers(
  db: Firestore,
  signedInUid: () => string | null,
  state: () => AppState,
  now: () => number = Date.now,
): Pick<Handlers, 'page:get-history'> {
  return {
    'page:get-history': async ({ listId, itemId, days }) => {
      if (signedInUid() === null) throw new CartwatchError('not-signed-in', 'Sign in to see price histories.');
      if (!state().lists?.some((list) => list.id === listId)) throw new CartwatchError('not-found', 'That list does not exist (any more).');
      try {
        return await readHistory(db, listId, itemId, days, now());
      } catch (error) {
        const code = (error as { code?: unknown } | null)?.code === 'resource-exhausted' ? 'quota-exceeded' : writeErrorCode(error);
        throw new CartwatchError(code, 'The price history could not be read.');
      }
    },
  };
}
