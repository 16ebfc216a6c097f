import { CartwatchError } from '../../../src/platform/messaging/errors';
import { createAppRouter, accessOf } from '../../../src/app/worker/router';
import { incomingMessages, type Handlers, type IncomingKind, type PayloadOf, type ResponseOf } from '../../../src/app/protocol';
import type { StateStore } from '../../../src/app/worker/store';
import type { AppState } from '../../../src/app/state';
import type { Access } from '../../../src/platform/messaging/router';
import type { ListSummary } from '../../../src/features/lists/model/lists';

const SELF = { id: 'cartwatch-id', origin: 'chrome-extension://cartwatch-id/' };
const POPUP = { id: SELF.id, url: `${SELF.origin}src/pages/popup/index.html` };
const CONTENT = { id: SELF.id, url: 'https://shop.example/p/1', tab: { id: 7 }, frameId: 0 };

type Routed<Some extends Partial<Handlers>> = {
  [K in keyof Some & IncomingKind]: (payload: PayloadOf<K>, _context?: unknown) => Promise<ResponseOf<K>>;
};

/**
 * Some handlers as the worker runs them: behind the router, which checks the payload and what the
 * message requires (signed in, a member, an editor, the owner) from the store's state and this uid.
 * A refusal rejects with its CartwatchError, as a handler's own refusal does.
 */
export function routed<Some extends Partial<Handlers>>(
  handlers: Some,
  store: Pick<StateStore, 'snapshot'>,
  signedInUid: () => string | null,
): Routed<Some> {
  const unexpected = Object.fromEntries(
    Object.keys(incomingMessages).map((kind) => [kind, () => Promise.reject(new Error(`${kind} was not expected here`))]),
  );
  const router = createAppRouter({ ...unexpected, ...handlers } as Handlers, SELF, accessOf(store, signedInUid), (error) => {
    throw error;
  });
  const send = async (kind: IncomingKind, payload: unknown) => {
    const sender = kind.startsWith('content:') ? CONTENT : POPUP;
    const result = await router.handle({ kind, payload }, sender);
    if (!result.ok) throw new CartwatchError(result.error.code, result.error.message);
    return result.data;
  };
  return Object.fromEntries(Object.keys(handlers).map((kind) => [kind, (payload: unknown) => send(kind as IncomingKind, payload)])) as Routed<Some>;
}

/** A signed-in user (or nobody) who is a member of these lists, with these roles. */
export function accessFor(uid: string | null, roles: Record<string, ListSummary['role']> = {}): Access<ListSummary> {
  return {
    signedInUid: () => uid,
    list: (listId) => {
      const role = roles[listId];
      return role === undefined ? null : { id: listId, name: listId, role, ownerId: role === 'owner' ? (uid ?? '') : 'owner', memberCount: 1, gift: false, pendingWrites: false };
    },
  };
}

/** The store's view the router reads lists from, for tests that have only the state. */
export const storeWith = (state: () => AppState): Pick<StateStore, 'snapshot'> => ({ snapshot: () => ({ revision: 1, state: state() }) });

/** A signed-in user with this role in whatever list a message names: for tests of payloads and senders. */
export function accessToEveryList(uid: string, role: ListSummary['role'] = 'owner'): Access<ListSummary> {
  return { signedInUid: () => uid, list: (listId) => ({ id: listId, name: listId, role, ownerId: uid, memberCount: 1, gift: false, pendingWrites: false }) };
}
