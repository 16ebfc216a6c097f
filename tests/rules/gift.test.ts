import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { describe, expect, it } from 'vitest';
import {
  EDITOR,
  EDITORS_LIST,
  ITEM,
  OUTSIDER,
  OWNER,
  SHARED_LIST,
  VIEWER,
  alertPath,
  alertRulesPath,
  arrayRemove,
  claimPath,
  clientNow,
  clientTime,
  countItem,
  dbAs,
  deleteField,
  expectVerdict,
  itemCounterPath,
  itemPath,
  listPath,
  newAlert,
  newClaim,
  newItem,
  newObservation,
  observationIdOf,
  observationPath,
  seed,
  serverTime,
  sharedListScene,
  text,
  useRulesEnvironment,
  type Db,
  type Fields,
} from './support';

const { env } = useRulesEnvironment();
const OTHER_ITEM = 'otherItem1';

/** The shared list in gift mode, with every member's name and a second item. */
function giftScene(gift = true): Record<string, Fields> {
  const scene = sharedListScene();
  return {
    ...scene,
    [listPath()]: { ...scene[listPath()], gift, names: { [OWNER]: 'Olivia', [EDITOR]: 'Eddie', [VIEWER]: 'Vera' } },
    [itemCounterPath()]: { count: 2, lastItemId: OTHER_ITEM },
    [itemPath(SHARED_LIST, OTHER_ITEM)]: newItem(OWNER),
  };
}

/** The gift list with the editor's claim on ITEM. */
const claimedScene = (extra: Fields = {}) => ({ ...giftScene(), [claimPath()]: newClaim(EDITOR, extra) });

const claim = (uid: string, fields: Fields, itemId = ITEM) => dbAs(env(), uid).doc(claimPath(itemId)).set(fields);

/** Resolves with the first snapshot of a listener on the list's claims, or rejects with its error. */
function listenToClaims(db: Db): Promise<number> {
  return new Promise((resolve, reject) => {
    const stop = db.collection(`${listPath()}/claims`).onSnapshot(
      (snapshot) => {
        stop();
        resolve(snapshot.size);
      },
      (error) => {
        stop();
        // assertFails reads the code.
        reject(Object.assign(new Error(error.message), { code: error.code }));
      },
    );
  });
}

describe('lists/{listId}/claims: reading', () => {
  it.each([EDITOR, VIEWER])('%s reads a claim, lists the claims and follows them', async (uid) => {
    await seed(env(), claimedScene());
    const db = dbAs(env(), uid);
    await assertSucceeds(db.doc(claimPath()).get());
    await assertSucceeds(db.collection(`${listPath()}/claims`).get());
    expect(await listenToClaims(db)).toBe(1);
  });

  it('the owner cannot get a claim on their list', async () => {
    await seed(env(), claimedScene());
    await assertFails(dbAs(env(), OWNER).doc(claimPath()).get());
  });

  it('the owner cannot get a claim that does not exist either (no telling claimed from not)', async () => {
    await seed(env(), giftScene());
    await assertFails(dbAs(env(), OWNER).doc(claimPath()).get());
  });

  it('the owner cannot list the claims', async () => {
    await seed(env(), claimedScene());
    await assertFails(dbAs(env(), OWNER).collection(`${listPath()}/claims`).get());
  });

  it('the owner cannot query the claims, whatever the filter', async () => {
    await seed(env(), claimedScene());
    const claims = dbAs(env(), OWNER).collection(`${listPath()}/claims`);
    await assertFails(claims.where('claimedBy', '==', EDITOR).get());
    await assertFails(claims.where('claimedBy', '==', OWNER).get());
    await assertFails(claims.where('status', '==', 'bought').limit(1).get());
  });

  it('the owner cannot follow the claims with a listener', async () => {
    await seed(env(), claimedScene());
    await assertFails(listenToClaims(dbAs(env(), OWNER)));
  });

  it('the owner cannot read the claims through a collection-group query', async () => {
    await seed(env(), claimedScene());
    await assertFails(dbAs(env(), OWNER).collectionGroup('claims').get());
  });

  it.each([
    ['someone outside the list', OUTSIDER],
    ['someone signed out', null],
  ])('%s cannot read the claims', async (_what, uid) => {
    await seed(env(), claimedScene());
    await assertFails(dbAs(env(), uid).doc(claimPath()).get());
    await assertFails(dbAs(env(), uid).collection(`${listPath()}/claims`).get());
  });

  it('a member who left can no longer read the claims', async () => {
    await seed(env(), claimedScene());
    await assertSucceeds(
      dbAs(env(), VIEWER).doc(listPath()).update({
        memberIds: arrayRemove(VIEWER),
        [`roles.${VIEWER}`]: deleteField(),
        [`names.${VIEWER}`]: deleteField(),
      }),
    );
    await assertFails(dbAs(env(), VIEWER).doc(claimPath()).get());
  });
});

