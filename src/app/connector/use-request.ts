import { useCallback, useState } from 'react';
import type { AppError } from '../../platform/messaging/errors';
import type { PageKind, PayloadOf, ResponseOf } from '../protocol';
import { useConnector } from './connector-context';

export interface RequestState {
  pending: boolean;
  error: AppError | null;
}

/** Sends one kind of request to the worker, tracking whether it runs and how it failed. */
export function useRequest<K extends PageKind>(kind: K) {
  const connector = useConnector();
  const [state, setState] = useState<RequestState>({ pending: false, error: null });

  const send = useCallback(
    async (payload: PayloadOf<K>): Promise<ResponseOf<K> | undefined> => {
      setState({ pending: true, error: null });
      const answer = await connector.request(kind, payload);
      setState({ pending: false, error: answer.ok ? null : answer.error });
      return answer.ok ? answer.data : undefined;
    },
    [connector, kind],
  );

  return { ...state, send };
}
