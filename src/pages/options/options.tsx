import { t } from '../shared/i18n';
import type { CachedState } from '../shared/state-cache';
import { FailedWritesNotice } from '../ui/failed-writes-notice';
import { StateGate } from '../ui/state-gate';
import { StatusLine } from '../ui/status-line';
import { useAppState } from '../ui/use-app-state';
import { AboutSection } from './about-section';
import { AccountSection } from './account-section';
import { loadDataSection } from './data/load-data-section';
import { DetectionSection } from './detection-section';
import { LazySection } from './lazy-section';
import { ListsSection } from './lists-section';
import { loadAlertsSection } from './load-alerts-section';
import { loadTrackingSection } from './load-tracking-section';

export function Options({ cached }: { cached: CachedState | null }) {
  const view = useAppState(cached, { allItems: true });
  return (
    <div className="options-shell">
      <header>
        <h1>{t('optionsTitle')}</h1>
        <StatusLine view={view} />
      </header>
      <StateGate view={view}>
        {(state) => (
          <>
            <FailedWritesNotice failures={state.failedWrites} lists={state.lists} />
            <AccountSection account={state.account} offline={state.network === 'offline'} />
            <ListsSection state={state} />
            <LazySection load={loadAlertsSection} id="alerts" heading="optionsSectionAlerts" loading="alertsSectionLoading" state={state} />
            <LazySection load={loadTrackingSection} id="tracking" heading="optionsSectionTracking" loading="trackingSectionLoading" state={state} />
            <DetectionSection enabled={state.browsingDetection} />
            <LazySection load={loadDataSection} id="data" heading="optionsSectionData" loading="dataLoading" state={state} />
            <AboutSection version={state.extensionVersion} />
          </>
        )}
      </StateGate>
    </div>
  );
}
