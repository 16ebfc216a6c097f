import { assertFails, assertSucceeds, type TokenOptions } from '@firebase/rules-unit-testing';
import { describe, expect, it } from 'vitest';
import {
  CODE,
  EDITOR,
  EDITORS_LIST,
  EMAIL_INVITE,
  JOINER,
  JOINER_EMAIL,
  OUTSIDER,
  OWNER,
  SECOND_JOINER,
  SHARED_LIST,
  VIEWER,
  arrayRemove,
  arrayUnion,
  clientTime,
  daysFromNow,
  dbAs,
  deleteField,
  expectVerdict,
  increment,
  hoursFromNow,
  invitePath,
  joinPath,
  itemPath,
  listPath,
  newInvite,
  seed,
  serverTime,
  sharedListScene,
  storedInvite,
  text,
  useRulesEnvironment,
  type Fields,
} from './support';

const { env } = useRulesEnvironment();
const VERIFIED: TokenOptions = { email: JOINER_EMAIL, email_verified: true };

/** The shared list with every member's name, as lists made since sharing carry them. */
function namedScene(): Record<string, Fields> {
  const scene = sharedListScene();
  return {
    ...scene,
    [listPath()]: { ...scene[listPath()], names: { [OWNER]: 'Olivia', [EDITOR]: 'Eddie', [VIEWER]: 'Vera' } },
  };
}

const updateList = (uid: string, fields: Fields) => dbAs(env(), uid).doc(listPath()).update(fields);
const ownerUpdate = (fields: Fields) => updateList(OWNER, { updatedAt: serverTime(), ...fields });

/** The owner removes a member: memberIds, roles and names together, as the worker does. */
const removal = (uid: string): Fields => ({
  memberIds: arrayRemove(uid),
  [`roles.${uid}`]: deleteField(),
  [`names.${uid}`]: deleteField(),
  updatedAt: serverTime(),
});

/** A member leaves: exactly themselves out of memberIds, roles and names. */
const leaving = (uid: string): Fields => ({
  memberIds: arrayRemove(uid),
  [`roles.${uid}`]: deleteField(),
  [`names.${uid}`]: deleteField(),
});

interface Join {
  code?: string;
  role?: string;
  name?: unknown;
  listId?: string;
  token?: TokenOptions;
  /** Changes to the list beyond the join's own. */
  list?: Fields;
  /** The invite's change; the join's is one more use. */
  invite?: Fields | null;
  /** The joiner's join marker; by default the code, now. */
  marker?: Fields | null;
}

/** The join batch of page:join-list: the list gains the caller, the invite one use. */
function join(uid: string, options: Join = {}) {
  const { code = CODE, role = 'viewer', name = 'Jonas', listId = SHARED_LIST, token = {}, list = {}, invite = { uses: increment(1) } } = options;
  const marker = options.marker === undefined ? { code, since: serverTime() } : options.marker;
  const db = dbAs(env(), uid, token);
  const batch = db.batch();
  batch.update(db.doc(listPath(listId)), {
    memberIds: arrayUnion(uid),
    [`roles.${uid}`]: role,
    [`names.${uid}`]: name,
    joinCode: deleteField(),
    updatedAt: serverTime(),
    ...list,
  });
  if (marker !== null) batch.set(db.doc(joinPath(uid, listId)), marker);
  if (invite !== null) batch.update(db.doc(invitePath(code)), invite);
  return batch.commit();
}

describe('lists/{listId}: reading after sharing', () => {
  it('anyone signed in may get a list that does not exist (deleted by its owner)', async () => {
    await assertSucceeds(dbAs(env(), VIEWER).doc(listPath('deletedList')).get());
  });

  it('someone signed out cannot get even a missing list', async () => {
    await assertFails(dbAs(env(), null).doc(listPath('deletedList')).get());
  });

  it('a list deleted by its owner reads as missing for a former member; a removal is refused', async () => {
    await seed(env(), namedScene());
    await assertSucceeds(ownerUpdate(removal(VIEWER)));
    await assertFails(dbAs(env(), VIEWER).doc(listPath()).get());
    await assertSucceeds(dbAs(env(), OWNER).doc(listPath()).delete());
    const snapshot = await assertSucceeds(dbAs(env(), VIEWER).doc(listPath()).get());
    expect(snapshot.exists).toBe(false);
  });

  it('a removed member can no longer read the list or its items', async () => {
    await seed(env(), namedScene());
    await assertSucceeds(ownerUpdate(removal(EDITOR)));
    const db = dbAs(env(), EDITOR);
    await assertFails(db.doc(listPath()).get());
    await assertFails(db.doc(itemPath()).get());
    await assertFails(db.collection(`${listPath()}/items`).get());
  });

  it('a member who left can no longer read the list or its items', async () => {
    await seed(env(), namedScene());
    await assertSucceeds(updateList(VIEWER, leaving(VIEWER)));
    await assertFails(dbAs(env(), VIEWER).doc(listPath()).get());
    await assertFails(dbAs(env(), VIEWER).doc(itemPath()).get());
  });

  it('a query over every list is still refused (the missing-list get is not a query)', async () => {
    await seed(env(), namedScene());
    await assertFails(dbAs(env(), OUTSIDER).collection('lists').get());
  });
});

