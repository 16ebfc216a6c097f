/**
 * The requests the rules budget measures (budget.test.ts): every write the worker makes, at its
 * largest legitimate size, and the refused variants an attacker would try, each with the scene
 * it runs in.
 */
import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import {
  CODE,
  EDITOR,
  EDITORS_LIST,
  FORMER_MEMBER,
  ITEM,
  JOINER,
  JOINER_EMAIL,
  OUTSIDER,
  OWNER,
  SHARED_LIST,
  VIEWER,
  arrayRemove,
  arrayUnion,
  claimPath,
  clientNow,
  countItem,
  dbAs,
  deleteField,
  increment,
  invitePath,
  itemCounterPath,
  joinPath,
  itemPath,
  listPath,
  newClaim,
  newInvite,
  newItem,
  newObservation,
  observationIdOf,
  observationPath,
  serverTime,
  sharedListScene,
  storedInvite,
  text,
  timestampAt,
  urlOfSize,
  type Fields,
} from './support';

const NEW_ITEM = 'newItem42';
/** The longest host name, 253 characters (labels of 63, 63, 63 and 61): the largest item's store. */
const LONGEST_STORE = [text(63, 'a'), text(63, 'b'), text(63, 'c'), text(61, 'd')].join('.');
/** An address of 2,048 characters on that store (the rules tie an item's address to its store). */
const LONGEST_URL = `https://${LONGEST_STORE}/p/`.padEnd(2048, 'a');

/** An item with every field at its limit and a full trend, as the largest the worker stores. */
function largestItem(addedBy: string, extra: Fields = {}): Fields {
  return newItem(addedBy, {
    name: text(300),
    brand: text(200),
    image: urlOfSize(2048),
    url: LONGEST_URL,
    productKey: text(2048),
    store: LONGEST_STORE,
    sku: text(100),
    gtin: '12345678901234',
    note: text(1000),
    quantity: 99,
    ...extra,
  });
}

const TREND_START = Date.UTC(2026, 2, 1);
const fullTrend = (): Fields[] => Array.from({ length: 8 }, (_, i) => ({ at: timestampAt(TREND_START + i * 86_400_000), amount: 300 + i, availability: 'in-stock' }));
const checkedBy = (uid: string): Fields => ({
  lastCheck: { at: timestampAt(TREND_START + 7 * 86_400_000), outcome: 'ok', source: 'recheck', observerId: uid },
  trend: fullTrend(),
});

/** Fifty members: the owner, the editor, the viewer and 47 more viewers, each with a name. */
/** A member's name of 50 characters, each their own (the rules refuse a name another member has). */
const longestNameOf = (uid: string) => `${uid} `.padEnd(50, 'x');

function fullListScene(): Record<string, Fields> {
  const others = Array.from({ length: 47 }, (_, i) => `member${i}`);
  const memberIds = [OWNER, EDITOR, VIEWER, ...others];
  const roles: Fields = { [OWNER]: 'owner', [EDITOR]: 'editor', [VIEWER]: 'viewer' };
  const names: Fields = {};
  for (const uid of memberIds) names[uid] = longestNameOf(uid);
  for (const uid of others) roles[uid] = 'viewer';
  const scene = sharedListScene();
  return {
    ...scene,
    [listPath()]: { ...scene[listPath()], memberIds, roles, names, gift: true },
    [itemPath()]: largestItem(OWNER, checkedBy(OWNER)),
  };
}

/** The full list less one viewer, so someone can join it. */
function joinableScene(invite: Fields = storedInvite({ role: 'editor', maxUses: 49 })): Record<string, Fields> {
  const scene = fullListScene();
  const list = scene[listPath()] as { memberIds: string[]; roles: Fields; names: Fields };
  const memberIds = list.memberIds.slice(0, 49);
  const left = list.memberIds[49] ?? '';
  const { [left]: _role, ...roles } = list.roles;
  const { [left]: _name, ...names } = list.names;
  return { ...scene, [listPath()]: { ...list, memberIds, roles, names }, [invitePath()]: invite };
}

/** The full list, with a former member's marker (removed: their role is gone, their marker stays). */
function sceneWithFormerMember(): Record<string, Fields> {
  return { ...fullListScene(), [joinPath(FORMER_MEMBER)]: { code: null, since: clientNow() } };
}

