import type { Firestore } from 'firebase/firestore';
import { CartwatchError } from '../../../platform/messaging/errors';
import type { ImportItemsAnswer } from '../model/import-item';
import { LIMITS } from '../../../platform/limits';
import type { AppState } from '../../../app/state';
import { importItem } from '../../lists/worker/firestore';
import type { Handlers } from '../../../app/protocol';
import type { StateStore } from '../../../app/worker/store';
import { whenState } from '../../../app/worker/when-state';

/** How long a page of items waits for a list the import just created to reach the state. */
const NEW_LIST_WAIT_MS = 10_000;

/**
 * The import's item pages (docs/export.md, "Import"). The page has checked the file; this checks
 * every item again (the payload schema), merges items whose product key the list holds already,
 * keeps the list within its 1,000 items, writes each item as one batch with its list's counter, and
 * answers once the server has them all, saying which were written, merged, over the limit or refused.
 */
export function importHandlers(db: Firestore, store: StateStore): Pick<Handlers, 'page:import-items'> {
  return {
    'page:import-items': async ({ listId, items }, { uid }) => {
      const hasList = (state: AppState) => state.lists?.some((list) => list.id === listId) === true && state.items[listId] !== undefined;
      const state = await whenState(store, hasList, NEW_LIST_WAIT_MS);
      // Offline the writes would wait in the queue, and the answer could not say they are written.
      if (state.network === 'offline') throw new CartwatchError('offline', 'An import needs a connection.');
      const list = state.lists?.find((candidate) => candidate.id === listId);
      if (list === undefined || !hasList(state)) throw new CartwatchError('not-found', 'That list does not exist (any more).');
      if (list.role === 'viewer') throw new CartwatchError('permission-denied', 'You can only view this list.');

      const held = state.items[listId] ?? [];
      const byKey = new Map(held.map((item) => [item.productKey, item.id]));
      let count = held.length;
      const answer: ImportItemsAnswer = { added: {}, alreadySaved: {}, overLimit: [], failed: [] };
      const writes: Promise<void>[] = [];
      for (const item of items) {
        const existing = byKey.get(item.productKey);
        if (existing !== undefined) {
          answer.alreadySaved[item.id] = existing;
          continue;
        }
        if (count >= LIMITS.itemsPerList) {
          answer.overLimit.push(item.id);
          continue;
        }
        const { id, written } = importItem(db, listId, item, uid, list.gift);
        byKey.set(item.productKey, id);
        count += 1;
        writes.push(
          written.then(
            () => {
              answer.added[item.id] = id;
            },
            () => {
              answer.failed.push(item.id);
            },
          ),
        );
      }
      await Promise.all(writes);
      return answer;
    },
  };
}
