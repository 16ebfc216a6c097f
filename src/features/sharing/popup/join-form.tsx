import { useState, type FormEvent } from 'react';
import { t } from '../../../platform/browser/i18n';
import type { InvitePreview } from '../model/sharing';
import { errorMessage } from '../../../ui/error-messages';
import { TextField } from '../../../ui/text-field';
import { useRequest } from '../../../app/connector/use-request';
import { InvitePreviewLines } from './invite-preview';
import { checkMemberName } from './sharing-words';
import { Button } from '../../../ui/button';

interface JoinFormProps {
  preview: InvitePreview;
  defaultName: string;
  onJoined: (listName: string) => void;
}

/** "Your name in this list" and Join, once the invite is known. */
export function JoinForm({ preview, defaultName, onJoined }: JoinFormProps) {
  const [name, setName] = useState(defaultName);
  const [nameError, setNameError] = useState<string | undefined>();
  const join = useRequest('page:join-list');

  async function submit(event: FormEvent) {
    event.preventDefault();
    const problem = checkMemberName(name);
    setNameError(problem);
    if (problem !== undefined) return;
    if ((await join.send({ code: preview.code, name: name.trim() })) !== undefined) onJoined(preview.listName);
  }

  return (
    <form className="inline-form join-form" onSubmit={(event) => void submit(event)} noValidate>
      <InvitePreviewLines preview={preview} />
      <TextField label={t('sharingJoinName')} type="text" name="member-name" value={name} onChange={setName} error={nameError} />
      {join.error && (
        <p className="form-error" role="alert">
          {errorMessage(join.error.code)}
        </p>
      )}
      <div className="actions">
        <Button type="submit" disabled={join.pending} aria-label={t('sharingJoinNamed', preview.listName)}>
          {join.pending ? t('working') : t('sharingJoin')}
        </Button>
      </div>
    </form>
  );
}
