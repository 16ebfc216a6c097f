import type { ErrorCode } from '../../../platform/messaging/errors';
import type { InvitePreview, InviteSummary, MemberRole } from './sharing';

/** An invite document as the worker reads it (times in ms since the epoch). */
export interface StoredInvite extends InviteSummary {
  listName: string;
  ownerId: string;
  ownerName: string;
}

export type InviteReason = Extract<
  ErrorCode,
  'invite-unknown' | 'invite-revoked' | 'invite-expired' | 'invite-used-up' | 'invite-not-for-you' | 'already-member'
>;

export type InviteVerdict = { ok: true; preview: InvitePreview; role: MemberRole } | { ok: false; reason: InviteReason };

export interface Joiner {
  uid: string;
  email: string | null;
  emailVerified: boolean;
  /** The shopper is a member of the invite's list already (its owner included). */
  alreadyMember: boolean;
}

/**
 * Whether the shopper may join with this invite, in docs/sharing.md's order: unknown, revoked,
 * expired (from the expiry instant on, as the rules' `request.time < expiresAt`), used up, not for
 * this address, already a member.
 */
export function classifyInvite(invite: StoredInvite | null, now: number, joiner: Joiner): InviteVerdict {
  if (invite === null) return { ok: false, reason: 'invite-unknown' };
  if (invite.revoked) return { ok: false, reason: 'invite-revoked' };
  if (now >= invite.expiresAt) return { ok: false, reason: 'invite-expired' };
  if (invite.uses >= invite.maxUses) return { ok: false, reason: 'invite-used-up' };
  if (invite.email !== null && (!joiner.emailVerified || joiner.email?.toLowerCase() !== invite.email)) {
    return { ok: false, reason: 'invite-not-for-you' };
  }
  if (joiner.alreadyMember || invite.ownerId === joiner.uid) return { ok: false, reason: 'already-member' };
  return {
    ok: true,
    role: invite.role,
    preview: {
      code: invite.code,
      listId: invite.listId,
      listName: invite.listName,
      ownerName: invite.ownerName,
      role: invite.role,
      expiresAt: invite.expiresAt,
    },
  };
}

/**
 * Why a join the server refused was refused, from the invite read again: its own reason, or, when
 * it still checks out, the one refusal nobody but a member can read: the list has 50 members.
 */
export function refusedJoinReason(invite: StoredInvite | null, now: number, joiner: Joiner): ErrorCode {
  const verdict = classifyInvite(invite, now, joiner);
  return verdict.ok ? 'list-full' : verdict.reason;
}

export const INVITE_REASON_MESSAGES: Record<InviteReason | 'list-full', string> = {
  'invite-unknown': 'There is no invite with that code.',
  'invite-revoked': 'The owner withdrew this invite.',
  'invite-expired': 'This invite has expired.',
  'invite-used-up': 'This invite has been used as often as it allows.',
  'invite-not-for-you': 'This invite is for another email address.',
  'already-member': 'You are a member of this list already.',
  'list-full': 'This list has as many members as a list can have.',
};