describe('lists/{listId}: new lists with sharing fields', () => {
  const create = (fields: Fields) =>
    dbAs(env(), OWNER).doc(listPath('newList1')).set({
      ownerId: OWNER,
      name: 'Birthday',
      memberIds: [OWNER],
      roles: { [OWNER]: 'owner' },
      createdAt: serverTime(),
      updatedAt: serverTime(),
      ...fields,
    });

  it.each([
    ['the owner’s name', 'accepted', { names: { [OWNER]: 'Olivia' } }],
    ['gift mode on', 'accepted', { gift: true }],
    ['a name for someone who is not a member', 'refused', { names: { [OWNER]: 'Olivia', [EDITOR]: 'Eddie' } }],
    ['an empty owner’s name', 'refused', { names: { [OWNER]: '' } }],
    ['gift mode as text', 'refused', { gift: 'yes' }],
    ['a joinCode', 'refused', { joinCode: CODE }],
  ] as const)('a new list with %s is %s', async (_what, verdict, fields) => {
    await expectVerdict(create(fields), verdict);
  });
});

describe('lists/{listId}: the owner changes roles, names and gift mode', () => {
  it('the owner makes an editor a viewer and a viewer an editor', async () => {
    await seed(env(), namedScene());
    await assertSucceeds(ownerUpdate({ [`roles.${EDITOR}`]: 'viewer', [`roles.${VIEWER}`]: 'editor' }));
  });

  it.each([
    ['makes an editor a second owner', { [`roles.${EDITOR}`]: 'owner' }],
    ['gives an unknown role', { [`roles.${EDITOR}`]: 'admin' }],
    ['changes their own role', { [`roles.${OWNER}`]: 'editor' }],
    ['adds someone to memberIds and roles', { memberIds: arrayUnion(OUTSIDER), [`roles.${OUTSIDER}`]: 'viewer' }],
    ['gives a role to someone who is not a member', { [`roles.${OUTSIDER}`]: 'viewer' }],
    ['changes an editor’s name', { [`names.${EDITOR}`]: 'Ed' }],
    ['removes an editor’s name, the editor staying', { [`names.${EDITOR}`]: deleteField() }],
    ['names someone who is not a member', { [`names.${OUTSIDER}`]: 'Mallory' }],
    ['sets the joinCode', { joinCode: CODE }],
    ['changes ownerId', { ownerId: EDITOR }],
  ])('the owner cannot do this: %s', async (_what, fields) => {
    await seed(env(), namedScene());
    await assertFails(ownerUpdate(fields));
  });

  it('a role change without updatedAt, or with a time the client chose, is refused', async () => {
    await seed(env(), namedScene());
    await assertFails(updateList(OWNER, { [`roles.${EDITOR}`]: 'viewer' }));
    await assertFails(updateList(OWNER, { [`roles.${EDITOR}`]: 'viewer', updatedAt: clientTime() }));
  });

  it.each([
    ['sets their name on a list without names', 'accepted', sharedListScene(), 'Olivia'],
    ['changes their name', 'accepted', namedScene(), 'Liv'],
    ['sets a name of 50 characters', 'accepted', namedScene(), text(50)],
    ['sets a name of 51 characters', 'refused', namedScene(), text(51)],
    ['sets an empty name', 'refused', namedScene(), ''],
    ['sets a name that is a number', 'refused', namedScene(), 7],
    // A claim or an activity entry names its member (#29): no name may read as another member's.
    ['takes a member’s name', 'refused', namedScene(), 'Eddie'],
    ['takes a member’s name in other capitals', 'accepted', namedScene(), 'eddie'],
    ['sets a name on two lines', 'refused', namedScene(), 'Liv\nEddie claimed the Lego'],
    ['sets a name with a tab', 'refused', namedScene(), 'Liv\tEddie'],
    ['sets a name with a Unicode line separator', 'refused', namedScene(), 'Liv\u2028Eddie'],
    ['sets a name with a C1 control character', 'refused', namedScene(), 'Liv\u0085Eddie'],
    ['sets a name with letters beyond ASCII', 'accepted', namedScene(), 'Zoë Łukasz 李'],
  ] as const)('the owner %s: %s', async (_what, verdict, scene, name) => {
    await seed(env(), scene);
    await expectVerdict(ownerUpdate({ [`names.${OWNER}`]: name }), verdict);
  });

  it('the owner keeps a name another member took before #29 while changing something else', async () => {
    const scene = namedScene();
    await seed(env(), { ...scene, [listPath()]: { ...scene[listPath()], names: { [OWNER]: 'Olivia', [EDITOR]: 'Olivia', [VIEWER]: 'Vera' } } });
    await assertSucceeds(ownerUpdate({ name: 'Birthday' }));
  });

  it('the owner cannot remove their own name', async () => {
    await seed(env(), namedScene());
    await assertFails(ownerUpdate({ [`names.${OWNER}`]: deleteField() }));
  });

  it('the owner switches gift mode on and off', async () => {
    await seed(env(), namedScene());
    await assertSucceeds(ownerUpdate({ gift: true }));
    await assertSucceeds(ownerUpdate({ gift: false }));
  });

  it('gift mode must be true or false', async () => {
    await seed(env(), namedScene());
    await assertFails(ownerUpdate({ gift: 'yes' }));
  });

  it.each([EDITOR, VIEWER])('%s cannot switch gift mode', async (uid) => {
    await seed(env(), namedScene());
    await assertFails(updateList(uid, { gift: true, updatedAt: serverTime() }));
  });

  it.each([
    ['raise their own role to owner', EDITOR, { [`roles.${EDITOR}`]: 'owner' }],
    ['make a viewer an editor', EDITOR, { [`roles.${VIEWER}`]: 'editor' }],
    ['make a viewer nothing', EDITOR, { memberIds: arrayRemove(VIEWER), [`roles.${VIEWER}`]: deleteField() }],
    ['raise their own role to editor', VIEWER, { [`roles.${VIEWER}`]: 'editor' }],
    ['change another member’s name', VIEWER, { [`names.${EDITOR}`]: 'Ed' }],
    ['change their own name', VIEWER, { [`names.${VIEWER}`]: 'V' }],
  ])('a member cannot %s (%s)', async (_what, uid, fields) => {
    await seed(env(), namedScene());
    await assertFails(updateList(uid, { updatedAt: serverTime(), ...fields }));
  });
});

