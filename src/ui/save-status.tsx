import { t } from '../platform/browser/i18n';
import { Button } from './button';
import { errorMessage } from './error-messages';
import type { ApplyStatus } from './use-apply';

interface SaveStatusProps {
  status: ApplyStatus;
  /** The change is stored on this device but not yet on the server (offline, or still sending). */
  waitingToSync: boolean;
  onRetry: () => void;
}

/**
 * A setting's confirmation, placed after its control: "Saving…", then "Saved." (or saved on this
 * device while offline), or why it failed with "Try again". The words sit in a polite live region that
 * is always there, so a screen reader hears each change; a failure is an alert.
 */
export function SaveStatus({ status, waitingToSync, onRetry }: SaveStatusProps) {
  const text = status.phase === 'saving' ? t('saving') : status.phase === 'saved' ? t(waitingToSync ? 'savedWaitingToSync' : 'savedAndSynced') : '';
  return (
    <span className="save-status">
      <span role="status" className={`save-status-text save-status-${status.phase}`}>
        {text}
      </span>
      {status.phase === 'failed' && (
        <>
          <span role="alert" className="field-error">
            {errorMessage(status.error.code)}
          </span>
          <Button variant="link" small onClick={onRetry}>
            {t('retry')}
          </Button>
        </>
      )}
    </span>
  );
}
