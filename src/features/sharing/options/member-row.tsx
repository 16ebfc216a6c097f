import { useId } from 'react';
import { t } from '../../../platform/browser/i18n';
import type { ListSummary } from '../../lists';
import { MEMBER_ROLES, type ListMember, type MemberRole } from '../model/sharing';
import { roleLabel } from '../popup/sharing-words';
import { useRequest } from '../../../app/connector/use-request';
import { useConnector } from '../../../app/connector/connector-context';
import { SaveStatus } from '../../../ui/save-status';
import { useApply } from '../../../ui/use-apply';
import { ConfirmAction } from './confirm-action';

export const memberName = (member: ListMember): string => member.name ?? t('sharingMemberUnnamed');

/** The owner's controls on another member: their role, and removing them. */
function OwnerControls({ list, member, role: stored }: { list: ListSummary; member: ListMember; role: MemberRole }) {
  const id = useId();
  const connector = useConnector();
  const role = useApply((wanted: MemberRole) => connector.request('page:set-member-role', { listId: list.id, uid: member.uid, role: wanted }), stored);
  const remove = useRequest('page:remove-member');
  const name = memberName(member);
  return (
    <span className="actions member-controls">
      <label htmlFor={id} className="visually-hidden">
        {t('sharingRoleLabelNamed', name)}
      </label>
      <select
        className="select"
        id={id}
        value={role.shown}
        onChange={(event) => role.apply(event.currentTarget.value as MemberRole)}
      >
        {MEMBER_ROLES.map((role) => (
          <option key={role} value={role}>
            {roleLabel(role)}
          </option>
        ))}
      </select>
      <SaveStatus status={role.status} waitingToSync={list.pendingWrites} onRetry={role.retry} />
      <ConfirmAction
        label={t('sharingRemoveMember')}
        name={t('sharingRemoveMemberNamed', name)}
        question={t('sharingRemoveMemberConfirm', [name, list.name])}
        pending={remove.pending}
        error={remove.error}
        onConfirm={() => void remove.send({ listId: list.id, uid: member.uid })}
      />
    </span>
  );
}

interface MemberRowProps {
  list: ListSummary;
  member: ListMember;
  isYou: boolean;
}

/** One member: name, role, "(you)"; the owner may change another member's role or remove them. */
export function MemberRow({ list, member, isYou }: MemberRowProps) {
  const { role } = member;
  const ownerControls = list.role === 'owner' && role !== 'owner';
  return (
    <li className="member-row" data-uid={member.uid}>
      <span className="member-name">{memberName(member)}</span>
      {isYou && <span className="hint"> {t('sharingMemberYou')}</span>}
      {!ownerControls && <span className="hint member-role"> · {roleLabel(role)}</span>}
      {ownerControls && <OwnerControls list={list} member={member} role={role} />}
    </li>
  );
}
