import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { describe, it } from 'vitest';
import {
  EDITOR,
  OUTSIDER,
  OWNER,
  SHARED_LIST,
  VIEWER,
  clientTime,
  dbAs,
  expectVerdict,
  itemPath,
  listPath,
  newItem,
  newList,
  seed,
  serverTime,
  sharedListScene,
  text,
  useRulesEnvironment,
  type Fields,
} from './support';

const { env } = useRulesEnvironment();
const NEW_LIST = 'newList1';
const create = (fields: Fields, uid: string | null = OWNER) => dbAs(env(), uid).doc(listPath(NEW_LIST)).set(fields);
const rename = (uid: string, fields: Fields) =>
  dbAs(env(), uid).doc(listPath()).update({ updatedAt: serverTime(), ...fields });

describe('lists/{listId}: creating', () => {
  it('a user creates a list they own, as its only member', async () => {
    await assertSucceeds(create(newList(OWNER)));
  });

  it('someone signed out cannot create a list', async () => {
    await assertFails(create(newList(OWNER), null));
  });

  it('a list owned by someone else is refused', async () => {
    await assertFails(create(newList(OUTSIDER)));
  });

  it('a new list with another member is refused', async () => {
    await assertFails(create(newList(OWNER, { memberIds: [OWNER, EDITOR] })));
  });

  it('a new list giving someone else a role is refused', async () => {
    await assertFails(create(newList(OWNER, { roles: { [OWNER]: 'owner', [EDITOR]: 'editor' } })));
  });

  it('a new list where the creator is only an editor is refused', async () => {
    await assertFails(create(newList(OWNER, { roles: { [OWNER]: 'editor' } })));
  });

  it('a new list with an extra field is refused', async () => {
    await assertFails(create(newList(OWNER, { color: 'red' })));
  });

  it('a new list without updatedAt is refused', async () => {
    const { updatedAt: _updatedAt, ...fields } = newList(OWNER);
    await assertFails(create(fields));
  });

  it('a new list whose createdAt is not the server time is refused', async () => {
    await assertFails(create(newList(OWNER, { createdAt: clientTime() })));
  });

  it('a new list whose updatedAt is not the server time is refused', async () => {
    await assertFails(create(newList(OWNER, { updatedAt: clientTime() })));
  });

  it.each([
    ['an empty name', '', 'refused'],
    ['a name of 1 character', 'x', 'accepted'],
    ['a name of 80 characters', text(80), 'accepted'],
    ['a name of 81 characters', text(81), 'refused'],
    ['a name that is a number', 42, 'refused'],
  ] as const)('a new list with %s is %s', async (_what, name, verdict) => {
    await expectVerdict(create(newList(OWNER, { name })), verdict);
  });
});

describe('lists/{listId}: reading', () => {
  it.each([OWNER, EDITOR, VIEWER])('member %s reads the list', async (uid) => {
    await seed(env(), sharedListScene());
    await assertSucceeds(dbAs(env(), uid).doc(listPath()).get());
  });

  it('a non-member cannot read the list', async () => {
    await seed(env(), sharedListScene());
    await assertFails(dbAs(env(), OUTSIDER).doc(listPath()).get());
  });

  it('someone signed out cannot read the list', async () => {
    await seed(env(), sharedListScene());
    await assertFails(dbAs(env(), null).doc(listPath()).get());
  });

  it('a member follows their lists with where memberIds array-contains uid', async () => {
    await seed(env(), sharedListScene());
    await assertSucceeds(dbAs(env(), VIEWER).collection('lists').where('memberIds', 'array-contains', VIEWER).get());
  });

  it('asking for lists where memberIds contains someone else is refused', async () => {
    await seed(env(), sharedListScene());
    await assertFails(dbAs(env(), OUTSIDER).collection('lists').where('memberIds', 'array-contains', VIEWER).get());
  });

  it('the owner finds the lists they own with where ownerId == uid', async () => {
    await seed(env(), sharedListScene());
    await assertSucceeds(dbAs(env(), OWNER).collection('lists').where('ownerId', '==', OWNER).get());
  });

  it('asking for lists owned by someone else is refused', async () => {
    await seed(env(), sharedListScene());
    await assertFails(dbAs(env(), EDITOR).collection('lists').where('ownerId', '==', OWNER).get());
  });

  it('reading every list is refused', async () => {
    await seed(env(), sharedListScene());
    await assertFails(dbAs(env(), OWNER).collection('lists').get());
  });
});

describe('lists/{listId}: renaming and other changes', () => {
  it('the owner renames the list', async () => {
    await seed(env(), sharedListScene());
    await assertSucceeds(rename(OWNER, { name: 'Birthday' }));
  });

  it('an editor cannot rename the list', async () => {
    await seed(env(), sharedListScene());
    await assertFails(rename(EDITOR, { name: 'Birthday' }));
  });

  it('a viewer cannot rename the list', async () => {
    await seed(env(), sharedListScene());
    await assertFails(rename(VIEWER, { name: 'Birthday' }));
  });

  it.each([
    ['an empty name', '', 'refused'],
    ['a name of 80 characters', text(80), 'accepted'],
    ['a name of 81 characters', text(81), 'refused'],
  ] as const)('renaming to %s is %s', async (_what, name, verdict) => {
    await seed(env(), sharedListScene());
    await expectVerdict(rename(OWNER, { name }), verdict);
  });

  it('a rename without updatedAt is refused', async () => {
    await seed(env(), sharedListScene());
    await assertFails(dbAs(env(), OWNER).doc(listPath()).update({ name: 'Birthday' }));
  });

  it('a rename whose updatedAt is not the server time is refused', async () => {
    await seed(env(), sharedListScene());
    await assertFails(rename(OWNER, { name: 'Birthday', updatedAt: clientTime() }));
  });

  it.each([
    ['memberIds (adding someone)', { memberIds: [OWNER, EDITOR, VIEWER, OUTSIDER] }],
    ['roles (a second owner)', { roles: { [OWNER]: 'owner', [EDITOR]: 'owner', [VIEWER]: 'viewer' } }],
    ['ownerId', { ownerId: EDITOR }],
    ['createdAt', { createdAt: serverTime() }],
    ['an extra field', { color: 'red' }],
  ])('even the owner cannot change %s this way', async (_what, fields) => {
    await seed(env(), sharedListScene());
    await assertFails(rename(OWNER, fields));
  });
});

