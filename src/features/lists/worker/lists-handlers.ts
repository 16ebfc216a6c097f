import type { Firestore } from 'firebase/firestore';
import { CartwatchError } from '../../../platform/messaging/errors';
import { LIMITS } from '../../../platform/limits';
import { createList, deleteList, renameList } from './firestore/lists';
import { updateListOrder } from '../../account/worker/firestore';
import { deleteInvitesOf } from '../../sharing/worker/firestore';
import type { Handlers } from '../../../app/protocol';
import type { StateStore } from '../../../app/worker/store';
import type { WriteTracker } from '../../../app/worker/write-tracker';

type ListKinds = 'page:create-list' | 'page:rename-list' | 'page:delete-list' | 'page:reorder-lists';

/**
 * List changes answer once they are in the local cache: offline, the server gets them later and
 * the list shows as waiting to sync until then.
 */
export function listsHandlers(db: Firestore, store: StateStore, writes: WriteTracker): Pick<Handlers, ListKinds> {
  return {
    'page:create-list': ({ name }, { uid }) => {
      const owned = store.snapshot().state.lists?.filter((list) => list.role === 'owner').length ?? 0;
      if (owned >= LIMITS.listsPerAccount) {
        throw new CartwatchError('limit-reached', `An account can have ${LIMITS.listsPerAccount} lists.`);
      }
      const { id, written } = createList(db, uid, name);
      writes.track(written, { kind: 'page:create-list', payload: { name } }, name);
      return { id };
    },
    'page:rename-list': ({ listId, name }) => {
      writes.track(renameList(db, listId, name), { kind: 'page:rename-list', payload: { listId, name } }, name);
      return null;
    },
    'page:delete-list': async ({ listId }, { uid, list }) => {
      const { written } = await deleteList(db, listId);
      writes.track(written, { kind: 'page:delete-list', payload: { listId } }, list.name);
      // Its invites go with it: a code to a list that is gone would only fail on preview.
      if (list.memberCount > 1 || (store.snapshot().state.sharing.invites[listId]?.length ?? 0) > 0) {
        writes.track(deleteInvitesOf(db, uid, listId), { kind: 'page:delete-list', payload: { listId } }, list.name);
      }
      return null;
    },
    'page:reorder-lists': ({ listIds }, { uid }) => {
      const known = new Set(store.snapshot().state.lists?.map((list) => list.id));
      const order = [...new Set(listIds)].filter((id) => known.has(id));
      writes.track(updateListOrder(db, uid, order), { kind: 'page:reorder-lists', payload: { listIds: order } }, '');
      return null;
    },
  };
}
