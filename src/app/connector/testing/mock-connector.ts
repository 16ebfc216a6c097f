import { fail, type Result } from '../../../platform/messaging/errors';
import { itemIndexOf } from '../../../features/lists';
import type { ListItem } from '../../../features/lists';
import { snapshotForPage, type WatchedLists } from '../../page-state';
import type { PageKind, PayloadOf, ResponseOf } from '../../protocol';
import type { StateSnapshot } from '../../state';
import { cachedStateOf, type CachedState } from '../../state-cache';
import type { ConnectionListener, ConnectionStatus, Connector, LiveConnection } from '../connector';

type RequestHandler = (kind: PageKind, payload: unknown) => Result<unknown> | Promise<Result<unknown>>;

/** A Connector driven by the test: push snapshots and statuses, answer requests, see what was sent. */
export class MockConnector implements Connector {
  readonly requests: { kind: PageKind; payload: unknown }[] = [];
  /** What each open connection watches, as the worker's port hub would hold it. */
  private listeners = new Map<ConnectionListener, WatchedLists>();
  private last: StateSnapshot | null = null;

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

  connect(listener: ConnectionListener): LiveConnection {
    this.listeners.set(listener, new Set());
    listener.onStatus('connecting');
    return {
      watch: (lists) => {
        if (!this.listeners.has(listener)) return;
        this.listeners.set(listener, lists === 'all' ? 'all' : new Set(lists));
        if (this.last !== null) this.deliver(listener, this.last);
      },
      close: () => {
        this.listeners.delete(listener);
      },
    };
  }

  async request<K extends PageKind>(kind: K, payload: PayloadOf<K>): Promise<Result<ResponseOf<K>>> {
    this.requests.push({ kind, payload });
    return (await this.answer(kind, payload)) as Result<ResponseOf<K>>;
  }

  /** Delivers a snapshot as the worker would (the watched lists' items), marking the connection live. */
  pushSnapshot(snapshot: StateSnapshot): void {
    this.last = snapshot;
    for (const listener of this.listeners.keys()) this.deliver(listener, snapshot);
  }

  /** The lists whose items the page's open connections watch. */
  get watched(): WatchedLists[] {
    return [...this.listeners.values()];
  }

  private deliver(listener: ConnectionListener, snapshot: StateSnapshot): void {
    const watched = this.listeners.get(listener);
    if (watched === undefined) return;
    listener.onStatus('live');
    listener.onSnapshot(snapshotForPage(snapshot, watched), itemIndexOf(snapshot.state.items));
  }

  pushStatus(status: ConnectionStatus): void {
    for (const listener of this.listeners.keys()) listener.onStatus(status);
  }

  get connectionCount(): number {
    return this.listeners.size;
  }
}
