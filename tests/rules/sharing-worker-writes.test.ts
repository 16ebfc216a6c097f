/**
 * The worker's sharing writes (src/features/sharing/worker/firestore: invites, members, claims), run against the
 * rules: every write the app makes for sharing must be allowed, and a refused join is explained.
 */
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import type { Firestore } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { setAlertRules, setListActivity } from '../../src/features/alerts/worker/firestore/alert-rules';
import { claimsStillHeld, releaseClaims, setClaim } from '../../src/features/sharing/worker/firestore/claims';
import { createAlert } from '../../src/features/alerts/worker/firestore/alerts';
import { activityAlert } from '../../src/features/sharing/worker/list-activity';
import { createInvite, deleteInvitesOf, joinList, readInvite, revokeInvite } from '../../src/features/sharing/worker/firestore/invites';
import { removeItem } from '../../src/features/lists/worker/firestore/items';
import { deleteList } from '../../src/features/lists/worker/firestore/lists';
import { leaveIfMember, leaveList, removeMember, setGiftMode, setMemberRole } from '../../src/features/sharing/worker/firestore/members';
import { classifyInvite, refusedJoinReason } from '../../src/features/sharing/model/classify-invite';
import {
  EDITOR,
  ITEM,
  OWNER,
  SHARED_LIST,
  VIEWER,
  claimPath,
  dbAs,
  itemPath,
  listPath,
  newClaim,
  newItem,
  newList,
  seed,
  sharedListScene,
  useRulesEnvironment,
  type Fields,
} from './support';

const { env } = useRulesEnvironment();

const JOINER = 'jonas';
const LATE_JOINER = 'kim';

function workerDb(uid: string): Firestore {
  return (dbAs(env(), uid) as unknown as { _delegate: Firestore })._delegate;
}

async function stored(path: string): Promise<Fields | undefined> {
  let data: Fields | undefined;
  await env().withSecurityRulesDisabled(async (context) => {
    data = (await context.firestore().doc(path).get()).data();
  });
  return data;
}

const joinerOf = (uid: string) => ({ uid, email: null, emailVerified: false, alreadyMember: false });

async function ownerInvites(maxUses = 1): Promise<string> {
  const { code } = await createInvite(workerDb(OWNER), {
    listId: SHARED_LIST, listName: 'Family gifts', ownerId: OWNER, ownerName: 'Olivia', role: 'viewer', email: null, maxUses,
  });
  return code;
}

describe('invites as the worker writes them', () => {
  it('creates a code invite with the owner’s name in the list, in one batch', async () => {
    await seed(env(), sharedListScene());
    const code = await ownerInvites();
    expect(code).toMatch(/^[0-9A-Z]{10}$/);
    expect(await stored(`invites/${code}`)).toMatchObject({ listId: SHARED_LIST, uses: 0, revoked: false, role: 'viewer', email: null });
    expect((await stored(listPath()))?.names).toEqual({ [OWNER]: 'Olivia' });
  });

  it('creates an email invite (20-character id), lower-cased address', async () => {
    await seed(env(), sharedListScene());
    const { code } = await createInvite(workerDb(OWNER), {
      listId: SHARED_LIST, listName: 'Family gifts', ownerId: OWNER, ownerName: 'Olivia', role: 'editor', email: 'jonas@example.com', maxUses: 1,
    });
    expect(code).toMatch(/^[A-Za-z0-9]{20}$/);
    expect((await stored(`invites/${code}`))?.email).toBe('jonas@example.com');
  });

  it('lets a signed-in stranger preview and join a code invite, in one batch without reading the list', async () => {
    await seed(env(), sharedListScene());
    const code = await ownerInvites(2);
    const invite = await readInvite(workerDb(JOINER), code);
    const verdict = classifyInvite(invite, Date.now(), joinerOf(JOINER));
    expect(verdict.ok).toBe(true);
    await assertSucceeds(joinList(workerDb(JOINER), { code, listId: SHARED_LIST, uid: JOINER, role: 'viewer', name: 'Jonas' }));
    const list = await stored(listPath());
    expect(list?.memberIds).toContain(JOINER);
    expect((list?.roles as Fields)[JOINER]).toBe('viewer');
    expect((list?.names as Fields)[JOINER]).toBe('Jonas');
    expect((await stored(`invites/${code}`))?.uses).toBe(1);
  });

  it('refuses the join past the last use, and names it used up from the invite read again', async () => {
    await seed(env(), sharedListScene());
    const code = await ownerInvites(1);
    await assertSucceeds(joinList(workerDb(JOINER), { code, listId: SHARED_LIST, uid: JOINER, role: 'viewer', name: 'Jonas' }));
    await assertFails(joinList(workerDb(LATE_JOINER), { code, listId: SHARED_LIST, uid: LATE_JOINER, role: 'viewer', name: 'Kim' }));
    const reread = await readInvite(workerDb(LATE_JOINER), code);
    expect(refusedJoinReason(reread, Date.now(), joinerOf(LATE_JOINER))).toBe('invite-used-up');
  });

  it('reads a missing invite as unknown, and revokes and deletes the owner’s invites', async () => {
    await seed(env(), sharedListScene());
    expect(await readInvite(workerDb(JOINER), 'ZZZZZ99999')).toBeNull();
    const code = await ownerInvites();
    await assertSucceeds(revokeInvite(workerDb(OWNER), code));
    expect((await stored(`invites/${code}`))?.revoked).toBe(true);
    expect(classifyInvite(await readInvite(workerDb(JOINER), code), Date.now(), joinerOf(JOINER))).toEqual({ ok: false, reason: 'invite-revoked' });
    await assertSucceeds(deleteInvitesOf(workerDb(OWNER), OWNER, SHARED_LIST));
    expect(await stored(`invites/${code}`)).toBeUndefined();
  });
});

