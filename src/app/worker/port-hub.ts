import * as v from 'valibot';
import { itemIndexOf, type ItemIndex } from '../../features/lists';
import { snapshotForPage, type WatchedLists } from '../page-state';
import { STATE_PORT_NAME } from '../../platform/messaging/ports';
import { pagePortMessage, type BackgroundToPage } from '../protocol';
import type { AppState, StateSnapshot } from '../state';
import type { StateStore } from './store';
import { classifySender, type ExtensionIdentity, type MessageSenderInfo } from '../../platform/messaging/sender';
import { markStartup } from '../../platform/startup-marks';

/** The parts of runtime.Port the hub uses. */
export interface PagePort {
  name: string;
  sender?: MessageSenderInfo;
  postMessage(message: BackgroundToPage): void;
  disconnect(): void;
  onMessage: { addListener(callback: (message: unknown) => void): void };
  onDisconnect: { addListener(callback: () => void): void };
}

const NOTHING_WATCHED: WatchedLists = new Set<string>();

interface PortView {
  watched: WatchedLists;
  /** The revision last sent, with the lists watched then: the same is not sent twice. */
  sent: { snapshot: StateSnapshot; watched: WatchedLists } | null;
}

/**
 * Sends each connected extension page the current state, then every later revision, with the items
 * of the lists the page watches and the index of all items. Ports from anything but an extension
 * page are closed at once.
 */
export function createPortHub(store: StateStore, self: ExtensionIdentity) {
  const ports = new Map<PagePort, PortView>();
  let indexed: { items: AppState['items']; index: ItemIndex } | null = null;

  /** Every port gets the same index for a revision: it is worked out once per change of the items. */
  function indexOf(items: AppState['items']): ItemIndex {
    if (indexed?.items !== items) indexed = { items, index: itemIndexOf(items) };
    return indexed.index;
  }

  function send(port: PagePort, snapshot: StateSnapshot): void {
    const view = ports.get(port);
    // A page that connects while the worker restores its state would get the restored revision
    // twice: once as it is published, once when the store is ready.
    if (view === undefined || (view.sent?.snapshot === snapshot && view.sent.watched === view.watched)) return;
    view.sent = { snapshot, watched: view.watched };
    try {
      port.postMessage({ kind: 'background:state', snapshot: snapshotForPage(snapshot, view.watched), index: indexOf(snapshot.state.items) });
      markStartup('state-posted', { revision: snapshot.revision });
    } catch {
      ports.delete(port);
    }
  }

  function watch(port: PagePort, message: unknown): void {
    const parsed = v.safeParse(pagePortMessage, message);
    const view = ports.get(port);
    if (!parsed.success || view === undefined) return;
    view.watched = parsed.output.lists === 'all' ? 'all' : new Set(parsed.output.lists);
    void store.ready.then(() => send(port, store.snapshot()));
  }

  store.subscribe((snapshot) => {
    for (const port of ports.keys()) send(port, snapshot);
  });

  return {
    accept(port: PagePort): void {
      if (port.name !== STATE_PORT_NAME || classifySender(port.sender ?? {}, self) !== 'page') {
        port.disconnect();
        return;
      }
      ports.set(port, { watched: NOTHING_WATCHED, sent: null });
      port.onMessage.addListener((message) => watch(port, message));
      port.onDisconnect.addListener(() => ports.delete(port));
      void store.ready.then(() => send(port, store.snapshot()));
    },
    connectedCount: () => ports.size,
  };
}