describe('lists/{listId}: the owner removes members', () => {
  it('the owner removes a viewer from memberIds, roles and names together', async () => {
    await seed(env(), namedScene());
    await assertSucceeds(ownerUpdate(removal(VIEWER)));
  });

  it('the owner removes a member of a list without names', async () => {
    await seed(env(), sharedListScene());
    await assertSucceeds(
      ownerUpdate({ memberIds: arrayRemove(EDITOR), [`roles.${EDITOR}`]: deleteField(), updatedAt: serverTime() }),
    );
  });

  it('the owner removes two members and changes a role in one update', async () => {
    await seed(env(), {
      ...namedScene(),
      [listPath()]: {
        ...namedScene()[listPath()],
        memberIds: [OWNER, EDITOR, VIEWER, OUTSIDER],
        roles: { [OWNER]: 'owner', [EDITOR]: 'editor', [VIEWER]: 'viewer', [OUTSIDER]: 'viewer' },
      },
    });
    await assertSucceeds(
      ownerUpdate({
        memberIds: [OWNER, OUTSIDER],
        roles: { [OWNER]: 'owner', [OUTSIDER]: 'editor' },
        names: { [OWNER]: 'Olivia' },
      }),
    );
  });

  it.each([
    ['memberIds only (the role stays)', { memberIds: arrayRemove(VIEWER) }],
    ['the role only (still in memberIds)', { [`roles.${VIEWER}`]: deleteField() }],
    ['memberIds and roles, keeping the name', { memberIds: arrayRemove(VIEWER), [`roles.${VIEWER}`]: deleteField() }],
    ['themselves', removal(OWNER)],
  ])('a removal of %s is refused', async (_what, fields) => {
    await seed(env(), namedScene());
    await assertFails(ownerUpdate(fields));
  });

  it('an editor cannot remove a viewer', async () => {
    await seed(env(), namedScene());
    await assertFails(updateList(EDITOR, removal(VIEWER)));
  });
});

describe('lists/{listId}: a member leaves', () => {
  it.each([EDITOR, VIEWER])('%s leaves: out of memberIds, roles and names', async (uid) => {
    await seed(env(), namedScene());
    await assertSucceeds(updateList(uid, leaving(uid)));
  });

  it('a member leaves a list without names', async () => {
    await seed(env(), sharedListScene());
    await assertSucceeds(updateList(VIEWER, { memberIds: arrayRemove(VIEWER), [`roles.${VIEWER}`]: deleteField() }));
  });

  it.each([
    ['taking another member with them', { ...leaving(VIEWER), ...leaving(EDITOR) }],
    ['leaving only memberIds', { memberIds: arrayRemove(VIEWER) }],
    ['keeping their role', { memberIds: arrayRemove(VIEWER), [`names.${VIEWER}`]: deleteField() }],
    ['keeping their name', { memberIds: arrayRemove(VIEWER), [`roles.${VIEWER}`]: deleteField() }],
    ['renaming the list on the way', { ...leaving(VIEWER), name: 'Mine now' }],
    ['touching updatedAt', { ...leaving(VIEWER), updatedAt: serverTime() }],
    ['changing another member’s role', { ...leaving(VIEWER), [`roles.${EDITOR}`]: 'viewer' }],
  ])('a viewer leaving %s is refused', async (_what, fields) => {
    await seed(env(), namedScene());
    await assertFails(updateList(VIEWER, fields));
  });

  it('the owner cannot leave their own list (they delete it)', async () => {
    await seed(env(), namedScene());
    await assertFails(updateList(OWNER, leaving(OWNER)));
  });

  it('a non-member cannot remove a member', async () => {
    await seed(env(), namedScene());
    await assertFails(updateList(OUTSIDER, leaving(VIEWER)));
  });
});

