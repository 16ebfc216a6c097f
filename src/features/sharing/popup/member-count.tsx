import { t } from '../../../platform/browser/i18n';
import { Chip } from '../../../ui/chip';
import type { ListSummary } from '../../lists';

/** "3 members" for a list someone else has joined; nothing for a list of one. */
export function memberCountText(list: ListSummary): string | null {
  return list.memberCount > 1 ? t('sharingMemberCount', String(list.memberCount)) : null;
}

export function MemberCountBadge({ list }: { list: ListSummary }) {
  const text = memberCountText(list);
  return text === null ? null : <Chip className="member-count">{text}</Chip>;
}