describe('lists/{listId}: memberIds and roles always agree', () => {
  /** The shared list as stored, with its members and roles replaced; renamed by its owner. */
  async function renameStored(members: Fields) {
    await seed(env(), { [listPath()]: { ...sharedListScene()[listPath()], ...members } });
    return rename(OWNER, { name: 'Birthday' });
  }

  const people = (count: number) => [OWNER, ...Array.from({ length: count - 1 }, (_, i) => `member${i}`)];
  const rolesOf = (uids: string[]) => Object.fromEntries(uids.map((uid, i) => [uid, i === 0 ? 'owner' : 'viewer']));

  it('a list of 50 members, each with a role, is renamed', async () => {
    await assertSucceeds(renameStored({ memberIds: people(50), roles: rolesOf(people(50)) }));
  });

  it.each([
    ['51 members', { memberIds: people(51), roles: rolesOf(people(51)) }],
    ['a member without a role', { memberIds: [OWNER, EDITOR, VIEWER], roles: { [OWNER]: 'owner', [EDITOR]: 'editor' } }],
    ['a role for someone who is not a member', { memberIds: [OWNER, EDITOR], roles: { [OWNER]: 'owner', [EDITOR]: 'editor', [VIEWER]: 'viewer' } }],
    ['a member listed twice', { memberIds: [OWNER, EDITOR, EDITOR], roles: { [OWNER]: 'owner', [EDITOR]: 'editor' } }],
    ['a second owner', { memberIds: [OWNER, EDITOR], roles: { [OWNER]: 'owner', [EDITOR]: 'owner' } }],
    ['an unknown role', { memberIds: [OWNER, EDITOR], roles: { [OWNER]: 'owner', [EDITOR]: 'admin' } }],
    ['the owner not first', { memberIds: [EDITOR, OWNER], roles: { [OWNER]: 'owner', [EDITOR]: 'editor' } }],
    ['the owner as an editor', { memberIds: [OWNER, EDITOR], roles: { [OWNER]: 'editor', [EDITOR]: 'editor' } }],
  ])('a list with %s cannot be changed, even by its owner', async (_what, members) => {
    await assertFails(renameStored(members));
  });
});

describe('lists/{listId}: deleting', () => {
  it('the owner deletes the list', async () => {
    await seed(env(), sharedListScene());
    await assertSucceeds(dbAs(env(), OWNER).doc(listPath()).delete());
  });

  it('an editor cannot delete the list', async () => {
    await seed(env(), sharedListScene());
    await assertFails(dbAs(env(), EDITOR).doc(listPath()).delete());
  });

  it('a viewer cannot delete the list', async () => {
    await seed(env(), sharedListScene());
    await assertFails(dbAs(env(), VIEWER).doc(listPath()).delete());
  });

  it('the owner deletes a list and its items in one batch, items first', async () => {
    await seed(env(), sharedListScene());
    const db = dbAs(env(), OWNER);
    const batch = db.batch();
    batch.delete(db.doc(itemPath()));
    batch.delete(db.doc(listPath()));
    await assertSucceeds(batch.commit());
  });

  it('the owner deletes 19 items and their list in one batch of 20, the worker’s largest', async () => {
    const items = Object.fromEntries(
      Array.from({ length: 19 }, (_, i) => [itemPath(SHARED_LIST, `item${i}`), newItem(OWNER)]),
    );
    await seed(env(), { ...sharedListScene(), ...items });
    const db = dbAs(env(), OWNER);
    const batch = db.batch();
    for (const path of Object.keys(items)) batch.delete(db.doc(path));
    batch.delete(db.doc(listPath()));
    await assertSucceeds(batch.commit());
  });

  it('an editor cannot delete a list even with its items in one batch', async () => {
    await seed(env(), sharedListScene());
    const db = dbAs(env(), EDITOR);
    const batch = db.batch();
    batch.delete(db.doc(itemPath()));
    batch.delete(db.doc(listPath(SHARED_LIST)));
    await assertFails(batch.commit());
  });
});

describe('deny by default', () => {
  it('a collection the rules do not open cannot be read', async () => {
    await seed(env(), { 'secrets/abc': { listId: SHARED_LIST } });
    await assertFails(dbAs(env(), OWNER).doc('secrets/abc').get());
  });

  it('a collection the rules do not open cannot be written', async () => {
    await assertFails(dbAs(env(), OWNER).doc('secrets/abc').set({ listId: SHARED_LIST }));
  });

  it('a subcollection of a list the rules do not open is closed, even to the list’s owner', async () => {
    await seed(env(), sharedListScene());
    await assertFails(dbAs(env(), OWNER).doc(`${listPath()}/notes/x`).set({ by: OWNER }));
    await assertFails(dbAs(env(), OWNER).doc(`${listPath()}/notes/x`).get());
  });
});