const GOOD_HOUR = '2026030109';
const goodObservationId = observationIdOf(EDITOR, GOOD_HOUR);

/**
 * "Wrong price": the largest item follows `observer`'s reading of HOUR (the wrong one, the trend's
 * last point); the editor's earlier reading of GOOD_HOUR has the good price, unless `withGood` is false.
 */
function wrongPriceScene(observer: string, withGood = true): Record<string, Fields> {
  const scene: Record<string, Fields> = {
    ...fullListScene(),
    [itemPath()]: largestItem(OWNER, { ...checkedBy(observer), price: 307, observerId: observer, observationHour: observationIdOf(observer) }),
    [observationPath(observationIdOf(observer))]: newObservation(observer, { amount: 307, observedAt: clientNow() }),
  };
  if (withGood) scene[observationPath(goodObservationId)] = newObservation(EDITOR, { amount: 379.99, observedAt: timestampAt(TREND_START) });
  return scene;
}

/** The largest item arrived from the editor's own list (its move under way), its source still there. */
function movedScene(): Record<string, Fields> {
  const scene = fullListScene();
  return {
    ...scene,
    [itemPath()]: { ...(scene[itemPath()] as Fields), movedFrom: `lists/${EDITORS_LIST}/items/${ITEM}` },
    [itemPath(EDITORS_LIST)]: largestItem(EDITOR, checkedBy(OWNER)),
    [itemCounterPath(EDITORS_LIST)]: { count: 1, lastItemId: ITEM },
  };
}

type Request = (env: RulesTestEnvironment) => Promise<unknown>;

function saveLargestItem(uid: string, extra: Fields = {}): Request {
  return (env) => {
    const db = dbAs(env, uid);
    const batch = db.batch();
    batch.set(db.doc(itemPath(SHARED_LIST, NEW_ITEM)), largestItem(uid, { trend: [], lastCheck: null, ...extra }));
    countItem(db, batch, SHARED_LIST, NEW_ITEM, 1);
    return batch.commit();
  };
}

/** A save that read its page, as its first check (#28): the item, the saver's observation and the counter. */
function saveLargestItemWithFirstCheck(uid: string, observation: Fields = {}): Request {
  return (env) => {
    const db = dbAs(env, uid);
    const batch = db.batch();
    const hour = observationIdOf(uid);
    batch.set(db.doc(itemPath(SHARED_LIST, NEW_ITEM)), largestItem(uid, {
      observationHour: hour,
      lastCheck: { at: serverTime(), outcome: 'ok', source: 'visit', observerId: uid },
      trend: [{ at: clientNow(), amount: 379.99, availability: 'in-stock' }],
    }));
    batch.set(db.doc(observationPath(hour, SHARED_LIST, NEW_ITEM)), newObservation(uid, { amount: 379.99, ...observation }));
    countItem(db, batch, SHARED_LIST, NEW_ITEM, 1);
    return batch.commit();
  };
}

function changePoint(uid: string, itemChanges: Fields = {}): Request {
  return (env) => {
    const db = dbAs(env, uid);
    const batch = db.batch();
    batch.set(db.doc(observationPath(observationIdOf(uid))), newObservation(uid, { amount: 299.99 }));
    batch.update(db.doc(itemPath()), {
      price: 299.99,
      updatedAt: serverTime(),
      observerId: uid,
      observationHour: observationIdOf(uid),
      lastCheck: { at: serverTime(), outcome: 'ok', source: 'visit', observerId: uid },
      trend: [...fullTrend().slice(1), { at: clientNow(), amount: 299.99, availability: 'in-stock' }],
      ...itemChanges,
    });
    return batch.commit();
  };
}

function updateItem(uid: string, fields: Fields): Request {
  return (env) => dbAs(env, uid).doc(itemPath()).update(fields);
}

/** Deletes the observation `observer` made of HOUR and puts the item back as `item` says. */
function putBack(uid: string, observer: string, item: Fields): Request {
  return (env) => {
    const db = dbAs(env, uid);
    const batch = db.batch();
    batch.delete(db.doc(observationPath(observationIdOf(observer))));
    batch.update(db.doc(itemPath()), { updatedAt: serverTime(), trend: fullTrend().slice(0, 7), ...item });
    return batch.commit();
  };
}

