import { useState } from 'react';
import { t } from '../../../platform/browser/i18n';
import { ALL_SITES } from '../model/site-access';
import { errorMessage } from '../../../ui/error-messages';
import { useRequest } from '../../../app/connector/use-request';

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
      <label className="checkbox">
        <input
          type="checkbox"
          checked={enabled}
          disabled={toggle.pending}
          onChange={(event) => void change(event.currentTarget.checked)}
        />
        {t('detectionWhileBrowsing')}
      </label>
      <p className="hint">{t('detectionWhileBrowsingExplained')}</p>
      {refused && <p role="status">{t('detectionPermissionRefused')}</p>}
      {toggle.error && (
        <p className="form-error" role="alert">
          {errorMessage(toggle.error.code)}
        </p>
      )}
    </section>
  );
}
