import { fail, type Result } from '../../shared/errors';
import type { ListItem } from '../../shared/items';
import type { PageKind, PayloadOf, ResponseOf } from '../../shared/protocol';
import type { StateSnapshot } from '../../shared/state';
import { cachedStateOf, type CachedState } from '../../shared/state-cache';
import type { ConnectionListener, ConnectionStatus, Connector } from '../connector';

type RequestHandler = (kind: PageKind, payload: unknown) => Result<unknown> | Promise<Result<unknown>>;

/** A Connector driven by the test: push snapshots and statuses, answer requests, see what was sent. */
export class MockConnector implements Connector {
  readonly requests: { kind: PageKind; payload: unknown }[] = [];
  private listeners = new Set<ConnectionListener>();

  constructor(
    private cached: StateSnapshot | null = null,
    private answer: RequestHandler = (kind) => fail('unknown-kind', `The mock has no answer for "${kind}".`),
  ) {}

  /** The state cache as the worker would have written `cached`: the items apart, per list. */
  readCached(): Promise<CachedState | null> {
    return Promise.resolve(this.cached === null ? null : cachedStateOf(this.cached));
  }

  readCachedItems(listId: string): Promise<ListItem[] | null> {
    return Promise.resolve(this.cached?.state.items[listId] ?? null);
  }

  connect(listener: ConnectionListener): () => void {
    this.listeners.add(listener);
    listener.onStatus('connecting');
    return () => this.listeners.delete(listener);
  }

  async request<K extends PageKind>(kind: K, payload: PayloadOf<K>): Promise<Result<ResponseOf<K>>> {
    this.requests.push({ kind, payload });
    return (await this.answer(kind, payload)) as Result<ResponseOf<K>>;
  }

  /** Delivers a snapshot as the worker would, marking the connection live. */
  pushSnapshot(snapshot: StateSnapshot): void {
    for (const listener of this.listeners) {
      listener.onStatus('live');
      listener.onSnapshot(snapshot);
    }
  }

  pushStatus(status: ConnectionStatus): void {
    for (const listener of this.listeners) listener.onStatus(status);
  }

  get connectionCount(): number {
    return this.listeners.size;
  }
}
