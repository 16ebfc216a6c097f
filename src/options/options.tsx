import { t } from '../shared/i18n';
import type { CachedState } from '../shared/state-cache';
import { FailedWritesNotice } from '../ui/failed-writes-notice';
import { StateGate } from '../ui/state-gate';
import { StatusLine } from '../ui/status-line';
import { useAppState } from '../ui/use-app-state';
import { AboutSection } from './about-section';
import { AccountSection } from './account-section';
import { AlertsSectionSlot } from './alerts-section-slot';
import { DataSectionSlot } from './data-section-slot';
import { DetectionSection } from './detection-section';
import { ListsSection } from './lists-section';
import { TrackingSection } from './tracking-section';

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
            <AlertsSectionSlot state={state} />
            <TrackingSection state={state} />
            <DetectionSection enabled={state.browsingDetection} />
            <DataSectionSlot state={state} />
            <AboutSection version={state.extensionVersion} />
          </>
        )}
      </StateGate>
    </div>
  );
}
