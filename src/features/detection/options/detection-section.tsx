import { useState } from 'react';
import { t } from '../../../platform/browser/i18n';
import { ALL_SITES } from '../model/site-access';
import { errorMessage } from '../../../ui/error-messages';
import type { AppState } from '../../../app/state';
import { useRequest } from '../../../app/connector/use-request';
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
  const toggle = useRequest('page:set-browsing-detection');
  const [refused, setRefused] = useState(false);

  async function change(wanted: boolean) {
    setRefused(false);
    if (wanted && !(await requestAccess().catch(() => false))) {
      setRefused(true);
      return;
    }
    await toggle.send({ enabled: wanted });
  }

  return (
    <section className="card" aria-labelledby="detection-heading">
      <h2 id="detection-heading">{t('optionsSectionDetection')}</h2>
      <p>{t('detectionOnDemand')}</p>
      <Switch
        label={t('detectionWhileBrowsing')}
        hint={t('detectionWhileBrowsingExplained')}
        checked={enabled}
        disabled={toggle.pending}
        error={toggle.error && errorMessage(toggle.error.code)}
        onChange={(wanted) => void change(wanted)}
      />
      {refused && <p role="status">{t('detectionPermissionRefused')}</p>}
    </section>
  );
}

/** The section as the options page shows it, from the app's state. */
export function DetectionSettings({ state }: { state: AppState }) {
  return <DetectionSection enabled={state.browsingDetection} />;
}