describe('lists/{listId}: joining with an invite', () => {
  it('someone with a code joins as the invite’s viewer, with their name, and the invite counts the use', async () => {
    await seed(env(), { ...namedScene(), [invitePath()]: storedInvite() });
    await assertSucceeds(join(JOINER));
    await assertSucceeds(dbAs(env(), JOINER).doc(listPath()).get());
    await assertSucceeds(dbAs(env(), JOINER).doc(itemPath()).get());
    const invite = await assertSucceeds(dbAs(env(), OWNER).doc(invitePath()).get());
    expect(invite.get('uses')).toBe(1);
  });

  it('an editor invite makes an editor, who then adds no one else', async () => {
    await seed(env(), { ...namedScene(), [invitePath()]: storedInvite({ role: 'editor', maxUses: 5 }) });
    await assertSucceeds(join(JOINER, { role: 'editor' }));
  });

  it.each([
    ['the owner’s name', 'Olivia', 'refused'],
    ['another member’s name', 'Vera', 'refused'],
    ['a member’s name with a suffix, as the worker retries', 'Vera (jona)', 'accepted'],
    ['a name on two lines', 'Jonas\nOlivia claimed the Lego', 'refused'],
    ['a name with a carriage return', 'Jonas\rOlivia', 'refused'],
    ['a name with an escape character', 'Jonas\u001b[2J', 'refused'],
    ['a name with a delete character', 'Jonas\u007f', 'refused'],
  ] as const)('someone who joins under %s is %s (#29)', async (_what, name, verdict) => {
    await seed(env(), { ...namedScene(), [invitePath()]: storedInvite() });
    await expectVerdict(join(JOINER, { name }), verdict);
  });

  it('someone joins a list from before sharing (no names yet)', async () => {
    await seed(env(), { ...sharedListScene(), [invitePath()]: storedInvite() });
    await assertSucceeds(join(JOINER));
  });

  it('the addressee of an email invite joins with their verified email', async () => {
    await seed(env(), { ...namedScene(), [invitePath(EMAIL_INVITE)]: storedInvite({ email: JOINER_EMAIL }) });
    await assertSucceeds(join(JOINER, { code: EMAIL_INVITE, token: VERIFIED }));
  });

  it.each([
    ['an unknown code', {}, { code: 'ZZZZZ99999', invite: null }],
    ['an expired invite', { expiresAt: daysFromNow(-1 / 24) }, {}],
    ['a revoked invite', { revoked: true }, {}],
    ['a used-up invite', { uses: 1, maxUses: 1 }, {}],
    ['an invite into another list', { listId: EDITORS_LIST }, {}],
    ['a viewer invite, claiming editor', {}, { role: 'editor' }],
    ['a viewer invite, claiming owner', {}, { role: 'owner' }],
    ['an email invite for someone else', { email: 'ana@example.com' }, { token: VERIFIED }],
    ['an email invite, the email not verified', { email: JOINER_EMAIL }, { token: { email: JOINER_EMAIL, email_verified: false } }],
    ['an email invite, no email in the token', { email: JOINER_EMAIL }, {}],
    ['no use counted', {}, { invite: null }],
    ['two uses counted', {}, { invite: { uses: increment(2) } }],
    ['the invite’s uses reset instead of counted', { uses: 1, maxUses: 1 }, { invite: { uses: 0 } }],
    ['no name', {}, { name: deleteField() }],
    ['an empty name', {}, { name: '' }],
    ['a name of 51 characters', {}, { name: text(51) }],
    ['renaming the list too', {}, { list: { name: 'Mine' } }],
    ['switching gift mode too', {}, { list: { gift: true } }],
    ['changing someone’s role too', {}, { list: { [`roles.${VIEWER}`]: 'editor' } }],
    ['changing someone’s name too', {}, { list: { [`names.${VIEWER}`]: 'V' } }],
    ['updatedAt not the request time', {}, { list: { updatedAt: clientTime() } }],
  ] as const)('joining with %s is refused', async (_what, invite, options) => {
    await seed(env(), {
      ...namedScene(),
      [invitePath()]: storedInvite(invite),
      [invitePath(EMAIL_INVITE)]: storedInvite(invite),
    });
    const code = 'email' in invite ? EMAIL_INVITE : CODE;
    await assertFails(join(JOINER, { code, ...options }));
  });

  it('a joiner cannot add someone else', async () => {
    await seed(env(), { ...namedScene(), [invitePath()]: storedInvite() });
    const db = dbAs(env(), JOINER);
    const batch = db.batch();
    batch.update(db.doc(listPath()), {
      memberIds: arrayUnion(OUTSIDER),
      [`roles.${OUTSIDER}`]: 'viewer',
      [`names.${OUTSIDER}`]: 'Mallory',
      updatedAt: serverTime(),
    });
    batch.set(db.doc(joinPath(OUTSIDER)), { code: CODE, since: serverTime() });
    batch.update(db.doc(invitePath()), { uses: increment(1) });
    await assertFails(batch.commit());
  });

  it('a joiner cannot bring a friend along with the same use', async () => {
    await seed(env(), { ...namedScene(), [invitePath()]: storedInvite({ maxUses: 5 }) });
    await assertFails(join(JOINER, { list: { memberIds: arrayUnion(JOINER, OUTSIDER), [`roles.${OUTSIDER}`]: 'viewer' } }));
  });

  it('a joiner cannot put themselves anywhere but last in memberIds', async () => {
    await seed(env(), { ...namedScene(), [invitePath()]: storedInvite() });
    await assertFails(join(JOINER, { list: { memberIds: [OWNER, JOINER, EDITOR, VIEWER] } }));
  });

  it('a member cannot join again (for a new role)', async () => {
    await seed(env(), { ...namedScene(), [invitePath()]: storedInvite({ role: 'editor' }) });
    await assertFails(join(VIEWER, { role: 'editor' }));
  });

  it('an invite used up by one joiner cannot be reused by the next', async () => {
    await seed(env(), { ...namedScene(), [invitePath()]: storedInvite() });
    await assertSucceeds(join(JOINER));
    await assertFails(join(SECOND_JOINER));
  });

  it('two people racing for the last use: one joins, the other is refused', async () => {
    await seed(env(), { ...namedScene(), [invitePath()]: storedInvite({ uses: 1, maxUses: 2 }) });
    const results = await Promise.allSettled([join(JOINER), join(SECOND_JOINER)]);
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    const list = await assertSucceeds(dbAs(env(), OWNER).doc(listPath()).get());
    expect(list.get('memberIds')).toHaveLength(4);
  });

  it('a list of 50 members takes no one else, even with a valid invite', async () => {
    const others = Array.from({ length: 49 }, (_, i) => `member${i}`);
    await seed(env(), {
      [listPath()]: {
        ...sharedListScene()[listPath()],
        memberIds: [OWNER, ...others],
        roles: { [OWNER]: 'owner', ...Object.fromEntries(others.map((uid) => [uid, 'viewer'])) },
      },
      [invitePath()]: storedInvite({ maxUses: 49 }),
    });
    await assertFails(join(JOINER));
  });

  it('counting a use without joining is refused', async () => {
    await seed(env(), { ...namedScene(), [invitePath()]: storedInvite({ maxUses: 5 }) });
    await assertFails(dbAs(env(), JOINER).doc(invitePath()).update({ uses: increment(1) }));
    await assertFails(dbAs(env(), OWNER).doc(invitePath()).update({ uses: increment(1) }));
  });
});