describe('lists/{listId}/claims: claiming', () => {
  it.each([
    [EDITOR, 'Eddie'],
    [VIEWER, 'Vera'],
  ])('%s claims an item of a gift list in their own name', async (uid, name) => {
    await seed(env(), giftScene());
    await assertSucceeds(claim(uid, newClaim(uid, { claimerName: name })));
  });

  it('a claim already bought is accepted, and one without a name when the list has none for the claimer', async () => {
    await seed(env(), giftScene());
    await assertSucceeds(claim(EDITOR, newClaim(EDITOR, { status: 'bought' })));
    const scene = giftScene();
    await seed(env(), { [listPath()]: { ...scene[listPath()], names: { [OWNER]: 'Olivia' } } });
    await assertSucceeds(claim(VIEWER, newClaim(VIEWER, { claimerName: null }), OTHER_ITEM));
  });

  it.each([
    ['another member’s name (the editor’s)', 'Eddie'],
    ['the owner’s name', 'Olivia'],
    ['a name that is nobody’s in the list', 'Santa'],
    ['no name, though the list has theirs', null],
  ])('a claim under %s is refused (claimerName is the claimer’s name in the list)', async (_what, claimerName) => {
    await seed(env(), giftScene());
    await assertFails(claim(VIEWER, newClaim(VIEWER, { claimerName })));
  });

  it('the owner cannot claim an item of their own list', async () => {
    await seed(env(), giftScene());
    await assertFails(claim(OWNER, newClaim(OWNER)));
  });

  it('someone outside the list cannot claim', async () => {
    await seed(env(), giftScene());
    await assertFails(claim(OUTSIDER, newClaim(OUTSIDER)));
  });

  it('an item of a list that is not in gift mode cannot be claimed', async () => {
    await seed(env(), giftScene(false));
    await assertFails(claim(EDITOR, newClaim(EDITOR)));
  });

  it('an item of a list from before gift mode (no gift field) cannot be claimed', async () => {
    await seed(env(), sharedListScene());
    await assertFails(claim(EDITOR, newClaim(EDITOR)));
  });

  it('an item that does not exist cannot be claimed', async () => {
    await seed(env(), giftScene());
    await assertFails(claim(EDITOR, newClaim(EDITOR), 'noSuchItem'));
  });

  it.each([
    ['in someone else’s name', { claimedBy: VIEWER }],
    ['in the owner’s name', { claimedBy: OWNER }],
    ['with status wanted', { status: 'wanted' }],
    ['with an unknown status', { status: 'maybe' }],
    ['with an empty name', { claimerName: '' }],
    ['with a name of 51 characters', { claimerName: text(51) }],
    ['with a time the client chose', { updatedAt: clientTime() }],
    ['with an extra field', { note: 'the blue one' }],
  ])('a claim %s is refused', async (_what, fields) => {
    await seed(env(), giftScene());
    await assertFails(claim(EDITOR, newClaim(EDITOR, fields)));
  });

  it('a claim with a name of 50 characters is accepted', async () => {
    const scene = giftScene();
    await seed(env(), { ...scene, [listPath()]: { ...scene[listPath()], names: { [OWNER]: 'Olivia', [EDITOR]: text(50) } } });
    await assertSucceeds(claim(EDITOR, newClaim(EDITOR, { claimerName: text(50) })));
  });
});

