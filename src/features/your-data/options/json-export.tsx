import type { AppError } from '../../../platform/messaging/errors';
import { t } from '../../../platform/browser/i18n';
import type { Connector } from '../../../app/connector/connector';
import { downloadFile, exportFileName } from './download';
import { exportBlob, type ExportProgress, type ExportRequests } from './run-export';

/** The export's two requests, through the page's connector. */
export const exportRequestsOf = (connector: Pick<Connector, 'request'>): ExportRequests => ({
  begin: () => connector.request('page:export-begin', {}),
  items: (listId, offset) => connector.request('page:export-items', { listId, offset }),
});

/** Builds the whole JSON export a page at a time and hands it to the browser's downloads; the error when it could not. */
export async function downloadJsonExport(requests: ExportRequests, onProgress: (progress: ExportProgress) => void): Promise<AppError | null> {
  const outcome = await exportBlob(requests, onProgress);
  if (!outcome.ok) return outcome.error;
  downloadFile([outcome.blob], 'application/json', exportFileName(outcome.exportedAt, 'export', 'json'));
  return null;
}

/** "Preparing the export…", then "N of M items exported" with a bar. */
export function ExportProgressLine({ progress }: { progress: ExportProgress | null }) {
  return (
    <p role="status">
      {progress === null ? (
        t('dataExportStarting')
      ) : (
        <>
          <progress max={Math.max(progress.total, 1)} value={progress.done} aria-hidden="true" />{' '}
          {t('dataExportProgress', [progress.done, progress.total])}
        </>
      )}
    </p>
  );
}
