import type { Firestore } from 'firebase/firestore';
import { CartwatchError } from '../../../platform/messaging/errors';
import { LIMITS } from '../../../platform/limits';
import { createList, deleteList, renameList } from './firestore/lists';
import { updateListOrder } from '../../account/worker/firestore/users';
import { deleteInvitesOf } from '../../sharing/worker/firestore/invites';
import type { Handlers } from '../../../platform/messaging/router';
import type { StateStore } from '../../../app/worker/store';
import type { WriteTracker } from '../../../app/worker/write-tracker';

type ListKinds = 'page:create-list' | 'page:rename-list' | 'page:delete-list' | 'page:reorder-lists';

/**
 * List changes answer once they are in the local cache: offline, the server gets them later and
 * the list shows as waiting to sync until then.
 */
export function listsHandlers(
  db: Firestore,
  signedInUid: () => string | null,
  store: StateStore,
  writes: WriteTracker,
): Pick<Handlers, ListKinds> {
  function requireUid(): string {
    const uid = signedInUid();
    if (uid === null) throw new CartwatchError('not-signed-in', 'Sign in to keep lists.');
    return uid;
  }

  function ownedList(listId: string) {
    const list = store.snapshot().state.lists?.find((candidate) => candidate.id === listId);
    if (list === undefined) throw new CartwatchError('not-found', 'That list does not exist (any more).');
    if (list.role !== 'owner') throw new CartwatchError('permission-denied', 'Only the owner can change this list.');
    return list;
  }

  return {
    'page:create-list': ({ name }) => {
      const uid = requireUid();
      const owned = store.snapshot().state.lists?.filter((list) => list.role === 'owner').length ?? 0;
      if (owned >= LIMITS.listsPerAccount) {
        throw new CartwatchError('limit-reached', `An account can have ${LIMITS.listsPerAccount} lists.`);
      }
      const { id, written } = createList(db, uid, name);
      writes.track(written, { kind: 'page:create-list', payload: { name } }, name);
      return { id };
    },
    'page:rename-list': ({ listId, name }) => {
      requireUid();
      ownedList(listId);
      writes.track(renameList(db, listId, name), { kind: 'page:rename-list', payload: { listId, name } }, name);
      return null;
    },
    'page:delete-list': async ({ listId }) => {
      const uid = requireUid();
      const list = ownedList(listId);
      const { written } = await deleteList(db, listId);
      writes.track(written, { kind: 'page:delete-list', payload: { listId } }, list.name);
      // Its invites go with it: a code to a list that is gone would only fail on preview.
      if (list.memberCount > 1 || (store.snapshot().state.sharing.invites[listId]?.length ?? 0) > 0) {
        writes.track(deleteInvitesOf(db, uid, listId), { kind: 'page:delete-list', payload: { listId } }, list.name);
      }
      return null;
    },
    'page:reorder-lists': ({ listIds }) => {
      const uid = requireUid();
      const known = new Set(store.snapshot().state.lists?.map((list) => list.id));
      const order = [...new Set(listIds)].filter((id) => known.has(id));
      writes.track(updateListOrder(db, uid, order), { kind: 'page:reorder-lists', payload: { listIds: order } }, '');
      return null;
    },
  };
}