describe('lists/{listId}/claims: changing, releasing and taking over', () => {
  const change = (uid: string, fields: Fields) =>
    dbAs(env(), uid).doc(claimPath()).update({ updatedAt: serverTime(), ...fields });

  it('the claimer marks their claim bought, and back', async () => {
    await seed(env(), claimedScene());
    await assertSucceeds(change(EDITOR, { status: 'bought' }));
    await assertSucceeds(change(EDITOR, { status: 'claimed' }));
  });

  it('the claimer cannot hand their claim to someone else', async () => {
    await seed(env(), claimedScene());
    await assertFails(change(EDITOR, { claimedBy: VIEWER }));
  });

  it('the claimer cannot put another member’s name on their claim', async () => {
    await seed(env(), claimedScene());
    await assertFails(change(EDITOR, { status: 'bought', claimerName: 'Vera' }));
  });

  it('the claimer’s change must carry the request time', async () => {
    await seed(env(), claimedScene());
    await assertFails(change(EDITOR, { status: 'bought', updatedAt: clientTime() }));
  });

  it('another member cannot take the claim over', async () => {
    await seed(env(), claimedScene());
    await assertFails(claim(VIEWER, newClaim(VIEWER, { claimerName: 'Vera' })));
  });

  it.each([VIEWER, OWNER])('%s cannot change someone else’s claim', async (uid) => {
    await seed(env(), claimedScene());
    await assertFails(change(uid, { status: 'bought' }));
  });

  it('the claimer releases their claim', async () => {
    await seed(env(), claimedScene());
    await assertSucceeds(dbAs(env(), EDITOR).doc(claimPath()).delete());
  });

  it('a claimer who left the list may still release their claim', async () => {
    await seed(env(), claimedScene());
    await assertSucceeds(
      dbAs(env(), EDITOR).doc(listPath()).update({
        memberIds: arrayRemove(EDITOR),
        [`roles.${EDITOR}`]: deleteField(),
        [`names.${EDITOR}`]: deleteField(),
      }),
    );
    await assertSucceeds(dbAs(env(), EDITOR).doc(claimPath()).delete());
  });

  it.each([VIEWER, OUTSIDER])('%s cannot release someone else’s claim', async (uid) => {
    await seed(env(), claimedScene());
    await assertFails(dbAs(env(), uid).doc(claimPath()).delete());
  });
});

describe('lists/{listId}/claims: the owner deletes them only with the item or the list', () => {
  it('the owner cannot delete a claim on its own (that would tell them it existed)', async () => {
    await seed(env(), claimedScene());
    await assertFails(dbAs(env(), OWNER).doc(claimPath()).delete());
  });

  it('the owner deletes the item, counted, with its claim in one batch', async () => {
    await seed(env(), claimedScene());
    const db = dbAs(env(), OWNER);
    const batch = db.batch();
    batch.delete(db.doc(claimPath()));
    batch.delete(db.doc(itemPath()));
    countItem(db, batch, SHARED_LIST, ITEM, -1);
    await assertSucceeds(batch.commit());
  });

  it('the owner deletes an unclaimed item with its claim id (nothing there) in one batch', async () => {
    await seed(env(), giftScene());
    const db = dbAs(env(), OWNER);
    const batch = db.batch();
    batch.delete(db.doc(claimPath()));
    batch.delete(db.doc(itemPath()));
    await assertSucceeds(batch.commit());
  });

  it('the owner deletes the list, its counter and a claim in the last batch', async () => {
    await seed(env(), claimedScene());
    const db = dbAs(env(), OWNER);
    const batch = db.batch();
    batch.delete(db.doc(claimPath()));
    batch.delete(db.doc(itemCounterPath()));
    batch.delete(db.doc(listPath()));
    await assertSucceeds(batch.commit());
  });

  it('the owner cannot delete a claim together with another item', async () => {
    await seed(env(), claimedScene());
    const db = dbAs(env(), OWNER);
    const batch = db.batch();
    batch.delete(db.doc(claimPath()));
    batch.delete(db.doc(itemPath(SHARED_LIST, OTHER_ITEM)));
    await assertFails(batch.commit());
  });

  it('an editor cannot delete another member’s claim, even with its item', async () => {
    await seed(env(), { ...giftScene(), [claimPath()]: newClaim(VIEWER) });
    const db = dbAs(env(), EDITOR);
    const batch = db.batch();
    batch.delete(db.doc(claimPath()));
    batch.delete(db.doc(itemPath()));
    await assertFails(batch.commit());
  });
});

