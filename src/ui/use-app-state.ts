import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { itemIndexOf, type ItemIndex } from '../shared/item-index';
import type { ListItem } from '../shared/items';
import type { StateSnapshot } from '../shared/state';
import type { CachedState } from '../shared/state-cache';
import type { ConnectionStatus } from './connector';
import { useConnector } from './connector-context';

/** How long a page waits for the worker's first live snapshot before it shows an error. */
export const WORKER_ANSWER_TIMEOUT_MS = 5_000;

export interface AppStateView {
  /**
   * The newest snapshot known: from the storage cache at first (with the items of the lists shown
   * so far, see `showList`), then live from the worker.
   */
  snapshot: StateSnapshot | null;
  source: 'cache' | 'live' | null;
  /** How many items each list holds and which lists hold a product, also before items load. */
  index: ItemIndex;
  connection: ConnectionStatus;
  /** True when the worker has not answered in time; `retry` reconnects. */
  unavailable: boolean;
  retry: () => void;
  /** A list is about to be shown: while the state comes from the cache, its cached items load. */
  showList: (listId: string) => void;
}

const NO_ITEMS = itemIndexOf({});

/** The state every page renders: paints from the cached state, then follows the worker live. */
export function useAppState(cached: CachedState | null): AppStateView {
  const connector = useConnector();
  const [snapshot, setSnapshot] = useState(cached?.snapshot ?? null);
  const [source, setSource] = useState<AppStateView['source']>(cached ? 'cache' : null);
  const [cachedItems, setCachedItems] = useState<Record<string, ListItem[]>>({});
  const [connection, setConnection] = useState<ConnectionStatus>('connecting');
  const [unavailable, setUnavailable] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const requestedLists = useRef(new Set<string>());

  useEffect(() => {
    let waiting: ReturnType<typeof setTimeout> | undefined;
    const stopWaiting = (): void => {
      clearTimeout(waiting);
      waiting = undefined;
    };
    const close = connector.connect({
      onStatus(status) {
        setConnection(status);
        if (status !== 'live') waiting ??= setTimeout(() => setUnavailable(true), WORKER_ANSWER_TIMEOUT_MS);
      },
      onSnapshot(next) {
        stopWaiting();
        setUnavailable(false);
        setSource('live');
        setSnapshot(next);
      },
    });
    return () => {
      stopWaiting();
      close();
    };
  }, [connector, attempt]);

  const fromCache = source === 'cache';
  const showList = useCallback(
    (listId: string) => {
      if (!fromCache || requestedLists.current.has(listId)) return;
      requestedLists.current.add(listId);
      void connector.readCachedItems(listId).then((items) => {
        if (items !== null) setCachedItems((loaded) => ({ ...loaded, [listId]: items }));
      });
    },
    [connector, fromCache],
  );

  const retry = useCallback(() => {
    setUnavailable(false);
    setAttempt((n) => n + 1);
  }, []);

  const shown = useMemo(
    () => (fromCache && snapshot !== null ? { revision: snapshot.revision, state: { ...snapshot.state, items: cachedItems } } : snapshot),
    [fromCache, snapshot, cachedItems],
  );
  const index = useMemo(
    () => (fromCache && cached !== null ? cached.index : snapshot === null ? NO_ITEMS : itemIndexOf(snapshot.state.items)),
    [fromCache, cached, snapshot],
  );

  return { snapshot: shown, source, index, connection, unavailable, retry, showList };
}
