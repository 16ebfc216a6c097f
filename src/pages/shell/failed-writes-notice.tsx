import { isPageWrite, mayRetry, offersBack, type BackgroundWriteKind, type FailedWrite, type WriteKind } from '../../app/failed-writes';
import { t, type MessageKey } from '../../platform/browser/i18n';
import type { ListSummary } from '../../features/lists';
import { loadOfferBack } from './load-offer-back';
import { useLazyChunk } from '../../ui/use-lazy-chunk';
import { useConnector } from '../../app/connector/connector-context';
import { errorMessage } from '../../ui/error-messages';
import { Button } from '../../ui/button';

const WHAT_WAS_NOT_SAVED: Record<WriteKind | BackgroundWriteKind, MessageKey> = {
  'background:create-profile': 'failedCreateProfile',
  'background:record-check': 'failedRecordCheck',
  'background:record-visit': 'failedRecordVisit',
  'page:save-item': 'failedSaveItem',
  'page:update-item': 'failedUpdateItem',
  'page:move-item': 'failedMoveItem',
  'page:remove-item': 'failedRemoveItem',
  'page:create-list': 'failedCreateList',
  'page:rename-list': 'failedRenameList',
  'page:delete-list': 'failedDeleteList',
  'page:reorder-lists': 'failedReorderLists',
  'page:update-preferences': 'failedUpdatePreferences',
  'page:update-alert-preferences': 'failedUpdateAlertPreferences',
  'page:set-alert-rules': 'failedSetAlertRules',
  'page:stop-watching': 'failedStopWatching',
  'page:mark-alerts-seen': 'failedMarkAlertsSeen',
  'page:wrong-price': 'failedWrongPrice',
  'page:revoke-invite': 'failedRevokeInvite',
  'page:set-member-role': 'failedSetMemberRole',
  'page:remove-member': 'failedRemoveMember',
  'page:leave-list': 'failedLeaveList',
  'page:set-gift-mode': 'failedSetGiftMode',
  'page:set-claim': 'failedSetClaim',
  'page:set-list-activity': 'failedSetListActivity',
};

/** What the worker does next about a write of its own that failed. */
const WORKER_NEXT: Record<BackgroundWriteKind, MessageKey> = {
  'background:create-profile': 'failedWriteRetriedByWorker',
  'background:record-check': 'failedReadingNotRetried',
  'background:record-visit': 'failedReadingNotRetried',
};

/**
 * Every change the server refused, naming what was not saved, with "Try again" and "Dismiss"; a
 * refused save or item change also offers back what the shopper typed (a lazily loaded chunk, with
 * their lists to save it in), and has no "Try again" once its list is no longer theirs to write to.
 * Each stays until dismissed, or until "Try again" saved it.
 */
export function FailedWritesNotice({ failures, lists = null }: { failures: readonly FailedWrite[]; lists?: readonly ListSummary[] | null }) {
  const connector = useConnector();
  const OfferBack = useLazyChunk(loadOfferBack, failures.some(offersBack));
  if (failures.length === 0) return null;
  const dismiss = (failure: FailedWrite) => void connector.request('page:dismiss-failed-write', { id: failure.id });
  const retry = async (failure: FailedWrite) => {
    if (!isPageWrite(failure.request)) return;
    // A retry refused at once (the role is gone for good) answers with an error and stays listed.
    const answer = await connector.request(failure.request.kind, failure.request.payload);
    if (answer.ok) dismiss(failure);
  };
  return (
    <section className="card failed-writes" role="alert" aria-labelledby="failed-writes-heading">
      <h2 id="failed-writes-heading">{t('failedWritesHeading')}</h2>
      <ul>
        {failures.map((failure) => (
          <li key={failure.id} data-kind={failure.request.kind}>
            <p>{t(WHAT_WAS_NOT_SAVED[failure.request.kind], failure.subject)}</p>
            <p className="failed-write-reason">{errorMessage(failure.error)}</p>
            {OfferBack !== null && offersBack(failure) && <OfferBack failure={failure} lists={lists} />}
            {!isPageWrite(failure.request) ? (
              <p className="hint">{t(WORKER_NEXT[failure.request.kind])}</p>
            ) : (
              mayRetry(failure, lists) && <Button onClick={() => void retry(failure)}>{t('failedWriteRetry')}</Button>
            )}
            <Button onClick={() => dismiss(failure)}>{t('failedWriteDismiss')}</Button>
          </li>
        ))}
      </ul>
    </section>
  );
}
