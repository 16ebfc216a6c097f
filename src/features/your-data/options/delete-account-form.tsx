import { useState, type FormEvent } from 'react';
import { t } from '../../../platform/browser/i18n';
import type { AccountDeletionProgress } from '../../../app/state';
import { errorMessage } from '../../../ui/error-messages';
import { TextField } from '../../../ui/text-field';
import { useRequest } from '../../../app/connector/use-request';
import { ExportBeforeDeleting } from './export-before-deleting';
import { Button } from '../../../ui/button';

export interface DeleteAccountProps {
  needsPassword: boolean;
  confirmsWithGoogle?: boolean;
  deletion?: AccountDeletionProgress;
  offline?: boolean;
}

/**
 * The deletion's second step (part of the data chunk, with the export it offers first): the
 * password of an email account (or Google's confirmation). A deletion that stopped (`deletion`) is
 * shown with how far it got and finished the same way; one under way, with its progress.
 */
export function DeleteAccountForm({ needsPassword, confirmsWithGoogle = false, deletion, offline = false, onCancel }: DeleteAccountProps & { onCancel: () => void }) {
  const [exporting, setExporting] = useState(false);
  const [password, setPassword] = useState('');
  const [passwordMissing, setPasswordMissing] = useState(false);
  const remove = useRequest('page:delete-account');

  function submit(event: FormEvent) {
    event.preventDefault();
    setPasswordMissing(needsPassword && password === '');
    if (needsPassword && password === '') return;
    void remove.send(needsPassword ? { password } : {});
  }

  if (deletion?.running) {
    return (
      <p role="status" aria-busy="true" className="danger-zone">
        <progress max={deletion.of} value={deletion.done} aria-hidden="true" />{' '}
        {t('accountDeletionRunning', [deletion.done, deletion.of])}
      </p>
    );
  }
  const error = remove.error ?? (deletion?.error ? { code: deletion.error } : null);
  const passwordError =
    passwordMissing ? t('fieldPasswordRequired') : error?.code === 'wrong-password' ? errorMessage(error.code) : undefined;
  return (
    <form className="credentials danger-zone" onSubmit={submit} noValidate aria-busy={remove.pending}>
      <h3>{t('accountDeleteHeading')}</h3>
      {deletion === undefined ? (
        <>
          <p>{t('accountDeleteExplained')}</p>
          <ExportBeforeDeleting offline={offline} onBusy={setExporting} />
        </>
      ) : (
        <p>{t('accountDeletionStopped', [deletion.done, deletion.of])}</p>
      )}
      {confirmsWithGoogle && <p>{t('accountDeleteConfirmWithGoogle')}</p>}
      {error && error.code !== 'wrong-password' && (
        <p className="form-error" role="alert">
          {errorMessage(error.code)}
        </p>
      )}
      {needsPassword && (
        <TextField
          label={t('accountDeleteConfirmPassword')}
          type="password"
          name="confirm-password"
          autoComplete="current-password"
          value={password}
          onChange={setPassword}
          error={passwordError}
        />
      )}
      <div className="actions">
        <Button type="submit" variant="danger" disabled={remove.pending || exporting}>
          {deletion === undefined ? t('accountDeleteConfirm') : t('accountDeletionFinish')}
        </Button>
        {deletion === undefined && (
          <Button variant="secondary" disabled={remove.pending} onClick={onCancel}>
            {t('cancel')}
          </Button>
        )}
      </div>
    </form>
  );
}
