import { useCallback, useEffect, useState } from 'react';
import type { StateSnapshot } from '../shared/state';
import type { ConnectionStatus } from './connector';
import { useConnector } from './connector-context';

/** How long a page waits for the worker's first live snapshot before it shows an error. */
export const WORKER_ANSWER_TIMEOUT_MS = 5_000;

export interface AppStateView {
  /** The newest snapshot known: from the storage cache at first, then live from the worker. */
  snapshot: StateSnapshot | null;
  source: 'cache' | 'live' | null;
  connection: ConnectionStatus;
  /** True when the worker has not answered in time; `retry` reconnects. */
  unavailable: boolean;
  retry: () => void;
}

/** The state every page renders: paints from the cached snapshot, then follows the worker live. */
export function useAppState(cachedSnapshot: StateSnapshot | null): AppStateView {
  const connector = useConnector();
  const [snapshot, setSnapshot] = useState(cachedSnapshot);
  const [source, setSource] = useState<AppStateView['source']>(cachedSnapshot ? 'cache' : null);
  const [connection, setConnection] = useState<ConnectionStatus>('connecting');
  const [unavailable, setUnavailable] = useState(false);
  const [attempt, setAttempt] = useState(0);

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

  const retry = useCallback(() => {
    setUnavailable(false);
    setAttempt((n) => n + 1);
  }, []);

  return { snapshot, source, connection, unavailable, retry };
}
