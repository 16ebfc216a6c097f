import type { Firestore } from 'firebase/firestore';
import { CartwatchError } from '../../../platform/messaging/errors';
import type { ListSummary } from '../../lists';
import { isInviteCode, normalizeInviteCode, SHARING_LIMITS, type InviteSummary } from '../model/sharing';
import type { AppState } from '../../../app/state';
import { deleteAlertRulesOfList, setListActivity } from '../../alerts/worker/firestore';
import { setClaim } from './firestore/claims';
import { createInvite, joinList, readInvite, revokeInvite } from './firestore/invites';
import { leaveList, removeMember, setGiftMode, setMemberRole } from './firestore/members';
import type { Handlers } from '../../../app/protocol';
import { classifyInvite, INVITE_REASON_MESSAGES, refusedJoinReason, type Joiner } from '../model/classify-invite';
import { memberName } from '../model/list-members';
import { distinctMemberName } from '../model/member-name';
import type { WriteTracker } from '../../../app/worker/write-tracker';
import { writeErrorCode } from '../../../app/worker/write-tracker';

type SharingKinds =
  | 'page:create-invite'
  | 'page:revoke-invite'
  | 'page:preview-invite'
  | 'page:join-list'
  | 'page:set-member-role'
  | 'page:remove-member'
  | 'page:leave-list'
  | 'page:set-gift-mode'
  | 'page:set-claim'
  | 'page:set-list-activity'
  | 'page:dismiss-list-notice';

/** What the handlers ask of the worker's sharing (wire-sharing.ts). */
export interface SharingControl {
  expectDeparture(listId: string): void;
  dismissNotice(id: string): void;
}

/** An invite is open while it can still let someone in. */
const isOpen = (invite: InviteSummary, now: number) => !invite.revoked && invite.expiresAt > now && invite.uses < invite.maxUses;

/** A typed code is read as Crockford does; an email invite's id (any case) is taken as it is. */
export function inviteIdOf(typed: string): string {
  const normalized = normalizeInviteCode(typed);
  return isInviteCode(normalized) ? normalized : typed.trim();
}

/**
 * The sharing messages. Inviting, previewing and joining wait for the server (a code is worth
 * showing only once it exists; a join is explained when refused); the others answer once the
 * change is in the local cache, and a refusal later is named through the WriteTracker.
 */
