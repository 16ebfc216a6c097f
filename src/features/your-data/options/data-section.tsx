import { useState } from 'react';
import type { AppError } from '../../../platform/messaging/errors';
import { t } from '../../../platform/browser/i18n';
import { orderLists } from '../../lists';
import type { AppState } from '../../../app/state';
import { useConnector } from '../../../app/connector/connector-context';
import { errorMessage } from '../../../ui/error-messages';
import { AccountDataSection } from '../../../ui/account-data-section';
import { listsToCsv, type CsvColumn } from './csv';
import { downloadFile, exportFileName } from './download';
import { ImportPanel } from './import-panel';
import { ExportProgressLine, downloadJsonExport, exportRequestsOf } from './json-export';
import { runExport, type ExportProgress } from './run-export';
import { Button } from '../../../ui/button';

const ALL_LISTS = '';

const csvHeaders = (): Record<CsvColumn, string> => ({
  list: t('csvColumnList'),
  name: t('csvColumnName'),
  store: t('csvColumnStore'),
  url: t('csvColumnUrl'),
  price: t('csvColumnPrice'),
  currency: t('csvColumnCurrency'),
  savedPrice: t('csvColumnSavedPrice'),
  lowestPrice: t('csvColumnLowestPrice'),
  status: t('csvColumnStatus'),
  note: t('csvColumnNote'),
  quantity: t('csvColumnQuantity'),
  addedAt: t('csvColumnAdded'),
});

type Run = { kind: 'json' | 'csv'; progress: ExportProgress | null } | null;

function Exports({ state }: { state: AppState }) {
  const connector = useConnector();
  const [run, setRun] = useState<Run>(null);
  const [error, setError] = useState<AppError | null>(null);
  const [done, setDone] = useState<'json' | 'csv' | null>(null);
  const [csvList, setCsvList] = useState(ALL_LISTS);
  const lists = orderLists(state.lists ?? [], state.profile?.listOrder ?? []);
  const requests = exportRequestsOf(connector);

  async function start(kind: 'json' | 'csv') {
    setRun({ kind, progress: null });
    setError(null);
    setDone(null);
    const onProgress = (progress: ExportProgress) => setRun({ kind, progress });
    if (kind === 'json') {
      const failure = await downloadJsonExport(requests, onProgress);
      setRun(null);
      if (failure !== null) {
        setError(failure);
        return;
      }
    } else {
      const outcome = await runExport(requests, onProgress, csvList === ALL_LISTS ? undefined : [csvList]);
      setRun(null);
      if (!outcome.ok) {
        setError(outcome.error);
        return;
      }
      const statusWords = { wanted: t('itemStatusWanted'), claimed: t('itemStatusClaimed'), bought: t('itemStatusBought') };
      downloadFile([listsToCsv(outcome.file.lists, csvHeaders(), statusWords)], 'text/csv;charset=utf-8', exportFileName(outcome.file.exportedAt, 'lists', 'csv'));
    }
    setDone(kind);
  }

  const busy = run !== null;
  return (
    <div className="inline-form" aria-busy={busy}>
      <p>{t('dataExportExplained')}</p>
      {state.network === 'offline' && <p className="hint">{t('dataExportOffline')}</p>}
      <div className="actions">
        <Button disabled={busy} onClick={() => void start('json')}>
          {t('dataExportJson')}
        </Button>
      </div>
      <label htmlFor="data-csv-list">{t('dataCsvListLabel')}</label>
      <div className="actions">
        <select className="select" id="data-csv-list" value={csvList} disabled={busy} onChange={(event) => setCsvList(event.currentTarget.value)}>
          <option value={ALL_LISTS}>{t('dataCsvAllLists')}</option>
          {lists.map((list) => (
            <option key={list.id} value={list.id}>
              {list.name}
            </option>
          ))}
        </select>
        <Button variant="secondary" disabled={busy} onClick={() => void start('csv')}>
          {t('dataExportCsv')}
        </Button>
      </div>
      {run !== null && <ExportProgressLine progress={run.progress} />}
      {done !== null && <p role="status">{done === 'json' ? t('dataExportDoneJson') : t('dataExportDoneCsv')}</p>}
      {error && (
        <p className="form-error" role="alert">
          {errorMessage(error.code)}
        </p>
      )}
    </div>
  );
}

/** Options > Data: the JSON export of everything, the lists as CSV, and the import of an export (docs/export.md). */
export function DataSection({ state }: { state: AppState }) {
  return (
    <AccountDataSection id="data" heading="optionsSectionData" signedIn={state.account.status !== 'signed-out'} data={state.lists} signedOut="dataSignInFirst" loading="dataLoading">
      {() => (
        <>
          <Exports state={state} />
          <ImportPanel state={state} />
        </>
      )}
    </AccountDataSection>
  );
}
export { DeleteAccountForm } from './delete-account-form';