describe('lists/{listId}/items: on a gift list the status stays wanted', () => {
  const change = (uid: string, fields: Fields) =>
    dbAs(env(), uid).doc(itemPath()).update({ updatedAt: serverTime(), ...fields });

  function add(uid: string, fields: Fields) {
    const db = dbAs(env(), uid);
    const batch = db.batch();
    batch.set(db.doc(itemPath(SHARED_LIST, 'newItem1')), fields);
    countItem(db, batch, SHARED_LIST, 'newItem1', 1);
    return batch.commit();
  }

  it.each([
    ['the owner', OWNER, 'claimed'],
    ['the owner', OWNER, 'bought'],
    ['an editor', EDITOR, 'claimed'],
    ['an editor', EDITOR, 'bought'],
  ])('%s cannot set an item’s status to %s', async (_who, uid, status) => {
    await seed(env(), giftScene());
    await assertFails(change(uid, { status }));
  });

  it('outside gift mode an editor marks an item bought', async () => {
    await seed(env(), giftScene(false));
    await assertSucceeds(change(EDITOR, { status: 'bought' }));
  });

  it('an item marked bought before gift mode keeps it, may go back to wanted, and its note still changes', async () => {
    await seed(env(), { ...giftScene(), [itemPath()]: newItem(OWNER, { status: 'bought' }) });
    await assertSucceeds(change(EDITOR, { note: 'the blue one' }));
    await assertFails(change(EDITOR, { status: 'claimed' }));
    await assertSucceeds(change(EDITOR, { status: 'wanted' }));
  });

  it('turning gift mode on and marking an item bought in one batch is refused', async () => {
    await seed(env(), giftScene(false));
    const db = dbAs(env(), OWNER);
    const batch = db.batch();
    batch.update(db.doc(listPath()), { gift: true, updatedAt: serverTime() });
    batch.update(db.doc(itemPath()), { status: 'bought', updatedAt: serverTime() });
    await assertFails(batch.commit());
  });

  it('an item added to a gift list is wanted', async () => {
    await seed(env(), giftScene());
    await assertSucceeds(add(EDITOR, newItem(EDITOR)));
    await assertFails(add(OWNER, newItem(OWNER, { status: 'claimed' })));
  });

  it('a viewer still cannot change an item’s status or note on a gift list', async () => {
    await seed(env(), giftScene());
    await assertFails(change(VIEWER, { status: 'wanted', note: 'x' }));
    await assertFails(change(VIEWER, { note: 'x' }));
  });

  it('an editor’s change point on a full trend with the status back to wanted stays within the rules’ budget', async () => {
    const fullTrend = Array.from({ length: 8 }, (_, index) => ({ at: clientTime(), amount: 300 + index, availability: 'in-stock' }));
    const lastCheck = { at: clientTime(), outcome: 'ok', source: 'recheck', observerId: OWNER };
    await seed(env(), { ...giftScene(), [itemPath()]: newItem(OWNER, { status: 'bought', lastCheck, trend: fullTrend }) });
    const db = dbAs(env(), EDITOR);
    const batch = db.batch();
    batch.set(db.doc(observationPath(observationIdOf(EDITOR))), newObservation(EDITOR, { amount: 250 }));
    batch.update(db.doc(itemPath()), {
      status: 'wanted',
      price: 250,
      observerId: EDITOR,
      observationHour: observationIdOf(EDITOR),
      lastCheck: { at: serverTime(), outcome: 'ok', source: 'visit', observerId: EDITOR },
      trend: [...fullTrend.slice(1), { at: clientNow(), amount: 250, availability: 'in-stock' }],
      updatedAt: serverTime(),
    });
    await assertSucceeds(batch.commit());
  });

  it('an item in another list that is not in gift mode is not affected', async () => {
    await seed(env(), { ...giftScene(), [itemPath(EDITORS_LIST)]: newItem(EDITOR) });
    await assertSucceeds(dbAs(env(), EDITOR).doc(itemPath(EDITORS_LIST)).update({ status: 'claimed', updatedAt: serverTime() }));
  });
});

