import { useCallback, useEffect, useState } from 'react';
import type { AppError } from '../../../platform/messaging/errors';
import type { PageDetection } from '../model/product';
import { useConnector } from '../../../app/connector/connector-context';

export type DetectionView = { status: 'detecting' } | { status: 'failed'; error: AppError } | PageDetection;

/** Asks the worker to look at the active tab once when the popup opens; `retry` asks again. */
export function usePageDetection(): { view: DetectionView; retry: () => void } {
  const connector = useConnector();
  const [view, setView] = useState<DetectionView>({ status: 'detecting' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let current = true;
    setView({ status: 'detecting' });
    void connector.request('page:detect-active-tab', {}).then((answer) => {
      if (current) setView(answer.ok ? answer.data : { status: 'failed', error: answer.error });
    });
    return () => {
      current = false;
    };
  }, [connector, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { view, retry };
}
