import { useState } from 'react';
import { t } from '../../../platform/browser/i18n';
import type { AppState } from '../../../app/state';
import { FAILED_CHECK_MESSAGES } from '../popup/check-outcome-messages';
import { errorMessage } from '../../../ui/error-messages';
import { revokeStoreAccess } from '../popup/store-permission';
import { useRequest } from '../../../app/connector/use-request';
import { trackedStores, type TrackedStore } from './tracked-stores';
import { Button } from '../../../ui/button';

const times = new Intl.DateTimeFormat(undefined, { weekday: 'short', hour: 'numeric', minute: '2-digit' });

function StoreRow({ entry }: { entry: TrackedStore }) {
  const [failed, setFailed] = useState(false);
  const [pending, setPending] = useState(false);

  function revoke() {
    setPending(true);
    setFailed(false);
    void revokeStoreAccess(entry.store).then((removed) => {
      setPending(false);
      setFailed(!removed);
    });
  }

  return (
    <li data-store={entry.store}>
      <span>
        <strong>{entry.store}</strong> <span className="hint">{t('trackingStoreItems', entry.items)}</span>
        {entry.backoff !== null && (
          <span className="hint">
            {' '}
            {entry.backoff.outcome === 'ok'
              ? t('trackingStorePaused', times.format(entry.backoff.until))
              : t('trackingStoreBackoff', [t(FAILED_CHECK_MESSAGES[entry.backoff.outcome]), times.format(entry.backoff.until)])}
          </span>
        )}
        {failed && <span className="form-error"> {t('trackingRevokeFailed')}</span>}
      </span>
      <Button variant="secondary" disabled={pending} aria-label={t('trackingRevokeNamed', entry.store)} onClick={revoke}>
        {t('trackingRevoke')}
      </Button>
    </li>
  );
}

function CheckAll({ state }: { state: AppState }) {
  const checkAll = useRequest('page:check-all');
  const [queued, setQueued] = useState<number | null>(null);
  const progress = state.tracking.progress;

  async function send() {
    const answer = await checkAll.send({});
    if (answer !== undefined) setQueued(answer.queued);
  }

  return (
    <div className="inline-form">
      <div className="actions">
        <Button disabled={checkAll.pending || progress !== null} onClick={() => void send()}>
          {t('trackingCheckAll')}
        </Button>
      </div>
      {progress !== null ? (
        <p role="status">
          <progress max={progress.total} value={progress.done} aria-hidden="true" />{' '}
          {t('trackingProgress', [progress.done, progress.total])}
        </p>
      ) : (
        queued !== null && <p role="status">{queued === 0 ? t('trackingQueuedNone') : t('trackingQueued', queued)}</p>
      )}
      {checkAll.error && (
        <p className="form-error" role="alert">
          {errorMessage(checkAll.error.code)}
        </p>
      )}
    </div>
  );
}

/** The stores Cartwatch may check, each with its products and a Revoke; "Check all now" and why checks wait. */
export function StoreAccessSection({ state, now = Date.now() }: { state: AppState; now?: number }) {
  const stores = trackedStores(state.tracking, state.items, now);
  const quotaUntil = state.tracking.quotaBackoffUntil;
  return (
    <div className="store-access options-group">
      <h3>{t('trackingStoresHeading')}</h3>
      {state.network === 'offline' && <p className="hint">{t('trackingOffline')}</p>}
      {quotaUntil !== null && quotaUntil > now && <p role="status">{t('trackingQuotaBackoff', times.format(quotaUntil))}</p>}
      {state.tracking.allStores && <p className="hint">{t('trackingAllStores')}</p>}
      {stores.length === 0 ? (
        state.tracking.allStores ? <CheckAll state={state} /> : <p className="hint">{t('trackingNoStores')}</p>
      ) : (
        <>
          <ul className="store-access-list">
            {stores.map((entry) => (
              <StoreRow key={entry.store} entry={entry} />
            ))}
          </ul>
          <CheckAll state={state} />
        </>
      )}
    </div>
  );
}