export function sharingHandlers(
  db: Firestore,
  state: () => AppState,
  writes: WriteTracker,
  sharing: SharingControl,
  now: () => number = Date.now,
): Pick<Handlers, SharingKinds> {
  function requireOnline(): void {
    if (state().network === 'offline') throw new CartwatchError('offline', 'You are offline: this needs a connection.');
  }

  function joiner(uid: string, listId: string | null): Joiner {
    const { account, lists } = state();
    const signedIn = account.status === 'signed-in' ? account : null;
    return {
      uid,
      email: signedIn?.email ?? null,
      emailVerified: signedIn?.emailVerified ?? false,
      alreadyMember: listId !== null && (lists ?? []).some((list) => list.id === listId),
    };
  }

  /** The member of a list the owner acts on: never the owner. */
  function otherMember(list: ListSummary, uid: string): string {
    if (uid === list.ownerId) throw new CartwatchError('permission-denied', 'The owner’s own role cannot change.');
    const member = state().sharing.members[list.id]?.find((candidate) => candidate.uid === uid);
    if (member === undefined) throw new CartwatchError('not-found', 'That person is not a member of this list (any more).');
    return member.name ?? '';
  }

  async function readVerdict(code: string, uid: string) {
    const invite = await readInvite(db, code).catch((error: unknown) => {
      throw new CartwatchError(writeErrorCode(error), 'The invite could not be read. Please try again.');
    });
    const verdict = classifyInvite(invite, now(), joiner(uid, invite?.listId ?? null));
    if (!verdict.ok) throw new CartwatchError(verdict.reason, INVITE_REASON_MESSAGES[verdict.reason]);
    return verdict;
  }

  return {
    'page:create-invite': async ({ listId, role, maxUses, email, ownerName }, { uid, list }) => {
      const open = (state().sharing.invites[listId] ?? []).filter((invite) => isOpen(invite, now())).length;
      if (open >= SHARING_LIMITS.openInvitesPerList) {
        throw new CartwatchError('limit-reached', `A list can have ${SHARING_LIMITS.openInvitesPerList} open invites.`);
      }
      requireOnline();
      try {
        return await createInvite(db, { listId, listName: list.name, ownerId: uid, ownerName, role, email: email?.toLowerCase() ?? null, maxUses }, now());
      } catch (error) {
        throw new CartwatchError(writeErrorCode(error), 'The invite was not created.');
      }
    },
    'page:revoke-invite': ({ code }) => {
      const invite = Object.values(state().sharing.invites).flat().find((candidate) => candidate.code === code || candidate.code === inviteIdOf(code));
      if (invite === undefined) throw new CartwatchError('invite-unknown', INVITE_REASON_MESSAGES['invite-unknown']);
      if (invite.revoked) return null;
      const listName = state().lists?.find((list) => list.id === invite.listId)?.name ?? '';
      writes.track(revokeInvite(db, invite.code), { kind: 'page:revoke-invite', payload: { code: invite.code } }, listName);
      return null;
    },
    'page:preview-invite': async ({ code }, { uid }) => {
      return (await readVerdict(inviteIdOf(code), uid)).preview;
    },
    'page:join-list': async ({ code, name }, { uid }) => {
      requireOnline();
      const inviteId = inviteIdOf(code);
      const { preview, role } = await readVerdict(inviteId, uid);
      const joining = { code: inviteId, listId: preview.listId, uid, role };
      try {
        await joinList(db, { ...joining, name });
      } catch (error) {
        if (writeErrorCode(error) !== 'permission-denied') throw new CartwatchError(writeErrorCode(error), 'You did not join the list. Please try again.');
        const reason = refusedJoinReason(await readInvite(db, inviteId).catch(() => null), now(), joiner(uid, null));
        // The invite still lets them in, so the list refused the name: another member has it, and a
        // joiner cannot read the list's names. Once more, told apart (docs/sharing.md, "Names").
        const joined = reason === 'list-full' && (await joinList(db, { ...joining, name: distinctMemberName(name, uid) }).then(() => true, () => false));
        if (!joined) {
          throw new CartwatchError(reason, reason in INVITE_REASON_MESSAGES ? INVITE_REASON_MESSAGES[reason as keyof typeof INVITE_REASON_MESSAGES] : 'You did not join the list.');
        }
      }
      return { listId: preview.listId };
    },
    'page:set-member-role': ({ listId, uid, role }, { list }) => {
      const name = otherMember(list, uid);
      writes.track(setMemberRole(db, listId, uid, role), { kind: 'page:set-member-role', payload: { listId, uid, role } }, name);
      return null;
    },
    'page:remove-member': ({ listId, uid }, { list }) => {
      const name = otherMember(list, uid);
      writes.track(removeMember(db, listId, uid), { kind: 'page:remove-member', payload: { listId, uid } }, name);
      return null;
    },
    'page:leave-list': ({ listId }, { uid, list }) => {
      if (list.role === 'owner') throw new CartwatchError('permission-denied', 'The owner cannot leave their own list; delete it instead.');
      sharing.expectDeparture(listId);
      const request = { kind: 'page:leave-list', payload: { listId } } as const;
      writes.track(leaveList(db, listId, uid), request, list.name);
      const itemIds = Object.keys(state().alerts.rules).filter((key) => key.startsWith(`${listId}/`)).map((key) => key.slice(listId.length + 1));
      writes.track(deleteAlertRulesOfList(db, uid, listId, itemIds), request, list.name);
      return null;
    },
    'page:set-gift-mode': ({ listId, gift }, { list }) => {
      if (list.gift !== gift) writes.track(setGiftMode(db, listId, gift), { kind: 'page:set-gift-mode', payload: { listId, gift } }, list.name);
      return null;
    },
    'page:set-claim': ({ listId, itemId, status }, { uid, list }) => {
      if (list.role === 'owner') throw new CartwatchError('permission-denied', 'Claims on your own list stay hidden from you.');
      if (!list.gift) throw new CartwatchError('permission-denied', 'Only a gift list’s items can be claimed.');
      const item = state().items[listId]?.find((candidate) => candidate.id === itemId);
      if (item === undefined) throw new CartwatchError('not-found', 'That item is no longer in the list.');
      const held = state().sharing.claims[listId]?.[itemId];
      if (held !== undefined && held.claimedBy !== uid) {
        throw new CartwatchError('permission-denied', `${held.claimerName ?? 'Another member'} has claimed this already.`);
      }
      if (held?.status === status || (held === undefined && status === null)) return null;
      const claimerName = memberName(state().sharing.members, listId, uid);
      writes.track(
        setClaim(db, { listId, itemId, uid, claimerName, status, holdsClaim: held !== undefined }),
        { kind: 'page:set-claim', payload: { listId, itemId, status } },
        item.name,
      );
      return null;
    },
    'page:set-list-activity': ({ listId, enabled }, { uid, list }) => {
      writes.track(setListActivity(db, uid, listId, enabled), { kind: 'page:set-list-activity', payload: { listId, enabled } }, list.name);
      return null;
    },
    'page:dismiss-list-notice': ({ id }) => {
      sharing.dismissNotice(id);
      return null;
    },
  };
}
