import { t, type MessageKey } from '../../../platform/browser/i18n';
import type { ListRole, ListSummary } from '../../lists';
import { SHARING_LIMITS, type SharingState } from '../model/sharing';
import { breaksLines } from '../model/member-name';
import type { AccountState } from '../../../app/state';

const ROLE_LABELS: Record<ListRole, MessageKey> = {
  owner: 'sharingRoleOwner',
  editor: 'sharingRoleEditor',
  viewer: 'sharingRoleViewer',
};

export const roleLabel = (role: ListRole): string => t(ROLE_LABELS[role]);

// The browser's language, like every other word.
const dates = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });

/** "Expires 2 Dec 2026". */
export const expiresOn = (at: number): string => t('sharingExpires', dates.format(at));

/** What is wrong with a member's display name before anything is sent, or undefined. */
export function checkMemberName(name: string): string | undefined {
  const trimmed = name.trim();
  if (trimmed.length < SHARING_LIMITS.memberName.min) return t('sharingNameRequired');
  if (trimmed.length > SHARING_LIMITS.memberName.max) return t('sharingNameTooLong', String(SHARING_LIMITS.memberName.max));
  if (breaksLines(trimmed)) return t('sharingNameOneLine');
  return undefined;
}

/** The part of an email address before the @, as a first guess at a display name. */
export function nameFromEmail(email: string | null): string {
  return email?.split('@')[0]?.slice(0, SHARING_LIMITS.memberName.max) ?? '';
}

/**
 * How members see a list's owner, to prefill an invite: the owner's name in the list, else the
 * start of the owner's email address.
 */
export function ownerNameOf(list: ListSummary, sharing: SharingState, account: AccountState): string {
  const named = sharing.members[list.id]?.find((member) => member.uid === list.ownerId)?.name;
  return named ?? nameFromEmail(account.status === 'signed-in' ? account.email : null);
}
