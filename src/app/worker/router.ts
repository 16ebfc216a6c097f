import { createRouter, type Access, type Router } from '../../platform/messaging/router';
import type { ExtensionIdentity } from '../../platform/messaging/sender';
import { incomingMessages, type Handlers } from '../protocol';
import type { ListSummary } from '../../features/lists';
import type { StateStore } from './store';

/** The router over Cartwatch's message table. */
export function createAppRouter(
  handlers: Handlers,
  self: ExtensionIdentity,
  access: Access<ListSummary>,
  reportError?: (error: unknown) => void,
): Router {
  return createRouter(incomingMessages, handlers, self, access, reportError);
}

/** The signed-in user, and their lists as the worker's state holds them. */
export function accessOf(store: Pick<StateStore, 'snapshot'>, signedInUid: () => string | null): Access<ListSummary> {
  return {
    signedInUid,
    list: (listId) => store.snapshot().state.lists?.find((list) => list.id === listId) ?? null,
  };
}