describe('users/{uid}/alerts: list activity', () => {
  const activityAlert = (activity: unknown, extra: Fields = {}) =>
    newAlert({
      kind: 'list-activity',
      rule: null,
      previousPrice: null,
      price: null,
      currency: null,
      availability: 'unknown',
      source: null,
      method: null,
      confidence: null,
      observerId: EDITOR,
      activity,
      ...extra,
    });
  const create = (fields: Fields) => dbAs(env(), OWNER).doc(alertPath()).set(fields);
  const valid = { verb: 'added', actorName: 'Eddie', listName: 'Family gifts' };

  it.each([
    ['another member added an item', 'accepted', valid],
    ['a claim', 'accepted', { ...valid, verb: 'claimed' }],
    ['a purchase, by someone without a name', 'accepted', { ...valid, verb: 'bought', actorName: null }],
    ['an unknown verb', 'refused', { ...valid, verb: 'removed' }],
    ['an empty actor name', 'refused', { ...valid, actorName: '' }],
    ['an actor name of 51 characters', 'refused', { ...valid, actorName: text(51) }],
    ['a list name of 80 characters', 'accepted', { ...valid, listName: text(80) }],
    ['a list name of 81 characters', 'refused', { ...valid, listName: text(81) }],
    ['no list name', 'refused', { verb: 'added', actorName: 'Eddie' }],
    ['an extra key', 'refused', { ...valid, itemName: 'Lego' }],
    ['text instead of a map', 'refused', 'Eddie added Lego'],
  ] as const)('a list-activity alert for %s is %s', async (_what, verdict, activity) => {
    await expectVerdict(create(activityAlert(activity)), verdict);
  });

  it('a list-activity alert without activity (from before sharing) is still accepted', async () => {
    const { activity: _activity, ...fields } = activityAlert(valid);
    await assertSucceeds(create(fields));
  });

  it('a price alert cannot carry activity', async () => {
    await assertFails(create(newAlert({ activity: valid })));
  });

  it('activity cannot be added or changed afterwards', async () => {
    await seed(env(), { [alertPath()]: activityAlert(valid, { createdAt: serverTime() }) });
    await assertFails(dbAs(env(), OWNER).doc(alertPath()).update({ 'activity.verb': 'bought' }));
    await assertSucceeds(dbAs(env(), OWNER).doc(alertPath()).update({ seen: true }));
  });
});

describe('users/{uid}/alertRules: a list’s activity switch', () => {
  const write = (docId: string, fields: Fields) => dbAs(env(), OWNER).doc(alertRulesPath(docId)).set(fields);

  it.each([
    ['activity off', 'accepted', { activity: false }],
    ['activity on', 'accepted', { activity: true }],
    ['activity off with a drop rule', 'accepted', { activity: false, dropBasisPoints: 500 }],
    ['activity as text', 'refused', { activity: 'off' }],
    ['activity null', 'refused', { activity: null }],
  ] as const)('a list’s rules with %s are %s', async (_what, verdict, fields) => {
    await expectVerdict(write(SHARED_LIST, { listId: SHARED_LIST, itemId: null, ...fields }), verdict);
  });

  it('an item’s rules cannot carry activity (it is the list’s)', async () => {
    await assertFails(write(`${SHARED_LIST}-${ITEM}`, { listId: SHARED_LIST, itemId: ITEM, activity: false }));
  });
});

describe('the claimer’s own price alerts (users/{uid}/alertRules)', () => {
  const itemDoc = `${SHARED_LIST}-${ITEM}`;
  const rules = { listId: SHARED_LIST, itemId: ITEM, target: 299.99, backInStock: true };

  it('a viewer who claimed an item sets, changes and removes their own alert rules for it', async () => {
    await seed(env(), { ...giftScene(), [claimPath()]: newClaim(VIEWER) });
    const own = dbAs(env(), VIEWER).doc(alertRulesPath(itemDoc, VIEWER));
    await assertSucceeds(own.set(rules));
    await assertSucceeds(own.set({ ...rules, target: null }));
    await assertSucceeds(own.delete());
  });

  it('the owner cannot read them (they would tell who claimed what), nor can the viewer write the owner’s', async () => {
    await seed(env(), { ...giftScene(), [claimPath()]: newClaim(VIEWER), [alertRulesPath(itemDoc, VIEWER)]: rules });
    await assertFails(dbAs(env(), OWNER).doc(alertRulesPath(itemDoc, VIEWER)).get());
    await assertFails(dbAs(env(), OWNER).collection(`users/${VIEWER}/alertRules`).get());
    await assertFails(dbAs(env(), VIEWER).doc(alertRulesPath(itemDoc, OWNER)).set(rules));
  });
});
