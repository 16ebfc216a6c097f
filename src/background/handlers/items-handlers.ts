import type { Firestore } from 'firebase/firestore';
import { CartwatchError } from '../../shared/errors';
import { LIMITS } from '../../shared/limits';
import type { ListSummary } from '../../shared/lists';
import { productKeyOf, storeOf } from '../../shared/product-key';
import type { ProductToSave } from '../../shared/product-to-save';
import { addItem, moveItem, removeItem, updateItem } from '../data/items';
import type { Handlers } from '../messaging/router';
import type { StateStore } from '../state/store';

type ItemKinds = 'page:save-item' | 'page:update-item' | 'page:move-item' | 'page:remove-item';

export interface ItemWriter {
  /** Saves a product to a list the signed-in user may add to; answers once it is in the local cache. */
  save(listId: string, product: ProductToSave, extras?: { note?: string; quantity?: number }): { id: string };
}

/**
 * Item changes answer once they are in the local cache, like list changes: offline, the item shows
 * as waiting to sync until the server has it.
 */
export function createItemWriter(
  db: Firestore,
  signedInUid: () => string | null,
  store: StateStore,
  reportError: (error: unknown) => void = console.error,
) {
  function uid(): string {
    const current = signedInUid();
    if (current === null) throw new CartwatchError('not-signed-in', 'Sign in to save products.');
    return current;
  }

  function writableList(listId: string): ListSummary {
    const list = store.snapshot().state.lists?.find((candidate) => candidate.id === listId);
    if (list === undefined) throw new CartwatchError('not-found', 'That list does not exist (any more).');
    if (list.role === 'viewer') throw new CartwatchError('permission-denied', 'You can only view this list.');
    return list;
  }

  function knownItem(listId: string, itemId: string): void {
    const found = store.snapshot().state.items[listId]?.some((item) => item.id === itemId) ?? false;
    if (!found) throw new CartwatchError('not-found', 'That item is no longer in this list.');
  }

  function roomIn(listId: string): void {
    if ((store.snapshot().state.items[listId]?.length ?? 0) >= LIMITS.itemsPerList) {
      throw new CartwatchError('limit-reached', `A list can hold ${LIMITS.itemsPerList} items.`);
    }
  }

  const writer: ItemWriter = {
    save(listId, product, extras = {}) {
      const addedBy = uid();
      writableList(listId);
      roomIn(listId);
      const { id, written } = addItem(
        db,
        listId,
        {
          ...product,
          productKey: productKeyOf(product.url) ?? product.url,
          store: storeOf(product.url),
          note: extras.note ?? '',
          quantity: extras.quantity ?? 1,
        },
        addedBy,
      );
      written.catch(reportError);
      return { id };
    },
  };

  const handlers: Pick<Handlers, ItemKinds> = {
    'page:save-item': ({ listId, product, note, quantity }) =>
      writer.save(listId, product, { ...(note !== undefined && { note }), ...(quantity !== undefined && { quantity }) }),
    'page:update-item': ({ listId, itemId, ...changes }) => {
      uid();
      writableList(listId);
      knownItem(listId, itemId);
      updateItem(db, listId, itemId, changes).catch(reportError);
      return null;
    },
    'page:move-item': async ({ listId, itemId, toListId }) => {
      const movedBy = uid();
      if (listId === toListId) return null;
      writableList(listId);
      writableList(toListId);
      knownItem(listId, itemId);
      roomIn(toListId);
      const { written } = await moveItem(db, listId, itemId, toListId, movedBy);
      written.catch(reportError);
      return null;
    },
    'page:remove-item': ({ listId, itemId }) => {
      uid();
      writableList(listId);
      knownItem(listId, itemId);
      removeItem(db, listId, itemId).catch(reportError);
      return null;
    },
  };

  return { writer, handlers };
}
