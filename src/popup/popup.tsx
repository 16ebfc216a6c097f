import { useEffect } from 'react';
import { t } from '../shared/i18n';
import type { StateSnapshot } from '../shared/state';
import { AccountChip } from '../ui/account-chip';
import { markFirstPaint } from '../ui/first-paint';
import { StateGate } from '../ui/state-gate';
import { StatusLine } from '../ui/status-line';
import { useAppState } from '../ui/use-app-state';
import { AccountCard } from './account-card';
import { ThisPageCard } from './this-page-card';

export function Popup({
  cachedSnapshot,
  openOptions = () => void chrome.runtime.openOptionsPage(),
}: {
  cachedSnapshot: StateSnapshot | null;
  openOptions?: () => void;
}) {
  const view = useAppState(cachedSnapshot);
  const hasState = view.snapshot !== null;

  useEffect(() => {
    if (hasState) markFirstPaint(view.source);
    // Only the first frame with state counts, so the source is read once, not followed.
  }, [hasState]);

  return (
    <div className="popup-shell">
      <header className="popup-header">
        <h1>{t('extensionName')}</h1>
        {view.snapshot && <AccountChip account={view.snapshot.state.account} />}
      </header>
      <StatusLine view={view} />
      <main className="popup-main">
        <ThisPageCard state={view.snapshot?.state ?? null} />
        <StateGate view={view}>{(state) => <AccountCard state={state} openOptions={openOptions} />}</StateGate>
      </main>
    </div>
  );
}
