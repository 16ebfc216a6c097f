import { LIMITS } from '../../../platform/limits';
import type { ListRole } from '../../lists';

/**
 * Sharing: the words the worker, the pages and the stored documents share for invites, members,
 * gift claims and the notices a member gets when a shared list changes under them
 * (docs/data-model.md describes the documents, docs/sharing.md the flows).
 */

/** The roles an invite gives; the owner is never invited. */
export type MemberRole = Exclude<ListRole, 'owner'>;
export const MEMBER_ROLES = ['editor', 'viewer'] as const satisfies readonly MemberRole[];

/**
 * Invite codes: Crockford's base 32 (digits and capitals without I, L, O and U, so a code read
 * aloud or typed from a screen has no look-alikes), 10 characters (50 random bits, so guessing one
 * of a million live codes takes about 10^9 tries, each a refused read), shown as two groups of five.
 */
export const INVITE_CODE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
export const INVITE_CODE_LENGTH = LIMITS.inviteCode;

/** The sharing bounds of src/platform/limits.ts (which firestore.rules enforces too). */
export const SHARING_LIMITS = {
  inviteValidDays: LIMITS.inviteValidDays,
  inviteUses: LIMITS.inviteUses,
  openInvitesPerList: LIMITS.openInvitesPerList,
  memberName: LIMITS.memberName,
} as const;

/** A list member as every member sees them. */
export interface ListMember {
  uid: string;
  /** The name they gave when joining (or, for the owner, when inviting); null for an older list. */
  name: string | null;
  role: ListRole;
}

/** An invite as its list's owner sees it (options, "Lists & sharing"). */
export interface InviteSummary {
  code: string;
  listId: string;
  role: MemberRole;
  /** A lower-cased address for an email invite (its code is never shown); null for a code. */
  email: string | null;
  maxUses: number;
  uses: number;
  revoked: boolean;
  /** Milliseconds since the epoch. */
  createdAt: number;
  expiresAt: number;
}

/** What "Join a list" shows before joining, and what an email invite shows its addressee. */
export interface InvitePreview {
  code: string;
  listId: string;
  listName: string;
  ownerName: string;
  role: MemberRole;
  expiresAt: number;
}

export type ClaimStatus = 'claimed' | 'bought';

/** A gift claim ("I'll get this"): visible to every member of a gift list except its owner. */
export interface GiftClaim {
  listId: string;
  itemId: string;
  claimedBy: string;
  /** The claimer's display name in the list, at the time of the claim. */
  claimerName: string | null;
  status: ClaimStatus;
  updatedAt: number;
}

/**
 * What happened to a shared list while the shopper was away or looking: shown once in the popup
 * and options, until dismissed. `role-changed` carries the new role.
 */
export type ListNoticeKind = 'deleted-by-owner' | 'removed' | 'role-changed';

export interface ListNotice {
  id: string;
  listId: string;
  listName: string;
  kind: ListNoticeKind;
  role: ListRole | null;
  at: number;
}

/** Sharing in the state the worker shares with the pages. */
export interface SharingState {
  /** Members of each list that has more than its owner, by list id. */
  members: Record<string, ListMember[]>;
  /** Open and recent invites of the lists the shopper owns, by list id (owners only). */
  invites: Record<string, InviteSummary[]>;
  /** Invites addressed to the shopper's verified email, not yet accepted. */
  emailInvites: InvitePreview[];
  /** Claims on gift lists the shopper is a member of but does not own, by list id, then item id. */
  claims: Record<string, Record<string, GiftClaim>>;
  notices: ListNotice[];
  /**
   * Lists whose activity the shopper switched off (`page:set-list-activity`, `activity: false` in the
   * list's alertRules document), so the pages can show the switch as it is. Missing means none.
   */
  activityOff?: string[];
}

export const EMPTY_SHARING: SharingState = { members: {}, invites: {}, emailInvites: [], claims: {}, notices: [] };

/** A code as typed: spaces and dashes dropped, lower case raised, look-alikes read as Crockford does. */
export function normalizeInviteCode(typed: string): string {
  return typed
    .toUpperCase()
    .replace(/[\s-]/g, '')
    .replace(/[IL]/g, '1')
    .replace(/O/g, '0');
}

export function isInviteCode(value: string): boolean {
  return value.length === INVITE_CODE_LENGTH && [...value].every((char) => INVITE_CODE_ALPHABET.includes(char));
}

/** "ABCDE-FGHJK": how a code is shown. */
export function formatInviteCode(code: string): string {
  return `${code.slice(0, 5)}-${code.slice(5)}`;
}
