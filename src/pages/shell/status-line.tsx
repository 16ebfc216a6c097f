import { t, type MessageKey } from '../../platform/browser/i18n';
import { changesWaitingToSync } from '../../app/sync-state';
import type { AppStateView } from '../../app/connector/use-app-state';

const CONNECTION_LABELS: Record<AppStateView['connection'], MessageKey> = {
  connecting: 'connectionConnecting',
  live: 'connectionLive',
  reconnecting: 'connectionReconnecting',
};

/** One line that says where the shown state comes from and whether the browser is online. */
export function StatusLine({ view }: { view: AppStateView }) {
  const network = view.snapshot?.state.network;
  const waiting = view.snapshot ? changesWaitingToSync(view.snapshot.state) : 0;
  const connection = view.source === 'cache' ? 'connectionCached' : CONNECTION_LABELS[view.connection];
  return (
    <p className="status-line" role="status" data-connection={view.connection} data-source={view.source ?? 'none'}>
      <span className={`dot dot-${view.connection}`} aria-hidden="true" />
      <span>{t(connection)}</span>
      {network === 'offline' && <span className="status-offline">{t('networkOffline')}</span>}
      {view.snapshot?.state.cacheWriteFailed && <span className="status-cache-failed">{t('cacheWriteFailed')}</span>}
      {waiting > 0 && (
        <span className="status-waiting">{waiting === 1 ? t('syncOneWaiting') : t('syncManyWaiting', waiting)}</span>
      )}
    </p>
  );
}
