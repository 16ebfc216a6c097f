import type { Firestore } from 'firebase/firestore';
import { CartwatchError } from '../../../platform/messaging/errors';
import { LIMITS } from '../../../platform/limits';
import type { ListItem } from '../model/items';
import type { ListSummary } from '../model/lists';
import { productKeyOf, storeOf } from '../../detection';
import { saveReading } from '../../tracking';
import { itemToSave, type ProductToSave } from '../../saving';
import { addItem, removeItem, updateItem } from './firestore/items';
import { moveItem } from './firestore/move-item';
import type { Handlers } from '../../../app/protocol';
import type { StateStore } from '../../../app/worker/store';
import type { WriteTracker } from '../../../app/worker/write-tracker';

type ItemKinds = 'page:save-item' | 'page:update-item' | 'page:move-item' | 'page:remove-item';

export interface ItemWriter {
  /** Saves a product to a list the signed-in user may add to; answers once it is in the local cache. */
  /** `readAt`: when the page the product was read from said it (the save may then be its first check). */
  save(listId: string, product: ProductToSave, extras?: { note?: string; quantity?: number; readAt?: number | null }): { id: string };
}

/**
 * Item changes answer once they are in the local cache, like list changes: offline, the item shows
 * as waiting to sync until the server has it.
 */
export function createItemWriter(
  db: Firestore,
  signedInUid: () => string | null,
  store: StateStore,
  writes: WriteTracker,
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

  /** The item, whose name a failure names as what was not saved. */
  function knownItem(listId: string, itemId: string): ListItem {
    const found = store.snapshot().state.items[listId]?.find((item) => item.id === itemId);
    if (found === undefined) throw new CartwatchError('not-found', 'That item is no longer in this list.');
    return found;
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
        saveReading(product, extras.readAt ?? null, Date.now()),
      );
      writes.track(
        written,
        { kind: 'page:save-item', payload: { listId, product, ...(extras.note !== undefined && { note: extras.note }), ...(extras.quantity !== undefined && { quantity: extras.quantity }) } },
        product.name,
      );
      return { id };
    },
  };

  const handlers: Pick<Handlers, ItemKinds> = {
    'page:save-item': ({ listId, product, note, quantity, readAt }) =>
      writer.save(listId, product, { ...(note !== undefined && { note }), ...(quantity !== undefined && { quantity }), readAt }),
    'page:update-item': (payload) => {
      const { listId, itemId, ...changes } = payload;
      const item = knownItem(listId, itemId);
      // The product goes with a refused change, so what was typed can be kept in another list.
      writes.track(updateItem(db, listId, itemId, changes), { kind: 'page:update-item', payload }, item.name, undefined, itemToSave(item));
      return null;
    },
    'page:move-item': async ({ listId, itemId, toListId }, { uid: movedBy }) => {
      if (listId === toListId) return null;
      writableList(toListId);
      const { name } = knownItem(listId, itemId);
      roomIn(toListId);
      const { written } = await moveItem(db, listId, itemId, toListId, movedBy);
      writes.track(written, { kind: 'page:move-item', payload: { listId, itemId, toListId } }, name);
      return null;
    },
    'page:remove-item': ({ listId, itemId }, { list }) => {
      const { name } = knownItem(listId, itemId);
      writes.track(removeItem(db, listId, itemId, list.role === 'owner'), { kind: 'page:remove-item', payload: { listId, itemId } }, name);
      return null;
    },
  };

  return { writer, handlers };
}
