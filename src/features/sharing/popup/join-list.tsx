import { useState, type FormEvent } from 'react';
import { t } from '../../../platform/browser/i18n';
import { isInviteCode, normalizeInviteCode, type InvitePreview } from '../model/sharing';
import { errorMessage } from '../../../ui/error-messages';
import { TextField } from '../../../ui/text-field';
import { useRequest } from '../../../app/connector/use-request';
import { JoinForm } from './join-form';
import { Button } from '../../../ui/button';

/**
 * "Join a list": a code as typed (spaces, dashes and lower case are fine), looked up to show what
 * joining means, then joined under the name the shopper gives.
 */
export function JoinList({ defaultName }: { defaultName: string }) {
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | undefined>();
  const [preview, setPreview] = useState<InvitePreview | null>(null);
  const [joined, setJoined] = useState<string | null>(null);
  const lookUp = useRequest('page:preview-invite');

  async function submit(event: FormEvent) {
    event.preventDefault();
    const normalized = normalizeInviteCode(code);
    const problem = isInviteCode(normalized) ? undefined : t('sharingJoinCodeInvalid');
    setCodeError(problem);
    setPreview(null);
    setJoined(null);
    if (problem !== undefined) return;
    setPreview((await lookUp.send({ code: normalized })) ?? null);
  }

  function done(listName: string) {
    setJoined(listName);
    setPreview(null);
    setCode('');
  }

  return (
    <div className="join-list">
      <form className="inline-form" onSubmit={(event) => void submit(event)} noValidate>
        <TextField label={t('sharingJoinCode')} type="text" name="invite-code" value={code} onChange={setCode} error={codeError} autoComplete="off" />
        {lookUp.error && (
          <p className="form-error" role="alert">
            {errorMessage(lookUp.error.code)}
          </p>
        )}
        <div className="actions">
          <Button type="submit" disabled={lookUp.pending}>
            {lookUp.pending ? t('working') : t('sharingLookUp')}
          </Button>
        </div>
      </form>
      {preview !== null && <JoinForm key={preview.code} preview={preview} defaultName={defaultName} onJoined={done} />}
      {joined !== null && (
        <p className="form-done" role="status">
          {t('sharingJoined', joined)}
        </p>
      )}
    </div>
  );
}
