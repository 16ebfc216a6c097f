import { useEffect, useState } from 'react';
import { t } from '../shared/i18n';
import type { CachedState } from '../shared/state-cache';
import { AccountChip } from '../ui/account-chip';
import { openOptionsPage } from '../ui/extension-api';
import { FailedWritesNotice } from '../ui/failed-writes-notice';
import { markFirstPaint } from '../ui/first-paint';
import { StateGate } from '../ui/state-gate';
import { StatusLine } from '../ui/status-line';
import { useAppState } from '../ui/use-app-state';
import { AccountCard } from './account-card';
import { loadListsTab, type ListsTabComponent } from './lists/load-lists-tab';
import { PopupTabs, tabPanelProps } from './popup-tabs';
import { ThisPageCard } from './this-page-card';

export function Popup({
  cached,
  openOptions = openOptionsPage,
}: {
  cached: CachedState | null;
  openOptions?: () => void;
}) {
  const view = useAppState(cached);
  const hasState = view.snapshot !== null;
  const [tab, setTab] = useState<'this-page' | 'lists'>('this-page');
  const [ListsTab, setListsTab] = useState<ListsTabComponent | null>(null);

  useEffect(() => {
    if (hasState) markFirstPaint(view.source);
    // Only the first frame with state counts, so the source is read once, not followed.
  }, [hasState]);

  // Not React.lazy: a Suspense boundary holds revealed content back for up to 300 ms.
  useEffect(() => {
    if (!hasState && tab !== 'lists') return;
    let current = true;
    void loadListsTab().then((component) => {
      if (current) setListsTab(() => component);
    });
    return () => {
      current = false;
    };
  }, [hasState, tab]);

  return (
    <div className="popup-shell">
      <header className="popup-header">
        <h1>{t('extensionName')}</h1>
        {view.snapshot && <AccountChip account={view.snapshot.state.account} />}
      </header>
      <StatusLine view={view} />
      {view.snapshot && <FailedWritesNotice failures={view.snapshot.state.failedWrites} />}
      <PopupTabs
        label={t('extensionName')}
        tabs={[
          { id: 'this-page', label: t('tabThisPage') },
          { id: 'lists', label: t('tabLists') },
        ]}
        selected={tab}
        onSelect={setTab}
      />
      {/* This page stays mounted while hidden, so switching tabs does not read the page again. */}
      <main className="popup-main" {...tabPanelProps('this-page', tab === 'this-page')}>
        <ThisPageCard state={view.snapshot?.state ?? null} index={view.index} />
        <StateGate view={view}>{(state) => <AccountCard state={state} openOptions={openOptions} />}</StateGate>
      </main>
      {tab === 'lists' && (
        <main className="popup-main" {...tabPanelProps('lists', true)}>
          {ListsTab === null ? (
            <p className="notice" aria-busy="true">
              {t('listsLoading')}
            </p>
          ) : (
            <StateGate view={view}>{(state) => <ListsTab state={state} index={view.index} showList={view.showList} />}</StateGate>
          )}
        </main>
      )}
    </div>
  );
}
