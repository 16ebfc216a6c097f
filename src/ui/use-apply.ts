import { useCallback, useRef, useState } from 'react';
import { fail, type AppError, type Result } from '../platform/messaging/errors';

/** Where a setting's last change is: none yet, on its way, stored, or refused. */
export type ApplyStatus = { phase: 'idle' } | { phase: 'saving' } | { phase: 'saved' } | { phase: 'failed'; error: AppError };

export interface Apply<Value> {
  status: ApplyStatus;
  /**
   * What the control shows: the value asked for while it is on its way or was refused (the shopper's
   * choice is kept, not silently undone), else the stored one.
   */
  shown: Value;
  apply: (value: Value) => void;
  /** Sends the refused value again. */
  retry: () => void;
}

const IDLE: ApplyStatus = { phase: 'idle' };
const SAVING: ApplyStatus = { phase: 'saving' };
const SAVED: ApplyStatus = { phase: 'saved' };

/**
 * A setting that applies as soon as the shopper commits a change (docs/design-system.md, "Saving
 * settings"). Only the latest change decides the status: an earlier answer arriving late is ignored.
 * After success the asked-for value stays shown until the stored value catches up (the worker answers
 * before its state reaches the page), so a switch never flicks back for a moment.
 */
export function useApply<Value>(send: (value: Value) => Promise<Result<unknown>>, stored: Value): Apply<Value> {
  const [status, setStatus] = useState<ApplyStatus>(IDLE);
  const [wanted, setWanted] = useState<{ value: Value } | null>(null);
  const [seen, setSeen] = useState(stored);
  const latest = useRef(0);
  if (!Object.is(seen, stored)) {
    // The store moved after the change was stored (its own echo, or a change elsewhere): it leads again.
    setSeen(stored);
    if (status.phase === 'saved') setWanted(null);
  }

  const apply = useCallback(
    (value: Value) => {
      latest.current += 1;
      const attempt = latest.current;
      setStatus(SAVING);
      setWanted({ value });
      void send(value)
        .catch((error: unknown) => fail('internal', error instanceof Error ? error.message : String(error)))
        .then((answer) => {
          if (attempt === latest.current) setStatus(answer.ok ? SAVED : { phase: 'failed', error: answer.error });
        });
    },
    [send],
  );

  const retry = useCallback(() => {
    if (wanted !== null) apply(wanted.value);
  }, [apply, wanted]);

  const leads = wanted === null || (status.phase === 'saved' && Object.is(stored, wanted.value));
  return { status, shown: leads ? stored : wanted.value, apply, retry };
}
