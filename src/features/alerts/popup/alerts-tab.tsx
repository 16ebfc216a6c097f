import { useMemo } from 'react';
import { feedOrder, unseenIds } from '../model/alert-feed';
import type { AlertEntry } from '../model/alerts';
import { t } from '../../../platform/browser/i18n';
import { observerNameOf } from '../../sharing';
import type { AppState } from '../../../app/state';
import { errorMessage } from '../../../ui/error-messages';
import { openTab } from '../../../platform/browser/extension-api';
import { useRequest } from '../../../app/connector/use-request';
import { useShownLists } from '../../../app/connector/use-shown-lists';
import { AlertCard } from './alert-card';
import { EmptyState } from '../../../ui/empty-state';
import { Skeleton } from '../../../ui/skeleton';
import { Button } from '../../../ui/button';

export interface AlertsTabProps {
  state: AppState;
  /** Asks for the items of a list, whose pictures the alerts show (see AppStateView.showList). */
  showList?: (listId: string) => void;
  /** Opens a product page; a new tab by default. */
  openUrl?: (url: string) => void;
  now?: number;
}

/** The saved item's picture for an alert, when its list's items are known. */
function imageOf(state: AppState, alert: AlertEntry): string | null {
  return state.items[alert.listId]?.find((item) => item.id === alert.itemId)?.image ?? null;
}

/**
 * The popup's Alerts tab: the feed, unseen first. Opening it marks nothing seen: the shopper does,
 * with "Mark all seen", so an alert glimpsed in passing is not lost.
 */
export function AlertsTab({ state, showList, openUrl = openTab, now = Date.now() }: AlertsTabProps) {
  const { feed, notificationsBlocked } = state.alerts;
  const markSeen = useRequest('page:mark-alerts-seen');
  const ordered = useMemo(() => (feed === null ? [] : feedOrder(feed)), [feed]);
  const unseen = useMemo(() => unseenIds(ordered), [ordered]);
  const locale = state.profile?.preferences.alerts.priceLocale ?? undefined;
  useShownLists(ordered.map((alert) => alert.listId), showList);

  if (state.account.status === 'signed-out') {
    return <EmptyState title={t('alertsSignedOut')} data-alerts-state="signed-out" />;
  }
  return (
    <div className="alerts-tab" data-alerts-state={feed === null ? 'loading' : feed.length === 0 ? 'empty' : 'feed'}>
      {notificationsBlocked && (
        <p className="notice" role="note">
          {t('alertsNotificationsBlocked')}
        </p>
      )}
      {state.network === 'offline' && <p className="hint">{t('alertsOffline')}</p>}
      {feed === null ? (
        <Skeleton label={t('alertsLoading')} shape="rows" />
      ) : feed.length === 0 ? (
        <EmptyState title={t('alertsEmpty')} hint={t('alertsEmptyHint')} />
      ) : (
        <>
          <div className="actions alerts-actions">
            <span>{unseen.length === 0 ? t('alertsAllSeen') : t('alertsUnseenCount', unseen.length)}</span>
            {unseen.length > 0 && (
              <Button disabled={markSeen.pending} onClick={() => void markSeen.send({ ids: unseen })}>
                {markSeen.pending ? t('working') : t('alertsMarkAllSeen')}
              </Button>
            )}
          </div>
          {markSeen.error && (
            <p className="form-error" role="alert">
              {errorMessage(markSeen.error.code)}
            </p>
          )}
          <ul className="alerts-feed" aria-label={t('alertsFeedLabel')}>
            {ordered.map((alert) => (
              <AlertCard
                key={alert.id}
                alert={alert}
                image={imageOf(state, alert)}
                now={now}
                locale={locale}
                observerName={observerNameOf(state.sharing.members, alert)}
                openUrl={openUrl}
              />
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