const backOnHistory = (uid: string, observer: string, item: Fields = {}) =>
  putBack(uid, observer, { price: 379.99, currency: 'EUR', availability: 'in-stock', observerId: EDITOR, observationHour: goodObservationId, ...item });

/** The largest item moves into the editor's own list: it arrives, counted, with the source's tracking. */
function arriveMoved(uid: string): Request {
  return (env) => {
    const db = dbAs(env, uid);
    const batch = db.batch();
    const source = largestItem(OWNER, checkedBy(OWNER));
    batch.set(db.doc(itemPath(EDITORS_LIST)), { ...source, addedBy: uid, movedFrom: `lists/${SHARED_LIST}/items/${ITEM}` });
    countItem(db, batch, EDITORS_LIST, ITEM, 1);
    return batch.commit();
  };
}

function join(uid: string, token = {}): Request {
  return (env) => {
    const db = dbAs(env, uid, token);
    const batch = db.batch();
    batch.update(db.doc(listPath()), {
      memberIds: arrayUnion(uid),
      [`roles.${uid}`]: 'editor',
      [`names.${uid}`]: text(50),
      joinCode: deleteField(),
      updatedAt: serverTime(),
    });
    batch.set(db.doc(joinPath(uid)), { code: CODE, since: serverTime() });
    batch.update(db.doc(invitePath()), { uses: increment(1) });
    return batch.commit();
  };
}

function deleteObservations(uid: string, count: number): { scene: Record<string, Fields>; request: Request } {
  const hours = Array.from({ length: count }, (_, i) => `20260315${String(i).padStart(2, '0')}`);
  const scene: Record<string, Fields> = { ...fullListScene() };
  for (const hour of hours) scene[observationPath(hour)] = newObservation(OWNER, { observedAt: clientNow() });
  return {
    scene,
    request: (env) => {
      const db = dbAs(env, uid);
      const batch = db.batch();
      for (const hour of hours) batch.delete(db.doc(observationPath(hour)));
      return batch.commit();
    },
  };
}

export interface BudgetCase {
  name: string;
  scene: () => Record<string, Fields>;
  request: Request;
  allowed: boolean;
  /** Documents written: a batch may make 20 document accesses, a single write 10; each document's rules have their own 1,000 expressions. */
  writes: number;
}

const observationDeletion = deleteObservations(EDITOR, 20);
const refusedObservationDeletion = deleteObservations(VIEWER, 20);

