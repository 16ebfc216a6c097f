import { useState, type FormEvent } from 'react';
import { t } from '../../../platform/browser/i18n';
import type { ListSummary } from '../../lists';
import { SHARING_LIMITS, type InviteSummary, type MemberRole } from '../model/sharing';
import { errorMessage } from '../../../ui/error-messages';
import { checkMemberName } from './sharing-words';
import { TextField } from '../../../ui/text-field';
import { useRequest } from '../../../app/connector/use-request';
import { checkInviteUses } from './invite-checks';
import { NewCode } from './new-code';
import { RoleSelect } from './role-select';
import { Button } from '../../../ui/button';

const DAY_MS = 24 * 3600 * 1000;

interface FieldErrors {
  uses?: string | undefined;
  ownerName?: string | undefined;
}

/** "Invite people": a code for a role, for so many people, under the owner's name as members see it. */
interface InviteCodeFormProps {
  list: ListSummary;
  ownerName: string;
  /** The list's invites in the state: the new code's expiry as the server set it, once it arrives. */
  invites: readonly InviteSummary[];
}

export function InviteCodeForm({ list, ownerName: prefilled, invites }: InviteCodeFormProps) {
  const [role, setRole] = useState<MemberRole>('viewer');
  const [uses, setUses] = useState('1');
  const [ownerName, setOwnerName] = useState(prefilled);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [made, setMade] = useState<{ code: string; expiresAt: number } | null>(null);
  const create = useRequest('page:create-invite');

  async function submit(event: FormEvent) {
    event.preventDefault();
    const checkedUses = checkInviteUses(uses);
    const next = { uses: checkedUses.ok ? undefined : checkedUses.error, ownerName: checkMemberName(ownerName) };
    setErrors(next);
    if (!checkedUses.ok || next.ownerName !== undefined) return;
    setMade(null);
    const answer = await create.send({ listId: list.id, role, maxUses: checkedUses.value, email: null, ownerName: ownerName.trim() });
    if (answer !== undefined) setMade({ code: answer.code, expiresAt: Date.now() + SHARING_LIMITS.inviteValidDays * DAY_MS });
  }

  return (
    <form className="inline-form invite-form" aria-label={t('sharingInviteHeading')} onSubmit={(event) => void submit(event)} noValidate>
      <h3>{t('sharingInviteHeading')}</h3>
      <RoleSelect value={role} onChange={setRole} />
      <TextField label={t('sharingInviteUses')} type="text" name="invite-uses" value={uses} onChange={setUses} error={errors.uses} />
      <TextField label={t('sharingOwnerName')} type="text" name="owner-name" value={ownerName} onChange={setOwnerName} error={errors.ownerName} />
      {create.error && (
        <p className="form-error" role="alert">
          {errorMessage(create.error.code)}
        </p>
      )}
      <div className="actions">
        <Button type="submit" disabled={create.pending}>
          {create.pending ? t('working') : t('sharingCreateCode')}
        </Button>
      </div>
      {made !== null && (
        <NewCode
          listName={list.name}
          code={made.code}
          expiresAt={invites.find((invite) => invite.code === made.code)?.expiresAt ?? made.expiresAt}
        />
      )}
    </form>
  );
}