describe('lists/{listId}/joins: codes members cannot read, and no way back with an old one (#29)', () => {
  /** The owner removes a member as the worker does: the list update and a marker without a code. */
  function removeWithMarker(uid: string) {
    const db = dbAs(env(), OWNER);
    const batch = db.batch();
    batch.update(db.doc(listPath()), removal(uid));
    batch.set(db.doc(joinPath(uid)), { code: null, since: serverTime() });
    return batch.commit();
  }
  const anHourAgo = () => hoursFromNow(-1);

  it.each([EDITOR, VIEWER, OUTSIDER])('%s cannot read a member’s join marker, nor list them', async (uid) => {
    await seed(env(), { ...namedScene(), [joinPath(EDITOR)]: { code: CODE, since: anHourAgo() } });
    await assertFails(dbAs(env(), uid).doc(joinPath(EDITOR)).get());
    await assertFails(dbAs(env(), uid).collection(`${listPath()}/joins`).get());
  });

  it('the owner reads and deletes join markers (to delete them with the list)', async () => {
    await seed(env(), { ...namedScene(), [joinPath(EDITOR)]: { code: CODE, since: anHourAgo() } });
    await assertSucceeds(dbAs(env(), OWNER).collection(`${listPath()}/joins`).get());
    await assertSucceeds(dbAs(env(), OWNER).doc(joinPath(EDITOR)).delete());
  });

  it('a viewer who leaves cannot rejoin as an editor with the editor code a list from before markers shows', async () => {
    await seed(env(), {
      ...namedScene(),
      [listPath()]: { ...namedScene()[listPath()], joinCode: CODE },
      [invitePath()]: storedInvite({ role: 'editor', maxUses: 5, uses: 1 }),
    });
    await assertSucceeds(updateList(VIEWER, leaving(VIEWER)));
    await assertFails(join(VIEWER, { role: 'editor', name: 'Vera' }));
  });

  it('a join into a list from before markers, with another code, removes the joinCode it shows', async () => {
    await seed(env(), {
      ...namedScene(),
      [listPath()]: { ...namedScene()[listPath()], joinCode: 'OLDCODE123' },
      [invitePath()]: storedInvite(),
    });
    await assertSucceeds(join(JOINER));
    await assertFails(join(SECOND_JOINER, { list: { joinCode: CODE } }));
    const list = await assertSucceeds(dbAs(env(), OWNER).doc(listPath()).get());
    expect(list.get('joinCode')).toBeUndefined();
  });

  it('someone who joined and left cannot join again with the code they used, though it has uses left', async () => {
    await seed(env(), { ...namedScene(), [invitePath()]: storedInvite({ maxUses: 5 }) });
    await assertSucceeds(join(JOINER));
    await assertSucceeds(updateList(JOINER, leaving(JOINER)));
    await assertFails(join(JOINER));
  });

  it('a removed member cannot rejoin with their old code, and can with an invite the owner makes after the removal', async () => {
    await seed(env(), {
      ...namedScene(),
      [joinPath(VIEWER)]: { code: CODE, since: daysFromNow(-2) },
      [invitePath()]: storedInvite({ maxUses: 5 }),
    });
    await assertSucceeds(removeWithMarker(VIEWER));
    await assertFails(join(VIEWER, { name: 'Vera' }));
    await assertSucceeds(dbAs(env(), OWNER).doc(invitePath('NEWC0DE123')).set(newInvite()));
    await assertSucceeds(join(VIEWER, { code: 'NEWC0DE123', name: 'Vera' }));
  });

  it.each([
    ['removed', removeWithMarker],
    ['who left', (uid: string) => updateList(uid, leaving(uid))],
  ])('a member %s cannot delete their marker to walk back in with their old code (the marker stays with the list)', async (_how, goes) => {
    await seed(env(), {
      ...namedScene(),
      // They joined an hour ago with the code of an invite made a day ago.
      [joinPath(VIEWER)]: { code: CODE, since: anHourAgo() },
      [invitePath()]: storedInvite({ maxUses: 5 }),
    });
    await assertSucceeds(goes(VIEWER));
    await assertFails(dbAs(env(), VIEWER).doc(joinPath(VIEWER)).delete());
    await assertFails(dbAs(env(), VIEWER).doc(joinPath(VIEWER)).set({ code: CODE, since: serverTime() }));
    await assertFails(join(VIEWER, { name: 'Vera' }));
  });

  it('a removed member from before markers is blocked too: the removal writes their marker', async () => {
    await seed(env(), { ...namedScene(), [invitePath()]: storedInvite({ maxUses: 5 }) });
    await assertSucceeds(removeWithMarker(EDITOR));
    await assertFails(join(EDITOR, { name: 'Eddie' }));
  });

  it.each([
    ['without its marker', { marker: null }],
    ['with a marker naming another code', { marker: { code: 'OTHERC0DE1', since: serverTime() } }],
    ['with a marker dated by the client', { marker: { code: CODE, since: clientTime() } }],
    ['with a marker carrying an extra field', { marker: { code: CODE, since: serverTime(), role: 'editor' } }],
  ] as const)('joining %s is refused', async (_what, options) => {
    await seed(env(), { ...namedScene(), [invitePath()]: storedInvite() });
    await assertFails(join(JOINER, options));
  });

  it.each([
    ['a member writes a marker for themselves without joining', VIEWER, VIEWER, { code: CODE, since: serverTime() }],
    ['an outsider writes their own marker without joining', OUTSIDER, OUTSIDER, { code: CODE, since: serverTime() }],
    ['a member writes another member’s marker', EDITOR, VIEWER, { code: null, since: serverTime() }],
    ['the owner writes a marker for a member who stays', OWNER, VIEWER, { code: null, since: serverTime() }],
    ['the owner writes a marker with a code', OWNER, OUTSIDER, { code: CODE, since: serverTime() }],
  ] as const)('a marker alone is refused: %s', async (_what, writer, uid, marker) => {
    await seed(env(), namedScene());
    await assertFails(dbAs(env(), writer).doc(joinPath(uid)).set(marker));
  });

  it('the owner may write the marker of someone who is not a member (blocking their old invites)', async () => {
    await seed(env(), namedScene());
    await assertSucceeds(dbAs(env(), OWNER).doc(joinPath(OUTSIDER)).set({ code: null, since: serverTime() }));
  });
});