export const BUDGET_CASES: BudgetCase[] = [
  { name: 'save an item at every limit (item + counter)', scene: fullListScene, request: saveLargestItem(EDITOR), allowed: true, writes: 2 },
  { name: 'save: refused, a name over its limit', scene: fullListScene, request: saveLargestItem(EDITOR, { name: text(301) }), allowed: false, writes: 2 },
  { name: 'save: refused, by a viewer', scene: fullListScene, request: saveLargestItem(VIEWER), allowed: false, writes: 2 },
  { name: 'save: refused, by a stranger', scene: fullListScene, request: saveLargestItem(OUTSIDER), allowed: false, writes: 2 },
  { name: 'save an item at every limit, its first check (item + observation + counter)', scene: fullListScene, request: saveLargestItemWithFirstCheck(EDITOR), allowed: true, writes: 3 },
  { name: 'save with its first check: refused, another price', scene: fullListScene, request: saveLargestItemWithFirstCheck(EDITOR, { amount: 1 }), allowed: false, writes: 3 },
  { name: 'save with its first check: refused, by a viewer', scene: fullListScene, request: saveLargestItemWithFirstCheck(VIEWER), allowed: false, writes: 3 },
  { name: 'change point on a full trend (observation + item)', scene: fullListScene, request: changePoint(VIEWER), allowed: true, writes: 2 },
  { name: 'change point: refused, a price nobody saw', scene: fullListScene, request: changePoint(VIEWER, { price: 1 }), allowed: false, writes: 2 },
  { name: 'change point: refused, by a stranger', scene: fullListScene, request: changePoint(OUTSIDER), allowed: false, writes: 2 },
  {
    name: 'heartbeat',
    scene: fullListScene,
    request: (env) => dbAs(env, VIEWER).doc(itemPath()).update({ lastCheck: { at: serverTime(), outcome: 'ok', source: 'visit', observerId: VIEWER } }),
    allowed: true,
    writes: 1,
  },
  {
    name: 'first change point of an item never checked (observation + item)',
    scene: () => ({ ...fullListScene(), [itemPath()]: largestItem(OWNER) }),
    request: changePoint(VIEWER, { trend: [{ at: clientNow(), amount: 299.99, availability: 'in-stock' }] }),
    allowed: true,
    writes: 2,
  },
  { name: 'change point: refused, by a former member', scene: sceneWithFormerMember, request: changePoint(FORMER_MEMBER), allowed: false, writes: 2 },
  { name: 'change point: refused, the trend kept', scene: fullListScene, request: changePoint(VIEWER, { trend: fullTrend() }), allowed: false, writes: 2 },
  {
    name: 'change point: refused, without its observation',
    scene: fullListScene,
    request: updateItem(VIEWER, { price: 1, observerId: VIEWER, observationHour: observationIdOf(VIEWER), updatedAt: serverTime() }),
    allowed: false,
    writes: 1,
  },
  {
    name: 'change point: refused, following another member’s observation',
    scene: () => ({ ...fullListScene(), [observationPath(observationIdOf(OWNER))]: newObservation(OWNER, { amount: 1, observedAt: clientNow() }) }),
    request: updateItem(VIEWER, {
      price: 1,
      observerId: VIEWER,
      observationHour: observationIdOf(OWNER),
      lastCheck: { at: serverTime(), outcome: 'ok', source: 'visit', observerId: VIEWER },
      trend: [...fullTrend().slice(1), { at: clientNow(), amount: 1, availability: 'in-stock' }],
      updatedAt: serverTime(),
    }),
    allowed: false,
    writes: 1,
  },
  {
    name: 'heartbeat: refused, in another member’s name',
    scene: fullListScene,
    request: (env) => dbAs(env, VIEWER).doc(itemPath()).update({ lastCheck: { at: serverTime(), outcome: 'ok', source: 'visit', observerId: OWNER } }),
    allowed: false,
    writes: 1,
  },
  {
    name: 'heartbeat: refused, by a stranger',
    scene: fullListScene,
    request: updateItem(OUTSIDER, { lastCheck: { at: serverTime(), outcome: 'ok', source: 'visit', observerId: OUTSIDER } }),
    allowed: false,
    writes: 1,
  },
  {
    name: 'confirmation (an observation alone)',
    scene: fullListScene,
    request: (env) => dbAs(env, VIEWER).doc(observationPath(observationIdOf(VIEWER))).set(newObservation(VIEWER)),
    allowed: true,
    writes: 1,
  },
  {
    name: 'note at its limit on the largest item',
    scene: fullListScene,
    request: (env) => dbAs(env, EDITOR).doc(itemPath()).update({ note: text(1000, 'y'), updatedAt: serverTime() }),
    allowed: true,
    writes: 1,
  },
  {
    name: 'note: refused, by a viewer',
    scene: fullListScene,
    request: (env) => dbAs(env, VIEWER).doc(itemPath()).update({ note: 'mine now', updatedAt: serverTime() }),
    allowed: false,
    writes: 1,
  },
  {
    name: 'note: refused, over its limit',
    scene: fullListScene,
    request: (env) => dbAs(env, EDITOR).doc(itemPath()).update({ note: text(1001), updatedAt: serverTime() }),
    allowed: false,
    writes: 1,
  },
  { name: 'viewer: refused, renaming the item', scene: fullListScene, request: updateItem(VIEWER, { name: 'Mine now', updatedAt: serverTime() }), allowed: false, writes: 1 },
  { name: 'viewer: refused, a price alone', scene: fullListScene, request: updateItem(VIEWER, { price: 1, updatedAt: serverTime() }), allowed: false, writes: 1 },
  { name: 'stranger: refused, the note', scene: fullListScene, request: updateItem(OUTSIDER, { note: 'hello', updatedAt: serverTime() }), allowed: false, writes: 1 },
  { name: 'former member: refused, the status', scene: sceneWithFormerMember, request: updateItem(FORMER_MEMBER, { status: 'wanted', quantity: 2, updatedAt: serverTime() }), allowed: false, writes: 1 },
  { name: 'owner: refused, status claimed on a gift list', scene: fullListScene, request: updateItem(OWNER, { status: 'claimed', updatedAt: serverTime() }), allowed: false, writes: 1 },
  { name: 'wrong price: back on the history (observation + item)', scene: () => wrongPriceScene(VIEWER), request: backOnHistory(EDITOR, VIEWER), allowed: true, writes: 2 },
  { name: 'wrong price: refused, a viewer on another’s observation', scene: () => wrongPriceScene(OWNER), request: backOnHistory(VIEWER, OWNER), allowed: false, writes: 2 },
  { name: 'wrong price: refused, another price', scene: () => wrongPriceScene(VIEWER), request: backOnHistory(EDITOR, VIEWER, { price: 1 }), allowed: false, writes: 2 },
  {
    name: 'wrong price: back on the trend (observation + item)',
    scene: () => wrongPriceScene(VIEWER, false),
    request: putBack(OWNER, VIEWER, { price: 306, availability: 'in-stock', observerId: OWNER, observationHour: null }),
    allowed: true,
    writes: 2,
  },
  { name: 'a moved item arrives (item + counter)', scene: fullListScene, request: arriveMoved(EDITOR), allowed: true, writes: 2 },
  {
    name: 'a move completes (source + its counter + marker)',
    scene: movedScene,
    request: (env) => {
      const db = dbAs(env, EDITOR);
      const batch = db.batch();
      batch.delete(db.doc(itemPath(EDITORS_LIST)));
      countItem(db, batch, EDITORS_LIST, ITEM, -1);
      batch.update(db.doc(itemPath()), { movedFrom: deleteField() });
      return batch.commit();
    },
    allowed: true,
    writes: 3,
  },
  { name: 'a move: refused, completed with its source still there', scene: movedScene, request: updateItem(EDITOR, { movedFrom: deleteField() }), allowed: false, writes: 1 },
  {
    name: 'the owner removes an item (item + its claim + counter)',
    scene: () => ({ ...fullListScene(), [claimPath()]: newClaim(VIEWER, { claimerName: longestNameOf(VIEWER), updatedAt: clientNow() }) }),
    request: (env) => {
      const db = dbAs(env, OWNER);
      const batch = db.batch();
      batch.delete(db.doc(itemPath()));
      batch.delete(db.doc(claimPath()));
      countItem(db, batch, SHARED_LIST, ITEM, -1);
      return batch.commit();
    },
    allowed: true,
    writes: 3,
  },
  {
    name: 'remove an item: refused, by a viewer',
    scene: fullListScene,
    request: (env) => {
      const db = dbAs(env, VIEWER);
      const batch = db.batch();
      batch.delete(db.doc(itemPath()));
      countItem(db, batch, SHARED_LIST, ITEM, -1);
      return batch.commit();
    },
    allowed: false,
    writes: 2,
  },
  {
    name: 'observation: refused, a client time outside a move',
    scene: fullListScene,
    request: (env) => dbAs(env, VIEWER).doc(observationPath(observationIdOf(VIEWER))).set(newObservation(VIEWER, { observedAt: clientNow() })),
    allowed: false,
    writes: 1,
  },
  {
    name: 'owner removes a member of a 50-member list (list + marker)',
    scene: fullListScene,
    request: (env) => {
      const db = dbAs(env, OWNER);
      const batch = db.batch();
      batch.update(db.doc(listPath()), { memberIds: arrayRemove(VIEWER), [`roles.${VIEWER}`]: deleteField(), [`names.${VIEWER}`]: deleteField(), updatedAt: serverTime() });
      batch.set(db.doc(joinPath(VIEWER)), { code: null, since: serverTime() });
      return batch.commit();
    },
    allowed: true,
    writes: 2,
  },
  {
    name: 'owner: refused, adding a member',
    scene: () => joinableScene(),
    request: (env) => dbAs(env, OWNER).doc(listPath()).update({ memberIds: arrayUnion(JOINER), [`roles.${JOINER}`]: 'viewer', updatedAt: serverTime() }),
    allowed: false,
    writes: 1,
  },
  {
    name: 'a member leaves a 50-member list',
    scene: fullListScene,
    request: (env) => dbAs(env, VIEWER).doc(listPath()).update({ memberIds: arrayRemove(VIEWER), [`roles.${VIEWER}`]: deleteField(), [`names.${VIEWER}`]: deleteField() }),
    allowed: true,
    writes: 1,
  },
  {
    name: 'list: refused, a viewer renaming it',
    scene: fullListScene,
    request: (env) => dbAs(env, VIEWER).doc(listPath()).update({ name: 'Mine', updatedAt: serverTime() }),
    allowed: false,
    writes: 1,
  },
  {
    name: 'list: refused, a former member adding themselves back',
    scene: sceneWithFormerMember,
    request: (env) => dbAs(env, FORMER_MEMBER).doc(listPath()).update({ memberIds: arrayUnion(FORMER_MEMBER), [`roles.${FORMER_MEMBER}`]: 'editor', [`names.${FORMER_MEMBER}`]: 'Frank', updatedAt: serverTime() }),
    allowed: false,
    writes: 1,
  },
  { name: 'join a list of 49 (list + marker + invite)', scene: () => joinableScene(), request: join(JOINER), allowed: true, writes: 3 },
  { name: 'join: refused, an expired invite', scene: () => joinableScene(storedInvite({ expiresAt: clientNow() })), request: join(JOINER), allowed: false, writes: 3 },
  { name: 'join: refused, a member joining again', scene: () => joinableScene(), request: join(VIEWER), allowed: false, writes: 3 },
  {
    name: 'delete 20 observations (a deletion batch)',
    scene: () => observationDeletion.scene,
    request: observationDeletion.request,
    allowed: true,
    writes: 20,
  },
  { name: 'deletion batch: refused, a viewer’s of others’', scene: () => refusedObservationDeletion.scene, request: refusedObservationDeletion.request, allowed: false, writes: 20 },
  {
    name: 'claim a gift',
    scene: fullListScene,
    request: (env) => dbAs(env, VIEWER).doc(claimPath()).set(newClaim(VIEWER, { claimerName: longestNameOf(VIEWER) })),
    allowed: true,
    writes: 1,
  },
  {
    name: 'claim: refused, the owner',
    scene: fullListScene,
    request: (env) => dbAs(env, OWNER).doc(claimPath()).set(newClaim(OWNER, { claimerName: text(50) })),
    allowed: false,
    writes: 1,
  },
  {
    name: 'claim: refused, under another member’s name',
    scene: () => ({ ...fullListScene(), [listPath()]: { ...fullListScene()[listPath()], names: { [VIEWER]: 'Vera', [EDITOR]: 'Eddie' } } }),
    request: (env) => dbAs(env, VIEWER).doc(claimPath()).set(newClaim(VIEWER, { claimerName: 'Eddie' })),
    allowed: false,
    writes: 1,
  },
  {
    name: 'observation: refused, replacing another member’s',
    scene: () => ({ ...fullListScene(), [observationPath(observationIdOf(OWNER))]: newObservation(OWNER, { observedAt: clientNow() }) }),
    request: (env) => dbAs(env, VIEWER).doc(observationPath(observationIdOf(OWNER))).set(newObservation(VIEWER)),
    allowed: false,
    writes: 1,
  },
  {
    name: 'create an invite for a 50-member list',
    scene: fullListScene,
    request: (env) => dbAs(env, OWNER).doc(invitePath()).set(newInvite({ listName: text(80), ownerName: text(50), maxUses: 49 })),
    allowed: true,
    writes: 1,
  },
  {
    name: 'invite: refused, by a member not the owner',
    scene: fullListScene,
    request: (env) => dbAs(env, EDITOR).doc(invitePath()).set(newInvite({ ownerId: EDITOR })),
    allowed: false,
    writes: 1,
  },
  {
    name: 'invites addressed to a verified email (a query)',
    scene: () => ({ ...fullListScene(), [invitePath('emailInvite000000001')]: storedInvite({ email: JOINER_EMAIL }) }),
    request: (env) => dbAs(env, JOINER, { email: JOINER_EMAIL, email_verified: true }).collection('invites').where('email', '==', JOINER_EMAIL).get(),
    allowed: true,
    writes: 1,
  },
];
