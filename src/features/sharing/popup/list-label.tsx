import { t } from '../../../platform/browser/i18n';
import { Chip } from '../../../ui/chip';
import type { ListSummary } from '../../lists';
import type { ListMember } from '../model/sharing';

/** "3 members" for a list someone else has joined; nothing for a list of one. */
export function memberCountText(list: ListSummary): string | null {
  return list.memberCount > 1 ? t('sharingMemberCount', list.memberCount) : null;
}

export function MemberCountBadge({ list }: { list: ListSummary }) {
  const text = memberCountText(list);
  return text === null ? null : <Chip className="member-count">{text}</Chip>;
}

/**
 * A list's name as the shopper tells it from their other lists in a picker: the name for their own,
 * "Wishlist – Ana’s" for one shared with them (or "Wishlist – shared" when its owner gave no name),
 * and "gift list" after a gift list. Two lists named alike read apart.
 */
export function listLabel(list: ListSummary, members: Readonly<Record<string, readonly ListMember[]>>): string {
  let label = list.name;
  if (list.role !== 'owner') {
    const owner = members[list.id]?.find((member) => member.uid === list.ownerId)?.name ?? null;
    label = owner === null ? t('listShared', list.name) : t('listOwnedBy', [list.name, owner]);
  }
  return list.gift ? t('listGiftLabel', label) : label;
}