describe('invites/{code}: creating', () => {
  const create = (fields: Fields, code = CODE, uid = OWNER) => dbAs(env(), uid).doc(invitePath(code)).set(fields);

  it('the owner creates a code invite and, in the same batch, sets their name on the list', async () => {
    await seed(env(), sharedListScene());
    const db = dbAs(env(), OWNER);
    const batch = db.batch();
    batch.set(db.doc(invitePath()), newInvite());
    batch.update(db.doc(listPath()), { [`names.${OWNER}`]: 'Olivia', updatedAt: serverTime() });
    await assertSucceeds(batch.commit());
  });

  it('the owner creates an email invite', async () => {
    await seed(env(), sharedListScene());
    await assertSucceeds(create(newInvite({ email: JOINER_EMAIL, role: 'editor' }), EMAIL_INVITE));
  });

  it.each([
    ['an editor of the list', EDITOR],
    ['a viewer of the list', VIEWER],
    ['someone outside the list', OUTSIDER],
  ])('%s cannot create an invite into it', async (_what, uid) => {
    await seed(env(), sharedListScene());
    await assertFails(create(newInvite({ ownerId: uid }), CODE, uid));
  });

  it('an invite into a list that does not exist is refused', async () => {
    await seed(env(), sharedListScene());
    await assertFails(create(newInvite({ listId: 'noSuchList' })));
  });

  it('an invite in someone else’s name is refused', async () => {
    await seed(env(), sharedListScene());
    await assertFails(create(newInvite({ ownerId: EDITOR })));
  });

  it.each([
    ['a lower-case code', 'abcde12345'],
    ['a code with I', 'ABCDI12345'],
    ['a code with L', 'ABCDL12345'],
    ['a code with O', 'ABCDO12345'],
    ['a code with U', 'ABCDU12345'],
    ['a code of 9 characters', 'ABCDE1234'],
    ['a code of 11 characters', 'ABCDE123456'],
    ['an email invite’s id', EMAIL_INVITE],
  ])('a code invite under %s is refused', async (_what, code) => {
    await seed(env(), sharedListScene());
    await assertFails(create(newInvite(), code));
  });

  it.each([
    ['a code as its id', CODE, JOINER_EMAIL],
    ['an id of 19 characters', EMAIL_INVITE.slice(1), JOINER_EMAIL],
    ['an id with a dash', 'emailInvite-00000001', JOINER_EMAIL],
    ['an upper-case address', EMAIL_INVITE, 'Jonas@example.com'],
    ['an address without @', EMAIL_INVITE, 'jonas.example.com'],
    ['an address of 255 characters', EMAIL_INVITE, `${text(243)}@example.com`],
    ['an address that is not text', EMAIL_INVITE, 42],
  ] as const)('an email invite with %s is refused', async (_what, code, email) => {
    await seed(env(), sharedListScene());
    await assertFails(create(newInvite({ email }), code));
  });

  it('an email invite with an address of 254 characters is accepted', async () => {
    await seed(env(), sharedListScene());
    await assertSucceeds(create(newInvite({ email: `${text(242)}@example.com` }), EMAIL_INVITE));
  });

  it.each([
    ['role owner', 'refused', { role: 'owner' }],
    ['maxUses 0', 'refused', { maxUses: 0 }],
    ['maxUses 1', 'accepted', { maxUses: 1 }],
    ['maxUses 49', 'accepted', { maxUses: 49 }],
    ['maxUses 50', 'refused', { maxUses: 50 }],
    ['maxUses 2.5', 'refused', { maxUses: 2.5 }],
    ['uses 1', 'refused', { uses: 1 }],
    ['revoked already', 'refused', { revoked: true }],
    ['an empty list name', 'refused', { listName: '' }],
    ['a list name of 81 characters', 'refused', { listName: text(81) }],
    ['an owner’s name of 51 characters', 'refused', { ownerName: text(51) }],
    ['an empty owner’s name', 'refused', { ownerName: '' }],
    ['createdAt from the client', 'refused', { createdAt: clientTime() }],
    ['expiresAt in 8 days', 'refused', { expiresAt: daysFromNow(8) }],
    ['expiresAt in 6 days', 'refused', { expiresAt: daysFromNow(6) }],
    ['an extra field', 'refused', { note: 'hi' }],
  ] as const)('an invite with %s is %s', async (_what, verdict, fields) => {
    await seed(env(), sharedListScene());
    await expectVerdict(create(newInvite(fields)), verdict);
  });

  it('an invite without expiresAt is refused', async () => {
    await seed(env(), sharedListScene());
    const { expiresAt: _expiresAt, ...fields } = newInvite();
    await assertFails(create(fields));
  });

  it('a code that exists already is refused (the worker draws another)', async () => {
    await seed(env(), { ...sharedListScene(), [invitePath()]: storedInvite() });
    await assertFails(create(newInvite()));
  });
});

