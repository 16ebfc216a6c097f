import { useState, type FormEvent } from 'react';
import { t } from '../../../platform/browser/i18n';
import type { ListSummary } from '../../lists';
import type { MemberRole } from '../model/sharing';
import { errorMessage } from '../../../ui/error-messages';
import { checkMemberName } from '../popup/sharing-words';
import { TextField } from '../../../ui/text-field';
import { useRequest } from '../../../app/connector/use-request';
import { checkInviteEmail } from '../popup/invite-checks';
import { RoleSelect } from '../popup/role-select';
import { Button } from '../../../ui/button';

interface FieldErrors {
  email?: string | undefined;
  ownerName?: string | undefined;
}

/** An invite for one address: its addressee sees it after signing in with that address, verified. */
export function EmailInviteForm({ list, ownerName: prefilled }: { list: ListSummary; ownerName: string }) {
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<MemberRole>('viewer');
  const [ownerName, setOwnerName] = useState(prefilled);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [sentTo, setSentTo] = useState<string | null>(null);
  const create = useRequest('page:create-invite');

  async function submit(event: FormEvent) {
    event.preventDefault();
    const checked = checkInviteEmail(email);
    const next = { email: checked.ok ? undefined : checked.error, ownerName: checkMemberName(ownerName) };
    setErrors(next);
    if (!checked.ok || next.ownerName !== undefined) return;
    setSentTo(null);
    const answer = await create.send({ listId: list.id, role, maxUses: 1, email: checked.value, ownerName: ownerName.trim() });
    if (answer !== undefined) {
      setSentTo(checked.value);
      setEmail('');
    }
  }

  return (
    <form className="inline-form invite-form" aria-label={t('sharingEmailHeading')} onSubmit={(event) => void submit(event)} noValidate>
      <h3>{t('sharingEmailHeading')}</h3>
      <TextField label={t('sharingEmailAddress')} type="email" name="invite-email" value={email} onChange={setEmail} error={errors.email} />
      <RoleSelect value={role} onChange={setRole} />
      <TextField label={t('sharingOwnerName')} type="text" name="owner-name" value={ownerName} onChange={setOwnerName} error={errors.ownerName} />
      {create.error && (
        <p className="form-error" role="alert">
          {errorMessage(create.error.code)}
        </p>
      )}
      <div className="actions">
        <Button type="submit" disabled={create.pending}>
          {create.pending ? t('working') : t('sharingSendEmailInvite')}
        </Button>
      </div>
      {sentTo !== null && <p role="status">{t('sharingEmailInviteCreated', sentTo)}</p>}
    </form>
  );
}
