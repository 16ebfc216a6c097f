import { useState } from 'react';
import { t } from '../../../platform/browser/i18n';
import { ALL_SITES } from '../model/site-access';
import type { AppState } from '../../../app/state';
import { useConnector } from '../../../app/connector/connector-context';
import { SaveStatus } from '../../../ui/save-status';
import { useApply } from '../../../ui/use-apply';
import { Switch } from '../../../ui/switch';

/**
 * Asks for access to all sites; only a page can show the browser's prompt, and only on a click.
 * It calls chrome.* directly, not the polyfill the pages use elsewhere: the request must run in the
 * click's own call stack, which loading the polyfill on first use would leave.
 */
function requestAllSitesAccess(): Promise<boolean> {
  return chrome.permissions.request({ origins: ALL_SITES });
}

export function DetectionSection({
  enabled,
  requestAccess = requestAllSitesAccess,
}: {
  enabled: boolean;
  requestAccess?: () => Promise<boolean>;
}) {
  const connector = useConnector();
  const detection = useApply((wanted: boolean) => connector.request('page:set-browsing-detection', { enabled: wanted }), enabled);
  const [refused, setRefused] = useState(false);

  async function change(wanted: boolean) {
    setRefused(false);
    if (wanted && !(await requestAccess().catch(() => false))) {
      setRefused(true);
      return;
    }
    detection.apply(wanted);
  }

  return (
    <section className="card" aria-labelledby="detection-heading">
      <h2 id="detection-heading">{t('optionsSectionDetection')}</h2>
      <p>{t('detectionOnDemand')}</p>
      <div className="setting">
        <Switch
          label={t('detectionWhileBrowsing')}
          hint={t('detectionWhileBrowsingExplained')}
          checked={detection.shown}
          onChange={(wanted) => void change(wanted)}
        />
        {/* A setting of this browser only: stored at once, nothing waits to sync. */}
        <SaveStatus status={detection.status} waitingToSync={false} onRetry={detection.retry} />
      </div>
      {refused && <p role="status">{t('detectionPermissionRefused')}</p>}
    </section>
  );
}

/** The section as the options page shows it, from the app's state. */
export function DetectionSettings({ state }: { state: AppState }) {
  return <DetectionSection enabled={state.browsingDetection} />;
}
