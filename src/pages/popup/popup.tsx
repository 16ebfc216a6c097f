import { Activity, useEffect, useMemo, useState } from 'react';
import { t } from '../../platform/browser/i18n';
import type { CachedState } from '../../app/state-cache';
import { AccountChip } from '../../features/account/popup';
import { openOptionsPage } from '../../platform/browser/extension-api';
import { FailedWrites } from '../shell/failed-writes';
import { markFirstPaint } from './first-paint';
import { StateGate } from '../shell/state-gate';
import { StatusLine } from '../shell/status-line';
import { useAppState } from '../../app/connector/use-app-state';
import { AccountCard } from '../../features/account/popup';
import { loadAlerts } from '../../features/alerts/popup';
import { loadListsTab } from '../../features/lists/popup';
import { PopupTabs, tabPanelProps } from './popup-tabs';
import { loadSharingNotices } from '../../features/sharing/popup';
import { ThisPageCard } from '../../features/saving/popup';
import { Skeleton } from '../../ui/skeleton';
import { useLazyChunk } from '../../ui/use-lazy-chunk';

type TabId = 'this-page' | 'lists' | 'alerts';

/** A digest notification opens the popup at `#alerts`: it starts on the Alerts tab. */
const firstTab = (): TabId => (location.hash === '#alerts' ? 'alerts' : 'this-page');

export function Popup({
  cached,
  openOptions = openOptionsPage,
}: {
  cached: CachedState | null;
  openOptions?: () => void;
}) {
  const view = useAppState(cached);
  const hasState = view.snapshot !== null;
  const [tab, setTab] = useState<TabId>(firstTab);

  useEffect(() => {
    if (hasState) markFirstPaint(view.source);
    // Only the first frame with state counts, so the source is read once, not followed.
  }, [hasState]);

  const listsChunk = useLazyChunk(loadListsTab, hasState || tab === 'lists');
  const ListsTab = listsChunk?.ListsTab ?? null;
  // The list the Lists tab opens on is asked for with the tab's code, after the first frame: its
  // rows are then at hand when the tab is clicked, rather than a storage or worker round trip away.
  const openingList = listsChunk && view.snapshot ? listsChunk.openingListId(view.snapshot.state) : null;
  const { showList } = view;
  useEffect(() => {
    if (openingList !== null) showList(openingList);
  }, [openingList, showList]);
  const alerts = useLazyChunk(loadAlerts, hasState || tab === 'alerts');
  // Kept across tab switches: showing the Lists tab re-renders none of it.
  const listsPanel = useMemo(
    () => ListsTab && <StateGate view={view}>{(state) => <ListsTab state={state} index={view.index} showList={view.showList} />}</StateGate>,
    [ListsTab, view],
  );
  const sharing = view.snapshot?.state.sharing;
  const SharingNotices = useLazyChunk(loadSharingNotices, sharing !== undefined && sharing.notices.length + sharing.emailInvites.length > 0);

  // isUnseen (shared/alerts.ts) written out: importing it would add a chunk to the first frame.
  const unseen = view.snapshot?.state.alerts.feed?.filter((alert) => !alert.seen && !alert.withdrawn).length ?? 0;

  return (
    <div className="popup-shell">
      <header className="popup-header">
        <div className="popup-title-row">
          <h1>
            <img className="brand-mark" src="/icons/icon-32.png" width={20} height={20} alt="" />
            {t('extensionName')}
          </h1>
          {view.snapshot && <AccountChip account={view.snapshot.state.account} />}
        </div>
        <StatusLine view={view} />
      </header>
      <main className="popup-main">
        {view.snapshot && <FailedWrites failures={view.snapshot.state.failedWrites} lists={view.snapshot.state.lists} />}
        {sharing && SharingNotices && <SharingNotices sharing={sharing} openOptions={openOptions} />}
        <PopupTabs
          label={t('extensionName')}
          tabs={[
            { id: 'this-page', label: t('tabThisPage') },
            { id: 'lists', label: t('tabLists') },
            { id: 'alerts', label: unseen === 0 ? t('tabAlerts') : t('tabAlertsUnseen', unseen) },
          ]}
          selected={tab}
          onSelect={setTab}
        />
        {/* This page stays mounted while hidden, so switching tabs does not read the page again. */}
        <div className="popup-panel" {...tabPanelProps('this-page', tab === 'this-page')}>
          <ThisPageCard state={view.snapshot?.state ?? null} index={view.index} showList={view.showList} TargetArea={alerts?.TargetArea ?? null} />
          <StateGate view={view}>{(state) => <AccountCard state={state} openOptions={openOptions} />}</StateGate>
        </div>
        {tab === 'lists' && ListsTab === null && (
          <div className="popup-panel" {...tabPanelProps('lists', true)}>
            <Skeleton label={t('listsLoading')} shape="rows" />
          </div>
        )}
        {ListsTab !== null && (
          // Rendered ahead, hidden and at idle priority, once its code has loaded: opening the tab
          // then shows rows already laid out, rather than rendering them after the click.
          <Activity mode={tab === 'lists' ? 'visible' : 'hidden'}>
            <div className="popup-panel" {...tabPanelProps('lists', tab === 'lists')}>
              {listsPanel}
            </div>
          </Activity>
        )}
        {tab === 'alerts' && (
          <div className="popup-panel" {...tabPanelProps('alerts', true)}>
            {alerts === null ? (
              <Skeleton label={t('alertsLoading')} shape="rows" />
            ) : (
              <StateGate view={view}>{(state) => <alerts.AlertsTab state={state} showList={view.showList} />}</StateGate>
            )}
          </div>
        )}
      </main>
    </div>
  );
}