describe('join markers as the worker writes them (#29)', () => {
  it('joins without leaving a code on the list, and a removed member needs an invite made after the removal', async () => {
    await seed(env(), sharedListScene());
    const code = await ownerInvites(5);
    await assertSucceeds(joinList(workerDb(JOINER), { code, listId: SHARED_LIST, uid: JOINER, role: 'viewer', name: 'Jonas' }));
    expect(await stored(listPath())).not.toHaveProperty('joinCode');
    await assertFails(dbAs(env(), EDITOR).doc(`${listPath()}/joins/${JOINER}`).get());
    await assertSucceeds(removeMember(workerDb(OWNER), SHARED_LIST, JOINER));
    await assertFails(joinList(workerDb(JOINER), { code, listId: SHARED_LIST, uid: JOINER, role: 'viewer', name: 'Jonas' }));
    const fresh = await ownerInvites(1);
    await assertSucceeds(joinList(workerDb(JOINER), { code: fresh, listId: SHARED_LIST, uid: JOINER, role: 'viewer', name: 'Jonas' }));
  });
});

describe('members as the worker changes them', () => {
  it('lets the owner change a role and remove a member, and a member leave', async () => {
    await seed(env(), sharedListScene());
    await assertSucceeds(setMemberRole(workerDb(OWNER), SHARED_LIST, EDITOR, 'viewer'));
    expect(((await stored(listPath()))?.roles as Fields)[EDITOR]).toBe('viewer');
    await assertSucceeds(removeMember(workerDb(OWNER), SHARED_LIST, EDITOR));
    await assertSucceeds(leaveList(workerDb(VIEWER), SHARED_LIST, VIEWER));
    const list = await stored(listPath());
    expect(list?.memberIds).toEqual([OWNER]);
    expect(list?.roles).toEqual({ [OWNER]: 'owner' });
  });

  it('refuses a member’s role change or removal of another', async () => {
    await seed(env(), sharedListScene());
    await assertFails(setMemberRole(workerDb(EDITOR), SHARED_LIST, VIEWER, 'editor'));
    await assertFails(removeMember(workerDb(EDITOR), SHARED_LIST, VIEWER));
  });
});

describe('gift claims as the worker writes them', () => {
  it('lets the owner turn gift mode on, a member claim, mark bought and release', async () => {
    const scene = sharedListScene();
    await seed(env(), { ...scene, [listPath()]: { ...scene[listPath()], names: { [EDITOR]: 'Eddie' } } });
    await assertSucceeds(setGiftMode(workerDb(OWNER), SHARED_LIST, true));
    const claim = { listId: SHARED_LIST, itemId: ITEM, uid: EDITOR, claimerName: 'Eddie' };
    await assertSucceeds(setClaim(workerDb(EDITOR), { ...claim, status: 'claimed', holdsClaim: false }));
    await assertFails(setClaim(workerDb(VIEWER), { ...claim, uid: VIEWER, status: 'claimed', holdsClaim: false }));
    await assertSucceeds(setClaim(workerDb(EDITOR), { ...claim, status: 'bought', holdsClaim: true }));
    expect((await stored(`lists/${SHARED_LIST}/claims/${ITEM}`))?.status).toBe('bought');
    await assertSucceeds(releaseClaims(workerDb(EDITOR), [{ listId: SHARED_LIST, itemId: ITEM }]));
    expect(await stored(`lists/${SHARED_LIST}/claims/${ITEM}`)).toBeUndefined();
  });

  it('releases an account’s claims on 13 gift lists in batches within the rules’ reads (account deletion)', async () => {
    const scene: Record<string, Fields> = {};
    const claims = Array.from({ length: 13 }, (_, index) => ({ listId: `gift${index}`, itemId: ITEM }));
    for (const { listId } of claims) {
      scene[listPath(listId)] = newList(OWNER, { gift: true, memberIds: [OWNER, VIEWER], roles: { [OWNER]: 'owner', [VIEWER]: 'viewer' } });
      scene[itemPath(listId)] = newItem(OWNER);
      scene[claimPath(ITEM, listId)] = newClaim(VIEWER);
    }
    await seed(env(), scene);
    await assertSucceeds(releaseClaims(workerDb(VIEWER), claims));
    expect(await stored(claimPath(ITEM, 'gift12'))).toBeUndefined();
  });

  it('deletes the item’s claim with the owner’s removal of the item', async () => {
    await seed(env(), { ...sharedListScene(), [`lists/${SHARED_LIST}/claims/${ITEM}`]: { claimedBy: EDITOR, claimerName: 'Eddie', status: 'claimed', updatedAt: new Date() } });
    await setGiftMode(workerDb(OWNER), SHARED_LIST, true);
    await assertSucceeds(removeItem(workerDb(OWNER), SHARED_LIST, ITEM, true));
    expect(await stored(`lists/${SHARED_LIST}/claims/${ITEM}`)).toBeUndefined();
  });

  it('deletes the claims with the owner’s deletion of the list', async () => {
    await seed(env(), { ...sharedListScene(), [`lists/${SHARED_LIST}/claims/${ITEM}`]: { claimedBy: EDITOR, claimerName: 'Eddie', status: 'claimed', updatedAt: new Date() } });
    const { written } = await deleteList(workerDb(OWNER), SHARED_LIST);
    await assertSucceeds(written);
    expect(await stored(`lists/${SHARED_LIST}/claims/${ITEM}`)).toBeUndefined();
    expect(await stored(listPath())).toBeUndefined();
  });
});

