import { useState } from 'react';
import { t } from '../../../platform/browser/i18n';
import { formatInviteCode } from '../model/sharing';
import { expiresOn } from './sharing-words';
import { Button } from '../../../ui/button';

type Copy = 'idle' | 'copied' | 'failed';

/** A code just made: large, grouped for reading aloud, with Copy and its expiry. */
export function NewCode({ listName, code, expiresAt }: { listName: string; code: string; expiresAt: number }) {
  const [copy, setCopy] = useState<Copy>('idle');
  const shown = formatInviteCode(code);

  function copyCode() {
    navigator.clipboard.writeText(shown).then(
      () => setCopy('copied'),
      () => setCopy('failed'),
    );
  }

  return (
    <div className="new-code" role="status">
      <p>{t('sharingNewCodeLabel', listName)}</p>
      <p className="invite-code" data-code={code}>
        {shown}
      </p>
      <p className="hint">{expiresOn(expiresAt)}</p>
      <div className="actions">
        <Button onClick={copyCode}>
          {t('sharingCopyCode')}
        </Button>
        {copy !== 'idle' && <span>{t(copy === 'copied' ? 'sharingCopied' : 'sharingCopyFailed')}</span>}
      </div>
    </div>
  );
}
