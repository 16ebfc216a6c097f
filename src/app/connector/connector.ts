import type { Result } from '../../platform/messaging/errors';
import type { ItemIndex } from '../../features/lists';
import type { ListItem } from '../../features/lists';
import type { PageKind, PayloadOf, ResponseOf } from '../protocol';
import type { StateSnapshot } from '../state';
import type { CachedState } from '../state-cache';

export type ConnectionStatus = 'connecting' | 'live' | 'reconnecting';

export interface ConnectionListener {
  /** A revision from the worker: the watched lists' items only, and the index of every list's items. */
  onSnapshot(snapshot: StateSnapshot, index: ItemIndex): void;
  onStatus(status: ConnectionStatus): void;
}

/** A page's live connection to the worker. */
export interface LiveConnection {
  /** The lists whose items the page shows (replacing the last call), or all; kept across reconnects. */
  watch(lists: readonly string[] | 'all'): void;
  close(): void;
}

/**
 * How popup and options talk to the worker. The runtime connector is the real one; the mock
 * connector lets component tests run without an extension.
 */
export interface Connector {
  /** What the worker last cached in storage for a first frame, or null on a first run. */
  readCached(): Promise<CachedState | null>;
  /** A list's items as the worker last cached them, or null when they are not cached. */
  readCachedItems(listId: string): Promise<ListItem[] | null>;
  /** Opens a live connection that reconnects by itself; it watches no list's items until told. */
  connect(listener: ConnectionListener): LiveConnection;
  request<K extends PageKind>(kind: K, payload: PayloadOf<K>): Promise<Result<ResponseOf<K>>>;
}