describe('invites/{code}: reading', () => {
  const scene = () => ({
    ...sharedListScene(),
    [invitePath()]: storedInvite(),
    [invitePath(EMAIL_INVITE)]: storedInvite({ email: JOINER_EMAIL }),
  });

  it('anyone signed in reads a code invite by its code', async () => {
    await seed(env(), scene());
    await assertSucceeds(dbAs(env(), OUTSIDER).doc(invitePath()).get());
  });

  it('someone signed out cannot read a code invite', async () => {
    await seed(env(), scene());
    await assertFails(dbAs(env(), null).doc(invitePath()).get());
  });

  it('a missing invite cannot be read (unknown and unreadable are one answer)', async () => {
    await seed(env(), scene());
    await assertFails(dbAs(env(), OUTSIDER).doc(invitePath('ZZZZZ99999')).get());
  });

  it.each([
    ['the owner', 'accepted', OWNER, {}],
    ['the addressee, verified', 'accepted', JOINER, VERIFIED],
    ['the addressee, not verified', 'refused', JOINER, { email: JOINER_EMAIL, email_verified: false }],
    ['someone else, verified', 'refused', OUTSIDER, { email: 'mallory@example.com', email_verified: true }],
    ['someone without an email', 'refused', OUTSIDER, {}],
  ] as const)('an email invite read by %s is %s', async (_what, verdict, uid, token) => {
    await seed(env(), scene());
    await expectVerdict(dbAs(env(), uid, token).doc(invitePath(EMAIL_INVITE)).get(), verdict);
  });

  it('the owner queries their invites', async () => {
    await seed(env(), scene());
    const found = await assertSucceeds(dbAs(env(), OWNER).collection('invites').where('ownerId', '==', OWNER).get());
    expect(found.size).toBe(2);
  });

  it('the owner’s query for one list’s invites is accepted', async () => {
    await seed(env(), scene());
    await assertSucceeds(
      dbAs(env(), OWNER).collection('invites').where('ownerId', '==', OWNER).where('listId', '==', SHARED_LIST).get(),
    );
  });

  it('the addressee queries the invites addressed to their verified email', async () => {
    await seed(env(), scene());
    const found = await assertSucceeds(
      dbAs(env(), JOINER, VERIFIED).collection('invites').where('email', '==', JOINER_EMAIL).get(),
    );
    expect(found.size).toBe(1);
  });

  it.each([
    ['someone else’s invites', EDITOR, {}, ['ownerId', OWNER]],
    ['every invite', OUTSIDER, {}, null],
    ['the code invites (email == null)', OUTSIDER, {}, ['email', null]],
    ['the code invites with a verified token that has no email (email == null)', OUTSIDER, { email_verified: true }, ['email', null]],
    ['the code invites, the owner’s own token verified and without email', OWNER, { email_verified: true }, ['email', null]],
    ['invites for an unverified email', JOINER, { email: JOINER_EMAIL, email_verified: false }, ['email', JOINER_EMAIL]],
    ['invites for another address', OUTSIDER, { email: 'mallory@example.com', email_verified: true }, ['email', JOINER_EMAIL]],
  ] as const)('a query for %s is refused', async (_what, uid, token, filter) => {
    await seed(env(), scene());
    const invites = dbAs(env(), uid, token).collection('invites');
    await assertFails(filter === null ? invites.get() : invites.where(filter[0], '==', filter[1]).get());
  });
});

