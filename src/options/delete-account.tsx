import { useState, type FormEvent } from 'react';
import { t } from '../shared/i18n';
import { errorMessage } from '../ui/error-messages';
import { TextField } from '../ui/text-field';
import { useRequest } from '../ui/use-request';

/** Deleting needs a second step, and the password of an email account (or Google's confirmation). */
export function DeleteAccount({ needsPassword, confirmsWithGoogle = false }: { needsPassword: boolean; confirmsWithGoogle?: boolean }) {
  const [confirming, setConfirming] = useState(false);
  const [password, setPassword] = useState('');
  const [passwordMissing, setPasswordMissing] = useState(false);
  const remove = useRequest('page:delete-account');

  function submit(event: FormEvent) {
    event.preventDefault();
    setPasswordMissing(needsPassword && password === '');
    if (needsPassword && password === '') return;
    void remove.send(needsPassword ? { password } : {});
  }

  if (!confirming) {
    return (
      <button type="button" className="danger" onClick={() => setConfirming(true)}>
        {t('accountDelete')}
      </button>
    );
  }
  const passwordError =
    passwordMissing ? t('fieldPasswordRequired') : remove.error?.code === 'wrong-password' ? errorMessage(remove.error.code) : undefined;
  return (
    <form className="credentials danger-zone" onSubmit={submit} noValidate aria-busy={remove.pending}>
      <h3>{t('accountDeleteHeading')}</h3>
      <p>{t('accountDeleteExplained')}</p>
      {confirmsWithGoogle && <p>{t('accountDeleteConfirmWithGoogle')}</p>}
      {remove.error && remove.error.code !== 'wrong-password' && (
        <p className="form-error" role="alert">
          {errorMessage(remove.error.code)}
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
        <button type="submit" className="danger" disabled={remove.pending}>
          {t('accountDeleteConfirm')}
        </button>
        <button type="button" className="secondary" disabled={remove.pending} onClick={() => setConfirming(false)}>
          {t('cancel')}
        </button>
      </div>
    </form>
  );
}
