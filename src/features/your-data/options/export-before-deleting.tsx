import { useState } from 'react';
import type { AppError } from '../../../platform/messaging/errors';
import { t } from '../../../platform/browser/i18n';
import { useConnector } from '../../../app/connector/connector-context';
import { errorMessage } from '../../../ui/error-messages';
import { ExportProgressLine, downloadJsonExport, exportRequestsOf } from './json-export';
import type { ExportProgress } from './run-export';
import { Button } from '../../../ui/button';

type Run = { progress: ExportProgress | null } | null;

/** Offered before an account is deleted: the same JSON export as Options > Data, in one click. */
export function ExportBeforeDeleting({ offline, onBusy }: { offline: boolean; onBusy: (busy: boolean) => void }) {
  const connector = useConnector();
  const [run, setRun] = useState<Run>(null);
  const [error, setError] = useState<AppError | null>(null);
  const [done, setDone] = useState(false);

  async function start() {
    setRun({ progress: null });
    setError(null);
    setDone(false);
    onBusy(true);
    const failure = await downloadJsonExport(exportRequestsOf(connector), (progress) => setRun({ progress }));
    setRun(null);
    onBusy(false);
    if (failure === null) setDone(true);
    else setError(failure);
  }

  return (
    <div className="export-offer">
      <p>{t('accountDeleteExportFirst')}</p>
      <div className="actions">
        <Button variant="secondary" disabled={run !== null || offline} onClick={() => void start()}>
          {t('dataExportJson')}
        </Button>
      </div>
      {run !== null && <ExportProgressLine progress={run.progress} />}
      {done && <p role="status">{t('dataExportDoneJson')}</p>}
      {error && (
        <p className="form-error" role="alert">
          {errorMessage(error.code)}
        </p>
      )}
    </div>
  );
}
