/** The sharing messages: invites, joining, members, gift claims, activity. */
import * as v from 'valibot';
import { message } from '../../platform/messaging/message-spec';
import { email, itemId, listId, uid } from '../../platform/messaging/fields';
import { MEMBER_ROLES, SHARING_LIMITS, type InvitePreview } from './model/sharing';
import { breaksLines } from './model/member-name';

const memberRole = v.picklist(MEMBER_ROLES);
const memberName = v.pipe(
  v.string(),
  v.trim(),
  v.nonEmpty('enter the name other members will see'),
  v.maxLength(SHARING_LIMITS.memberName.max, `a name has at most ${SHARING_LIMITS.memberName.max} characters`),
  v.check((name) => !breaksLines(name), 'a name fits on one line'),
);
/** A typed code (normalised by the worker: spaces, dashes and case do not matter) or an email invite's id. */
const inviteCode = v.pipe(
  v.string(),
  v.trim(),
  v.nonEmpty('enter the invite code'),
  v.maxLength(64, 'that is not an invite code'),
);

export const sharingMessages = {
  /**
   * Invites to a list the shopper owns: a code (email null) or an invite shown to that address when
   * its owner signs in with it verified. `ownerName` is how members will see the owner.
   */
  'page:create-invite': message<{ code: string }>()(
    'page',
    v.strictObject({
      listId,
      role: memberRole,
      maxUses: v.pipe(
        v.number(),
        v.integer('use a whole number'),
        v.minValue(SHARING_LIMITS.inviteUses.min, `an invite lets in at least ${SHARING_LIMITS.inviteUses.min} person`),
        v.maxValue(SHARING_LIMITS.inviteUses.max, `an invite lets in at most ${SHARING_LIMITS.inviteUses.max} people`),
      ),
      email: v.nullable(email),
      ownerName: memberName,
    }),
    'owner',
  ),
  'page:revoke-invite': message<null>()('page', v.strictObject({ code: inviteCode }), 'signed-in'),
  /** What joining with this code means (list, owner, role); fails with invite-unknown, -expired, -used-up, -revoked. */
  'page:preview-invite': message<InvitePreview>()('page', v.strictObject({ code: inviteCode }), 'signed-in'),
  /** Joins with the code under the given name; answers with the list's id. */
  'page:join-list': message<{ listId: string }>()('page', v.strictObject({ code: inviteCode, name: memberName }), 'signed-in'),
  /** The owner changes a member's role. */
  'page:set-member-role': message<null>()('page', v.strictObject({ listId, uid, role: memberRole }), 'owner'),
  /** The owner removes a member. */
  'page:remove-member': message<null>()('page', v.strictObject({ listId, uid }), 'owner'),
  /** A member (not the owner) leaves a list. */
  'page:leave-list': message<null>()('page', v.strictObject({ listId }), 'member'),
  /** The owner marks a list as a gift list, or back. */
  'page:set-gift-mode': message<null>()('page', v.strictObject({ listId, gift: v.boolean() }), 'owner'),
  /** A member who is not the owner claims a gift list's item, marks it bought, or releases it (null). */
  'page:set-claim': message<null>()(
    'page',
    v.strictObject({ listId, itemId, status: v.nullable(v.picklist(['claimed', 'bought'])) }),
    'member',
  ),
  /** Shared-list activity (another member's changes) in the feed and notifications, for one list. */
  'page:set-list-activity': message<null>()('page', v.strictObject({ listId, enabled: v.boolean() }), 'member'),
  'page:dismiss-list-notice': message<null>()('page', v.strictObject({ id: v.pipe(v.string(), v.maxLength(64)) })),
} as const;
