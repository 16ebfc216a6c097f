import { useEffect, useState } from 'react';
import { t } from '../../../platform/browser/i18n';
import type { ListItem } from '../../lists';
import type { TrackingState } from '../model/tracking';
import { errorMessage } from '../../../ui/error-messages';
import { NotWatched } from './not-watched';
import { useRequest } from '../../../app/connector/use-request';
import { FAILED_CHECK_MESSAGES, FAILED_CHECK_SHORT } from './check-outcome-messages';
import { askedCheckState, checkStatus, type AskedCheckState, type CheckStatus } from './check-status';
import { relativeDate } from '../../../ui/relative-date';
import { Button } from '../../../ui/button';
import { ForRowName } from '../../../ui/row-name';

function statusText(status: Exclude<CheckStatus, { kind: 'not-watched' | 'off-store' }>, now: number): string {
  if (status.kind === 'unchecked') return t('checkNotYet');
  if (status.kind === 'checked') return t('checkedAgo', relativeDate(status.at, now));
  return t('checkFailedRow', [t(FAILED_CHECK_SHORT[status.outcome]), relativeDate(Math.max(status.nextAt, now), now)]);
}

/** The whole sentence, for the line's tooltip and screen readers. */
function fullText(status: Exclude<CheckStatus, { kind: 'not-watched' | 'off-store' }>, now: number): string {
  if (status.kind !== 'failed') return statusText(status, now);
  return `${t(FAILED_CHECK_MESSAGES[status.outcome])} ${t('checkNextTry', relativeDate(Math.max(status.nextAt, now), now))}`;
}

function askedText(state: AskedCheckState): string {
  if (state === null) return t('checkQueued');
  return state.kind === 'checking' ? t('checkChecking') : t('checkWaiting', state.seconds);
}

/** The time, ticking every quarter second while `running`: a countdown's clock. */
function useTicking(running: boolean, initial: number): number {
  const [now, setNow] = useState(initial);
  useEffect(() => {
    if (!running) return;
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), 250);
    return () => clearInterval(timer);
  }, [running]);
  return running ? Math.max(now, initial) : initial;
}

interface CheckLineProps {
  item: ListItem;
  tracking: TrackingState;
  recheckHours: number;
  now: number;
}

/** Whether and when the item was checked, why a check failed and when it tries again; "Check now". */
export function CheckLine({ item, tracking, recheckHours, now }: CheckLineProps) {
  const checkNow = useRequest('page:check-now');
  // The check that "Check now" asked for waits until a check newer than `after` arrives, or until
  // the worker's manual checks are done: a check that read what the item already says writes nothing.
  const [asked, setAsked] = useState<{ after: number; sawProgress: boolean } | null>(null);
  const inProgress = tracking.progress !== null;
  useEffect(() => {
    if (asked === null) return;
    if (inProgress && !asked.sawProgress) setAsked({ ...asked, sawProgress: true });
    else if (!inProgress && asked.sawProgress) setAsked(null);
  }, [asked, inProgress]);
  const clock = useTicking(askedCheckState(tracking, item.listId, item.id, now)?.kind === 'waiting', now);
  const status = checkStatus(item, tracking, recheckHours);
  if (status.kind === 'not-watched') return <NotWatched store={status.store} />;
  if (status.kind === 'off-store') {
    return (
      <p className="item-line item-check" data-check="off-store">
        {t('checkOffStore', [status.host, status.store])}
      </p>
    );
  }

  const lastAt = item.lastCheck?.at ?? 0;
  const inQueue = askedCheckState(tracking, item.listId, item.id, now) !== null;
  const queued = inQueue || (asked !== null && lastAt <= asked.after);
  const text = queued ? askedText(askedCheckState(tracking, item.listId, item.id, clock)) : statusText(status, now);

  async function check() {
    if ((await checkNow.send({ listId: item.listId, itemId: item.id })) === null) setAsked({ after: lastAt, sawProgress: inProgress });
  }

  return (
    <p className="item-line item-check" data-check={status.kind === 'failed' ? status.outcome : status.kind}>
      {checkNow.error ? (
        <span className="form-error" role="alert">
          {errorMessage(checkNow.error.code)}
        </span>
      ) : (
        <span className={status.kind === 'failed' ? 'check-failed' : undefined} title={queued ? text : fullText(status, now)}>
          <span aria-hidden={!queued && status.kind === 'failed'}>{text}</span>
          {!queued && status.kind === 'failed' && <span className="visually-hidden">{fullText(status, now)}</span>}
        </span>
      )}
      <Button variant="link" disabled={checkNow.pending || queued} onClick={() => void check()}>
        {t('checkNow')}
        <ForRowName />
      </Button>
    </p>
  );
}
