import { t } from '../../platform/browser/i18n';
import type { CachedState } from '../../app/state-cache';
import { FailedWritesNotice } from '../shell/failed-writes-notice';
import { StateGate } from '../shell/state-gate';
import { StatusLine } from '../shell/status-line';
import { useAppState } from '../../app/connector/use-app-state';
import { AboutSection } from './about-section';
import { AccountSection } from '../../features/account/options';
import { loadDataSection } from '../../features/your-data/options';
import { loadDetectionSection } from '../../features/detection/options';
import { LazySection } from './lazy-section';
import { ListsSection } from '../../features/lists/options';
import { loadAlertsSection } from '../../features/alerts/options';
import { loadTrackingSection } from '../../features/tracking/options';

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
            <LazySection load={loadDetectionSection} id="detection" heading="optionsSectionDetection" loading="detectionSectionLoading" state={state} />
            <LazySection load={loadDataSection} id="data" heading="optionsSectionData" loading="dataLoading" state={state} />
            <AboutSection version={state.extensionVersion} />
          </>
        )}
      </StateGate>
    </div>
  );
}