describe('an account deletion’s claims and memberships, run again after an interruption', () => {
  it('a released claim is not released twice (the rules refuse deleting a claim that is gone)', async () => {
    await seed(env(), { ...sharedListScene(), [claimPath(ITEM)]: newClaim(EDITOR) });
    await setGiftMode(workerDb(OWNER), SHARED_LIST, true);
    const claims = [{ listId: SHARED_LIST, itemId: ITEM }];
    expect(await claimsStillHeld(workerDb(EDITOR), EDITOR, claims)).toEqual(claims);
    await assertSucceeds(releaseClaims(workerDb(EDITOR), claims));
    await assertFails(releaseClaims(workerDb(EDITOR), claims));
    expect(await claimsStillHeld(workerDb(EDITOR), EDITOR, claims)).toEqual([]);
    await assertSucceeds(releaseClaims(workerDb(EDITOR), await claimsStillHeld(workerDb(EDITOR), EDITOR, claims)));
  });

  it('a claim on a list deleted meanwhile is not held', async () => {
    await seed(env(), { ...sharedListScene(), [claimPath(ITEM)]: newClaim(EDITOR) });
    await assertSucceeds((await deleteList(workerDb(OWNER), SHARED_LIST)).written);
    expect(await claimsStillHeld(workerDb(EDITOR), EDITOR, [{ listId: SHARED_LIST, itemId: ITEM }])).toEqual([]);
  });

  it('a list left already, or deleted, is not left twice', async () => {
    await seed(env(), sharedListScene());
    await assertSucceeds(leaveIfMember(workerDb(VIEWER), SHARED_LIST, VIEWER));
    expect((await stored(listPath(SHARED_LIST)))?.memberIds).not.toContain(VIEWER);
    await assertFails(leaveList(workerDb(VIEWER), SHARED_LIST, VIEWER));
    await assertSucceeds(leaveIfMember(workerDb(VIEWER), SHARED_LIST, VIEWER));
    await assertSucceeds((await deleteList(workerDb(OWNER), SHARED_LIST)).written);
    await assertSucceeds(leaveIfMember(workerDb(EDITOR), SHARED_LIST, EDITOR));
  });
});

describe('a list’s activity switch', () => {
  it('is stored as activity: false in the list’s rules document, and kept when the rules change', async () => {
    await seed(env(), sharedListScene());
    await assertSucceeds(setListActivity(workerDb(EDITOR), EDITOR, SHARED_LIST, false));
    await assertSucceeds(setAlertRules(workerDb(EDITOR), EDITOR, SHARED_LIST, undefined, { dropBasisPoints: 500 }));
    expect(await stored(`users/${EDITOR}/alertRules/${SHARED_LIST}`)).toEqual({ listId: SHARED_LIST, itemId: null, dropBasisPoints: 500, activity: false });
    await assertSucceeds(setAlertRules(workerDb(EDITOR), EDITOR, SHARED_LIST, undefined, null));
    await assertSucceeds(setListActivity(workerDb(EDITOR), EDITOR, SHARED_LIST, true));
    expect(await stored(`users/${EDITOR}/alertRules/${SHARED_LIST}`)).toEqual({ listId: SHARED_LIST, itemId: null });
  });
});

describe('a list-activity entry', () => {
  it('is written to the shopper’s own feed as the worker makes it', async () => {
    await seed(env(), sharedListScene());
    const alert = activityAlert(
      { listId: SHARED_LIST, itemId: ITEM, itemName: 'LEGO Technic 42115', url: 'https://shop.example/lego', actorId: EDITOR, activity: { verb: 'added', actorName: 'Eddie', listName: 'Family gifts' } },
      Date.now(),
    );
    await assertSucceeds(createAlert(workerDb(VIEWER), VIEWER, alert));
    expect(await stored(`users/${VIEWER}/alerts/${alert.id}`)).toMatchObject({ kind: 'list-activity', observerId: EDITOR, activity: { verb: 'added', actorName: 'Eddie' } });
  });
});