describe('invites/{code}: revoking and deleting', () => {
  it('the owner revokes an invite', async () => {
    await seed(env(), { ...sharedListScene(), [invitePath()]: storedInvite() });
    await assertSucceeds(dbAs(env(), OWNER).doc(invitePath()).update({ revoked: true }));
  });

  it.each([
    ['un-revoke it', { revoked: false }, { revoked: true }],
    ['give it more uses', { maxUses: 10 }, {}],
    ['make it last longer', { expiresAt: daysFromNow(30) }, {}],
    ['change its role', { role: 'editor' }, {}],
    ['revoke it and reset its uses', { revoked: true, uses: 0 }, { uses: 1, maxUses: 2 }],
  ] as const)('the owner cannot %s', async (_what, change, stored) => {
    await seed(env(), { ...sharedListScene(), [invitePath()]: storedInvite(stored) });
    await assertFails(dbAs(env(), OWNER).doc(invitePath()).update(change));
  });

  it.each([EDITOR, OUTSIDER])('%s cannot revoke the owner’s invite', async (uid) => {
    await seed(env(), { ...sharedListScene(), [invitePath()]: storedInvite() });
    await assertFails(dbAs(env(), uid).doc(invitePath()).update({ revoked: true }));
  });

  it('the owner deletes an invite; nobody else does', async () => {
    await seed(env(), { ...sharedListScene(), [invitePath()]: storedInvite() });
    await assertFails(dbAs(env(), EDITOR).doc(invitePath()).delete());
    await assertFails(dbAs(env(), OUTSIDER).doc(invitePath()).delete());
    await assertSucceeds(dbAs(env(), OWNER).doc(invitePath()).delete());
  });
});
