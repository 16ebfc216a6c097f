import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { itemIndexOf, type ItemIndex } from '../../features/lists';
import type { ListItem } from '../../features/lists';
import type { StateSnapshot } from '../state';
import type { CachedState } from '../state-cache';
import type { ConnectionStatus, LiveConnection } from './connector';
import { useConnector } from './connector-context';

/** How long a page waits for the worker's first live snapshot before it shows an error. */
export const WORKER_ANSWER_TIMEOUT_MS = 5_000;

export interface AppStateView {
  /**
   * The newest snapshot known: from the storage cache at first, then live from the worker. Its
   * items are those of the lists shown so far (see `showList`), or all of them for `allItems`.
   */
  snapshot: StateSnapshot | null;
  source: 'cache' | 'live' | null;
  /** How many items each list holds and which lists hold a product, also before items load. */
  index: ItemIndex;
  connection: ConnectionStatus;
  /** True when the worker has not answered in time; `retry` reconnects. */
  unavailable: boolean;
  retry: () => void;
  /** A list is about to be shown: the worker sends its items from now on, and until it first answers, they load from the cache. */
  showList: (listId: string) => void;
}

const NO_ITEMS = itemIndexOf({});

interface LiveState {
  snapshot: StateSnapshot;
  index: ItemIndex;
}

/**
 * The state every page renders: paints from the cached state, then follows the worker live. The
 * worker sends the items of the lists the page has shown (`showList`), or every list's with
 * `allItems` (the options page, whose sections look across all items).
 */
export function useAppState(cached: CachedState | null, { allItems = false }: { allItems?: boolean } = {}): AppStateView {
  const connector = useConnector();
  const [live, setLive] = useState<LiveState | null>(null);
  const [cachedItems, setCachedItems] = useState<Record<string, ListItem[]>>({});
  const [connection, setConnection] = useState<ConnectionStatus>('connecting');
  const [unavailable, setUnavailable] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const shownLists = useRef(new Set<string>());
  const liveConnection = useRef<LiveConnection | null>(null);
  const isLive = useRef(false);

  useEffect(() => {
    let waiting: ReturnType<typeof setTimeout> | undefined;
    const stopWaiting = (): void => {
      clearTimeout(waiting);
      waiting = undefined;
    };
    const opened = connector.connect({
      onStatus(status) {
        setConnection(status);
        if (status !== 'live') waiting ??= setTimeout(() => setUnavailable(true), WORKER_ANSWER_TIMEOUT_MS);
      },
      onSnapshot(snapshot, index) {
        stopWaiting();
        setUnavailable(false);
        isLive.current = true;
        setLive({ snapshot, index });
      },
    });
    if (allItems) opened.watch('all');
    else if (shownLists.current.size > 0) opened.watch([...shownLists.current]);
    liveConnection.current = opened;
    return () => {
      stopWaiting();
      liveConnection.current = null;
      opened.close();
    };
  }, [connector, attempt, allItems]);

  const showList = useCallback(
    (listId: string) => {
      if (shownLists.current.has(listId)) return;
      shownLists.current.add(listId);
      if (!allItems) liveConnection.current?.watch([...shownLists.current]);
      // Until the worker first answers, the list's cached items show; after, its answer is as quick.
      if (isLive.current) return;
      void connector.readCachedItems(listId).then((items) => {
        if (items !== null) setCachedItems((loaded) => ({ ...loaded, [listId]: items }));
      });
    },
    [connector, allItems],
  );

  const retry = useCallback(() => {
    setUnavailable(false);
    setAttempt((n) => n + 1);
  }, []);

  const shown = useMemo(() => {
    const base = live?.snapshot ?? cached?.snapshot ?? null;
    if (base === null) return null;
    return { revision: base.revision, state: { ...base.state, items: { ...cachedItems, ...base.state.items } } };
  }, [live, cached, cachedItems]);

  const source = live !== null ? 'live' : cached !== null ? 'cache' : null;
  const index = live?.index ?? cached?.index ?? NO_ITEMS;
  // The same object until something in it changes, so parts rendered from it can be kept as they are.
  return useMemo(
    () => ({ snapshot: shown, source, index, connection, unavailable, retry, showList }),
    [shown, source, index, connection, unavailable, retry, showList],
  );
}
