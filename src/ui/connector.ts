import type { Result } from '../shared/errors';
import type { PageKind, PayloadOf, ResponseOf } from '../shared/protocol';
import type { StateSnapshot } from '../shared/state';

export type ConnectionStatus = 'connecting' | 'live' | 'reconnecting';

export interface ConnectionListener {
  onSnapshot(snapshot: StateSnapshot): void;
  onStatus(status: ConnectionStatus): void;
}

/**
 * How popup and options talk to the worker. The runtime connector is the real one; the mock
 * connector lets component tests run without an extension.
 */
export interface Connector {
  /** The snapshot the worker last cached in storage, or null on a first run. */
  readCached(): Promise<StateSnapshot | null>;
  /** Opens a live connection that reconnects by itself; returns a function that closes it. */
  connect(listener: ConnectionListener): () => void;
  request<K extends PageKind>(kind: K, payload: PayloadOf<K>): Promise<Result<ResponseOf<K>>>;
}
