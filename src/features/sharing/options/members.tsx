import { t } from '../../../platform/browser/i18n';
import type { ListSummary } from '../../lists';
import type { ListMember } from '../model/sharing';
import { MemberRow } from './member-row';

/** A list's members, the owner first. */
export function Members({ list, members, uid }: { list: ListSummary; members: readonly ListMember[]; uid: string | null }) {
  const ordered = [...members].sort((a, b) => Number(b.role === 'owner') - Number(a.role === 'owner'));
  return (
    <div className="members">
      <h3>{t('sharingMembersHeading')}</h3>
      <ul>
        {ordered.map((member) => (
          <MemberRow key={member.uid} list={list} member={member} isYou={member.uid === uid} />
        ))}
      </ul>
    </div>
  );
}
