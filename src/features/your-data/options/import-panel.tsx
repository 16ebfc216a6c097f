import { useState, type ChangeEvent } from 'react';
import type { AppError } from '../../../platform/messaging/errors';
import { t } from '../../../platform/browser/i18n';
import type { AppState } from '../../../app/state';
import { useConnector } from '../../../app/connector/connector-context';
import { errorMessage } from '../../../ui/error-messages';
import { planImport, type ImportPlan } from './import-plan';
import { readExportFile, type ImportableExport, type ImportProblem } from './read-export-file';
import { runImport, type ImportReport, type ImportRequests } from './run-import';
import { Button } from '../../../ui/button';

const PROBLEM_TEXT: Record<ImportProblem, () => string> = {
  'too-large': () => t('importTooLarge'),
  'not-export': () => t('importNotExport'),
  damaged: () => t('importDamaged'),
  'newer-version': () => t('importNewerVersion'),
  invalid: () => t('importInvalid'),
};

type Step =
  | { kind: 'idle' }
  | { kind: 'reading' }
  | { kind: 'refused'; problem: ImportProblem; where?: string }
  | { kind: 'preview'; file: ImportableExport; plan: ImportPlan }
  | { kind: 'running'; report: ImportReport }
  | { kind: 'finished'; report: ImportReport; error: AppError | null };

function ReportLine({ report }: { report: ImportReport }) {
  return (
    <>
      {t('importReport', [report.listsCreated, report.itemsAdded, report.alreadySaved])}
      {report.overLimit > 0 && ` ${t('importReportOverLimit', report.overLimit)}`}
      {report.failed > 0 && ` ${t('importReportFailed', report.failed)}`}
    </>
  );
}

/** Options > Data > Import: choose an export, see what it will do, then write it with its progress. */
export function ImportPanel({ state }: { state: AppState }) {
  const connector = useConnector();
  const [step, setStep] = useState<Step>({ kind: 'idle' });
  const uid = state.account.status === 'signed-in' ? state.account.uid : '';

  async function choose(event: ChangeEvent<HTMLInputElement>) {
    // The file stays chosen, so the page keeps naming it beside the preview; it is cleared as the
    // next choice opens (onClick), so choosing the same file again reads it again.
    const chosen = event.currentTarget.files?.[0];
    if (chosen === undefined) return;
    setStep({ kind: 'reading' });
    const read = await readExportFile(chosen);
    if (!read.ok) {
      setStep({ kind: 'refused', problem: read.problem, ...(read.where !== undefined && { where: read.where }) });
      return;
    }
    setStep({ kind: 'preview', file: read.file, plan: planImport(read.file, { uid, lists: state.lists ?? [], items: state.items }) });
  }

  async function start(file: ImportableExport, plan: ImportPlan) {
    const requests: ImportRequests = {
      createList: (name) => connector.request('page:create-list', { name }),
      setGiftMode: (listId, gift) => connector.request('page:set-gift-mode', { listId, gift }),
      importItems: (listId, items) => connector.request('page:import-items', { listId, items }),
      setRules: (listId, itemId, settings) =>
        connector.request('page:set-alert-rules', { listId, ...(itemId !== undefined && { itemId }), settings }),
    };
    const outcome = await runImport(plan, file.alertRules, requests, (report) => setStep({ kind: 'running', report }));
    setStep({ kind: 'finished', report: outcome.report, error: outcome.ok ? null : outcome.error });
  }

  const busy = step.kind === 'reading' || step.kind === 'running';
  return (
    <div className="inline-form options-group" aria-busy={busy}>
      <h3>{t('importHeading')}</h3>
      <p>{t('importExplained')}</p>
      <label htmlFor="data-import-file">{t('importChooseFile')}</label>
      <input
        id="data-import-file"
        className="file-input"
        type="file"
        accept="application/json,.json"
        disabled={busy}
        onClick={(event) => {
          event.currentTarget.value = '';
        }}
        onChange={(event) => void choose(event)}
      />
      {step.kind === 'reading' && <p role="status">{t('importReading')}</p>}
      {step.kind === 'refused' && (
        <p className="form-error" role="alert">
          {PROBLEM_TEXT[step.problem]()}
          {step.where !== undefined && step.where !== '' && ` ${t('importInvalidWhere', step.where)}`}
        </p>
      )}
      {step.kind === 'preview' && (
        <div role="status">
          <p data-testid="import-preview">
            {t('importPreview', [step.plan.totals.lists, step.plan.totals.items, step.plan.totals.alreadySaved])}
          </p>
          <ul>
            {step.plan.lists.map((list, index) => (
              <li key={`${list.source.id}-${index}`}>
                <strong>{list.source.name}</strong>{' '}
                {list.target.kind === 'new'
                  ? t('importListNew', list.items.length)
                  : list.target.kind === 'existing'
                    ? t('importListInto', [list.target.name, list.items.length])
                    : list.target.reason === 'viewer'
                      ? t('importListViewer')
                      : t('importListLimit')}
                {list.overLimit > 0 && ` ${t('importReportOverLimit', list.overLimit)}`}
              </li>
            ))}
          </ul>
          <p className="hint">{t('importNotCarried')}</p>
          <div className="actions">
            <Button disabled={step.plan.totals.toWrite === 0 && step.plan.totals.newLists === 0} onClick={() => void start(step.file, step.plan)}>
              {t('importStart', step.plan.totals.toWrite)}
            </Button>
            <Button variant="secondary" onClick={() => setStep({ kind: 'idle' })}>
              {t('cancel')}
            </Button>
          </div>
        </div>
      )}
      {step.kind === 'running' && (
        <p role="status">
          <progress max={Math.max(step.report.total, 1)} value={step.report.done} aria-hidden="true" />{' '}
          {t('importProgress', [step.report.done, step.report.total])} <ReportLine report={step.report} />
        </p>
      )}
      {step.kind === 'finished' && (
        <div role={step.error === null ? 'status' : 'alert'}>
          <p data-testid="import-report">
            {step.error === null ? t('importDone') : t('importStopped', errorMessage(step.error.code))} <ReportLine report={step.report} />
          </p>
          {step.error !== null && <p>{t('importResume')}</p>}
        </div>
      )}
    </div>
  );
}
