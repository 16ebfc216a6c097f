import { writeErrorCode } from '../../../app/worker/write-tracker';
import type { Firestore } from 'firebase/firestore';
import type { ListSummary } from '../../lists';
import type { GiftClaim, InvitePreview, InviteSummary } from '../model/sharing';
import type { AccountState } from '../../../app/state';
import { subscribeClaims } from './firestore/claims';
import { subscribeEmailInvites, subscribeOwnInvites } from './firestore/invites';
import type { StoredInvite } from '../model/classify-invite';
import { followSignedInUser } from '../../account/worker';

export interface SharingSyncOutputs {
  onInvites(invites: Record<string, InviteSummary[]>): void;
  onEmailInvites(invites: InvitePreview[]): void;
  /** A gift list's claims; null when the list is no longer followed. */
  onClaims(listId: string, claims: Record<string, GiftClaim> | null): void;
}

const summaryOf = ({ code, listId, role, email, maxUses, uses, revoked, createdAt, expiresAt }: StoredInvite): InviteSummary => ({
  code, listId, role, email, maxUses, uses, revoked, createdAt, expiresAt,
});

/** The owner's invites by list id, newest first. */
export function invitesByList(invites: readonly StoredInvite[]): Record<string, InviteSummary[]> {
  const byList: Record<string, InviteSummary[]> = {};
  for (const invite of [...invites].sort((a, b) => b.createdAt - a.createdAt)) (byList[invite.listId] ??= []).push(summaryOf(invite));
  return byList;
}

/** Email invites the shopper can still accept: not revoked, not expired, not used up, not for a list they are in. */
export function openEmailInvites(invites: readonly StoredInvite[], now: number, memberOf: ReadonlySet<string>): InvitePreview[] {
  return invites
    .filter((invite) => !invite.revoked && invite.expiresAt > now && invite.uses < invite.maxUses && !memberOf.has(invite.listId))
    .map(({ code, listId, listName, ownerName, role, expiresAt }) => ({ code, listId, listName, ownerName, role, expiresAt }));
}

/** The gift lists whose claims the shopper follows: never one they own (the rules refuse the owner's query). */
export function claimListIds(lists: readonly ListSummary[] | null): string[] {
  return (lists ?? []).filter((list) => list.gift && list.role !== 'owner').map((list) => list.id);
}

/**
 * The sharing listeners: the owner's invites, the invites addressed to the shopper's verified
 * email, and the claims of gift lists the shopper does not own, started and stopped as lists change.
 */
export function createSharingSync(
  db: Firestore,
  outputs: SharingSyncOutputs,
  memberOf: () => ReadonlySet<string>,
  reportError: (error: unknown) => void = console.error,
  now: () => number = Date.now,
) {
  const ownInvites = followSignedInUser(
    (uid) => subscribeOwnInvites(db, uid, (invites) => outputs.onInvites(invitesByList(invites)), reportError),
    () => outputs.onInvites({}),
  );

  let emailKey: string | null = null;
  let stopEmailInvites: (() => void) | null = null;
  function followEmailInvites(account: AccountState): void {
    const email = account.status === 'signed-in' && account.emailVerified && account.email !== null ? account.email.toLowerCase() : null;
    const key = email === null || account.status !== 'signed-in' ? null : `${account.uid}\n${email}`;
    if (key === emailKey) return;
    stopEmailInvites?.();
    stopEmailInvites = null;
    emailKey = key;
    outputs.onEmailInvites([]);
    if (email === null) return;
    stopEmailInvites = subscribeEmailInvites(db, email, (invites) => outputs.onEmailInvites(openEmailInvites(invites, now(), memberOf())), reportError);
  }

  const claimListeners = new Map<string, () => void>();
  function stopClaims(listId: string): void {
    claimListeners.get(listId)?.();
    claimListeners.delete(listId);
    outputs.onClaims(listId, null);
  }

  return {
    follow(account: AccountState): void {
      ownInvites.follow(account);
      followEmailInvites(account);
      if (account.status !== 'signed-in') for (const listId of [...claimListeners.keys()]) stopClaims(listId);
    },
    /** Follows the claims of exactly the gift lists among these that the shopper does not own. */
    followLists(lists: readonly ListSummary[] | null): void {
      const wanted = new Set(claimListIds(lists));
      for (const listId of [...claimListeners.keys()]) if (!wanted.has(listId)) stopClaims(listId);
      for (const listId of wanted) {
        if (claimListeners.has(listId)) continue;
        claimListeners.set(
          listId,
          subscribeClaims(db, listId, (claims) => outputs.onClaims(listId, claims), (error) => {
            claimListeners.delete(listId);
            // A refusal is how access ends (the list deleted, gift mode off, the shopper removed),
            // and the lists listener's next snapshot says which: not an error of Cartwatch's.
            if (writeErrorCode(error) !== 'permission-denied') reportError(error);
          }),
        );
      }
    },
    stop(): void {
      ownInvites.stop();
      stopEmailInvites?.();
      stopEmailInvites = null;
      emailKey = null;
      for (const listId of [...claimListeners.keys()]) stopClaims(listId);
    },
  };
}

export type SharingSync = ReturnType<typeof createSharingSync>;
