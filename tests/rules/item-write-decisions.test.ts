/**
 * Every decision the rules make on a generated set of item writes, compared with the decisions
 * recorded in item-write-decisions.txt: the rules' item statements are restructured for their
 * budget (docs/data-model.md, "The rules budget"), and a restructuring must change no decision.
 * The table was recorded from the rules before the restructuring; a rule change that means to
 * change a decision re-records it (`node scripts/test-rules.mjs item-write-decisions -u`), and the
 * table's diff shows every decision it changed.
 *
 * Each write runs as each of six people: the owner, an editor, a viewer, a signed-in stranger, a
 * former member (removed: their join marker is there, their role is not) and someone signed out.
 * The writes: every item field (and an unknown one) changed to a valid value, to an invalid one,
 * without `updatedAt`, and deleted; then every kind of item write the worker makes, each with the
 * variants an attacker would try. Every write has an item of its own, so they run side by side.
 */
import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { describe, expect, it } from 'vitest';
import {
  EDITOR,
  EDITORS_LIST,
  FORMER_MEMBER,
  HOUR,
  OUTSIDER,
  OWNER,
  SHARED_LIST,
  VIEWER,
  clientNow,
  clientTime,
  dbAs,
  deleteField,
  hourIdBefore,
  increment,
  itemCounterPath,
  itemPath,
  joinPath,
  listPath,
  newItem,
  newList,
  newObservation,
  seed,
  serverTime,
  sharedListScene,
  text,
  timestampAt,
  useRulesEnvironment,
  type Db,
  type Fields,
} from './support';

const { env } = useRulesEnvironment();

const SIGNED_OUT = null;
const PEOPLE = [
  ['owner', OWNER],
  ['editor', EDITOR],
  ['viewer', VIEWER],
  ['stranger', OUTSIDER],
  ['former member', FORMER_MEMBER],
  ['signed out', SIGNED_OUT],
] as const;
type Uid = (typeof PEOPLE)[number][1];

const GIFT_LIST = 'giftList';
/** The hour the item's price follows, an earlier one with a good price, and the hour of a new reading. */
const FOLLOWED_HOUR = hourIdBefore(6 + 28);
const GOOD_HOUR = hourIdBefore(6 + 53);
const NEW_HOUR = HOUR;
const EARLIER_HOUR = hourIdBefore(6 + 78);
const observationId = (uid: string | null, hour = NEW_HOUR) => `${hour}_${uid ?? 'nobody'}`;
const observationDoc = (itemId: string, id: string, listId = SHARED_LIST) => `${itemPath(listId, itemId)}/observations/${id}`;

const goodPoint = { at: timestampAt(Date.UTC(2026, 2, 13, 9, 20)), amount: 379.99, availability: 'in-stock' };
const followedPoint = { at: timestampAt(Date.UTC(2026, 2, 14, 10, 5)), amount: 3.79, availability: 'in-stock' };
const newPoint = (amount: number | null = 299.99, availability = 'in-stock') => ({ at: clientNow(), amount, availability });

/** An item checked before, whose price follows the owner's observation of FOLLOWED_HOUR (stored with it). */
function checkedItem(extra: Fields = {}): Fields {
  return newItem(OWNER, {
    price: 3.79,
    observerId: OWNER,
    observationHour: observationId(OWNER, FOLLOWED_HOUR),
    lastCheck: { at: followedPoint.at, outcome: 'ok', source: 'recheck', observerId: OWNER },
    trend: [goodPoint, followedPoint],
    ...extra,
  });
}

function checkedItemScene(itemId: string, extra: Fields = {}, followedObserver = OWNER): Record<string, Fields> {
  return {
    [itemPath(SHARED_LIST, itemId)]: checkedItem({ observerId: followedObserver, observationHour: observationId(followedObserver, FOLLOWED_HOUR), ...extra }),
    [observationDoc(itemId, observationId(followedObserver, FOLLOWED_HOUR))]: newObservation(followedObserver, { amount: 3.79, observedAt: followedPoint.at }),
  };
}

interface Write {
  name: string;
  /** Documents the write needs besides the lists: its item, observations, a source item. */
  scene: (itemId: string, uid: Uid) => Record<string, Fields>;
  request: (db: Db, itemId: string, uid: Uid) => Promise<unknown>;
  /** Steps an item counter, so it runs alone (each step is judged against the counter as it was). */
  counts?: boolean;
}

const me = (uid: Uid) => uid ?? 'nobody';
const someoneElse = (uid: Uid) => (uid === OWNER ? EDITOR : OWNER);

/** A value of each item field that a member could write, and one no rule accepts. */
const FIELD_VALUES: Record<string, { valid: (uid: Uid, itemId: string) => unknown; invalid: unknown }> = {
  name: { valid: () => 'Another name', invalid: text(301) },
  brand: { valid: () => 'Another brand', invalid: 42 },
  image: { valid: () => 'https://shop.example/img/other.jpg', invalid: 'javascript:alert(1)' },
  url: { valid: () => 'https://shop.example/p/other', invalid: 'https://shop.example/p/\r\nx' },
  productKey: { valid: () => 'shop.example/p/other', invalid: '' },
  store: { valid: () => 'other.example', invalid: text(254) },
  price: { valid: () => 1.23, invalid: -1 },
  currency: { valid: () => 'USD', invalid: 'usd' },
  listPrice: { valid: () => 500, invalid: 'expensive' },
  savedPrice: { valid: () => 100, invalid: 0 },
  availability: { valid: () => 'out-of-stock', invalid: 'gone' },
  observerId: { valid: (uid) => me(uid), invalid: '' },
  observationHour: { valid: (uid) => observationId(uid), invalid: 'yesterday' },
  sku: { valid: () => 'SKU-2', invalid: text(101) },
  gtin: { valid: () => '12345678', invalid: 'not digits' },
  method: { valid: () => 'microdata', invalid: 'guess' },
  confidence: { valid: () => 0.5, invalid: 2 },
  note: { valid: () => 'a note', invalid: text(1001) },
  quantity: { valid: () => 2, invalid: 100 },
  status: { valid: () => 'bought', invalid: 'stolen' },
  addedBy: { valid: (uid) => me(uid), invalid: 7 },
  addedAt: { valid: () => serverTime(), invalid: clientTime() },
  updatedAt: { valid: () => serverTime(), invalid: clientTime() },
  lastCheck: { valid: (uid) => ({ at: serverTime(), outcome: 'ok', source: 'visit', observerId: me(uid) }), invalid: { at: serverTime(), outcome: 'ok', source: 'visit', observerId: OWNER, extra: 1 } },
  trend: { valid: () => [goodPoint, followedPoint, newPoint()], invalid: 'up' },
  movedFrom: { valid: (_uid, itemId) => `lists/${EDITORS_LIST}/items/${itemId}`, invalid: 5 },
  unknownField: { valid: () => 'anything', invalid: null },
};

const update = (db: Db, itemId: string, fields: Fields, listId = SHARED_LIST) => db.doc(itemPath(listId, itemId)).update(fields);

function fieldWrites(): Write[] {
  return Object.entries(FIELD_VALUES).flatMap(([field, values]) => {
    const scene = (itemId: string) => checkedItemScene(itemId);
    const withTime = (value: unknown): Fields => (field === 'updatedAt' ? { updatedAt: value } : { [field]: value, updatedAt: serverTime() });
    return [
      { name: `${field}: a valid value, with updatedAt`, scene, request: (db, itemId, uid) => update(db, itemId, withTime(values.valid(uid, itemId))) },
      { name: `${field}: an invalid value, with updatedAt`, scene, request: (db, itemId) => update(db, itemId, withTime(values.invalid)) },
      { name: `${field}: a valid value alone`, scene, request: (db, itemId, uid) => update(db, itemId, { [field]: values.valid(uid, itemId) }) },
      { name: `${field}: deleted, with updatedAt`, scene, request: (db, itemId) => update(db, itemId, withTime(deleteField())) },
    ] satisfies Write[];
  });
}

/** The caller's reading of NEW_HOUR with the item following it, as the worker's change point writes it. */
function changePoint(observation: (uid: Uid) => Fields, item: (uid: Uid) => Fields, id: (uid: Uid) => string = observationId, writeObservation = true) {
  return (db: Db, itemId: string, uid: Uid) => {
    const batch = db.batch();
    const reading = { ...newObservation(me(uid), { amount: 299.99 }), ...observation(uid) };
    if (writeObservation) batch.set(db.doc(observationDoc(itemId, id(uid))), reading);
    batch.update(db.doc(itemPath(SHARED_LIST, itemId)), {
      price: reading.amount ?? 3.79,
      updatedAt: serverTime(),
      observerId: me(uid),
      observationHour: id(uid),
      lastCheck: { at: serverTime(), outcome: reading.outcome, source: reading.source, observerId: me(uid) },
      trend: [goodPoint, followedPoint, newPoint(reading.amount as number | null, reading.availability as string)],
      ...item(uid),
    });
    return batch.commit();
  };
}

const heartbeat = (check: (uid: Uid) => Fields, extra: Fields = {}) => (db: Db, itemId: string, uid: Uid) =>
  update(db, itemId, { lastCheck: { at: serverTime(), outcome: 'ok', source: 'recheck', observerId: me(uid), ...check(uid) }, ...extra });

/**
 * "Wrong price": the item follows `followed`'s observation of FOLLOWED_HOUR (the wrong one); an
 * earlier one of GOOD_HOUR by the editor has the good price. The request deletes the wrong one and
 * puts the item back on the good one (or, `onTrend`, on the trend's previous point).
 */
function wrongPriceScene(followed: (uid: Uid) => string, good: Fields | null = {}) {
  return (itemId: string, uid: Uid): Record<string, Fields> => ({
    ...checkedItemScene(itemId, {}, followed(uid)),
    ...(good === null ? {} : { [observationDoc(itemId, observationId(EDITOR, GOOD_HOUR))]: newObservation(EDITOR, { amount: 379.99, observedAt: goodPoint.at, ...good }) }),
  });
}

function backOnHistory(followed: (uid: Uid) => string, item: Fields = {}, deleteWrong = true) {
  return (db: Db, itemId: string, uid: Uid) => {
    const batch = db.batch();
    if (deleteWrong) batch.delete(db.doc(observationDoc(itemId, observationId(followed(uid), FOLLOWED_HOUR))));
    batch.update(db.doc(itemPath(SHARED_LIST, itemId)), {
      price: 379.99,
      currency: 'EUR',
      availability: 'in-stock',
      observerId: EDITOR,
      observationHour: observationId(EDITOR, GOOD_HOUR),
      trend: [goodPoint],
      updatedAt: serverTime(),
      ...item,
    });
    return batch.commit();
  };
}

function backOnTrend(followed: (uid: Uid) => string, item: (uid: Uid) => Fields = () => ({})) {
  return (db: Db, itemId: string, uid: Uid) => {
    const batch = db.batch();
    batch.delete(db.doc(observationDoc(itemId, observationId(followed(uid), FOLLOWED_HOUR))));
    batch.update(db.doc(itemPath(SHARED_LIST, itemId)), {
      price: 379.99,
      availability: 'in-stock',
      observerId: me(uid),
      observationHour: null,
      trend: [goodPoint],
      updatedAt: serverTime(),
      ...item(uid),
    });
    return batch.commit();
  };
}

const save = (item: (uid: Uid) => Fields, count = true) => (db: Db, itemId: string, uid: Uid) => {
  const batch = db.batch();
  batch.set(db.doc(itemPath(SHARED_LIST, itemId)), newItem(me(uid), item(uid)));
  if (count) batch.set(db.doc(itemCounterPath()), { count: increment(1), lastItemId: itemId }, { merge: true });
  return batch.commit();
};

const none = () => ({});

/**
 * A save that read its page, as its first check (#28): the item follows the saver's observation of
 * NEW_HOUR, written in the same batch (unless `observation` is null), with its visit as lastCheck
 * and its one trend point.
 */
const saveWithFirstCheck = (item: (uid: Uid) => Fields, observation: (uid: Uid) => Fields | null = none) => (db: Db, itemId: string, uid: Uid) => {
  const batch = db.batch();
  batch.set(db.doc(itemPath(SHARED_LIST, itemId)), newItem(me(uid), {
    price: 359.99,
    observationHour: observationId(uid),
    lastCheck: { at: serverTime(), outcome: 'ok', source: 'visit', observerId: me(uid) },
    trend: [newPoint(359.99)],
    ...item(uid),
  }));
  const reading = observation(uid);
  if (reading !== null) batch.set(db.doc(observationDoc(itemId, observationId(uid))), newObservation(me(uid), reading));
  batch.set(db.doc(itemCounterPath()), { count: increment(1), lastItemId: itemId }, { merge: true });
  return batch.commit();
};

/** An item that arrived from the editor's own list, its move under way, and its source there still. */
function movedScene(itemId: string): Record<string, Fields> {
  return {
    ...checkedItemScene(itemId, { movedFrom: `lists/${EDITORS_LIST}/items/${itemId}` }),
    [itemPath(EDITORS_LIST, itemId)]: checkedItem(),
  };
}

/** The editor's own list holds the item (checked); it moves into the shared list under the same id. */
const movedSourceScene = (itemId: string): Record<string, Fields> => ({ [itemPath(EDITORS_LIST, itemId)]: checkedItem() });

/** The move's first request: the item arrives in the shared list naming its source, counted there. */
const arrive = (change: (uid: Uid) => Fields) => (db: Db, itemId: string, uid: Uid) => {
  const batch = db.batch();
  batch.set(db.doc(itemPath(SHARED_LIST, itemId)), {
    ...checkedItem(),
    addedBy: me(uid),
    addedAt: serverTime(),
    updatedAt: serverTime(),
    movedFrom: `lists/${EDITORS_LIST}/items/${itemId}`,
    ...change(uid),
  });
  batch.set(db.doc(itemCounterPath()), { count: increment(1), lastItemId: itemId }, { merge: true });
  return batch.commit();
};

function kindWrites(): Write[] {
  const checked = (itemId: string) => checkedItemScene(itemId);
  return [
    { name: 'heartbeat, in the caller’s name', scene: checked, request: heartbeat(none) },
    { name: 'heartbeat, in another member’s name', scene: checked, request: heartbeat((uid) => ({ observerId: someoneElse(uid) })) },
    { name: 'heartbeat, from ok to a failed check', scene: checked, request: heartbeat(() => ({ outcome: 'bot-check' })) },
    { name: 'heartbeat, a client time', scene: checked, request: heartbeat(() => ({ at: clientTime() })) },
    { name: 'heartbeat, with updatedAt', scene: checked, request: heartbeat(none, { updatedAt: serverTime() }) },
    { name: 'heartbeat, with the price', scene: checked, request: heartbeat(none, { price: 1 }) },
    { name: 'heartbeat, on an item never checked', scene: (itemId) => ({ [itemPath(SHARED_LIST, itemId)]: newItem(OWNER) }), request: heartbeat(none) },
    { name: 'change point', scene: checked, request: changePoint(none, none) },
    { name: 'change point, an hour earlier than the one followed (a clock behind)', scene: checked, request: changePoint(none, none, (uid) => observationId(uid, EARLIER_HOUR)) },
    { name: 'change point, on an item never checked', scene: (itemId) => ({ [itemPath(SHARED_LIST, itemId)]: newItem(OWNER) }), request: changePoint(none, () => ({ trend: [newPoint()] })) },
    { name: 'change point, a price nobody saw', scene: checked, request: changePoint(none, () => ({ price: 1 })) },
    { name: 'change point, another currency', scene: checked, request: changePoint(none, () => ({ currency: 'USD' })) },
    { name: 'change point, another stock', scene: checked, request: changePoint(none, () => ({ availability: 'out-of-stock' })) },
    { name: 'change point, a list price', scene: checked, request: changePoint(none, () => ({ listPrice: 399 })) },
    { name: 'change point, an invalid list price', scene: checked, request: changePoint(none, () => ({ listPrice: 1e9 })) },
    { name: 'change point, with the note', scene: checked, request: changePoint(none, () => ({ note: 'cheaper now' })) },
    { name: 'change point, with the name', scene: checked, request: changePoint(none, () => ({ name: 'Renamed' })) },
    { name: 'change point, in another member’s name', scene: checked, request: changePoint(none, (uid) => ({ observerId: someoneElse(uid) })) },
    { name: 'change point, the trend kept', scene: checked, request: changePoint(none, () => ({ trend: [goodPoint, followedPoint] })) },
    { name: 'change point, the trend rewritten', scene: checked, request: changePoint(none, () => ({ trend: [newPoint(1), newPoint()] })) },
    { name: 'change point, a last check from before', scene: checked, request: changePoint(none, () => ({ lastCheck: { at: clientTime(), outcome: 'ok', source: 'visit', observerId: OWNER } })) },
    { name: 'change point, without its observation', scene: checked, request: changePoint(none, none, observationId, false) },
    {
      name: 'change point, following another member’s observation of the hour',
      scene: (itemId, uid) => ({ ...checked(itemId), [observationDoc(itemId, observationId(someoneElse(uid)))]: newObservation(someoneElse(uid), { amount: 299.99, observedAt: clientNow() }) }),
      request: changePoint(none, none, (uid) => observationId(someoneElse(uid)), false),
    },
    { name: 'change point, a failed check keeping the prices', scene: checked, request: changePoint(() => ({ outcome: 'bot-check', amount: null, currency: null }), () => ({ price: 3.79, trend: [goodPoint, followedPoint, newPoint(null)] })) },
    { name: 'change point, a failed check changing the price', scene: checked, request: changePoint(() => ({ outcome: 'bot-check', amount: null, currency: null }), () => ({ price: 1, trend: [goodPoint, followedPoint, newPoint(null)] })) },
    { name: 'change point, no amount: the stock moves, the prices stay', scene: checked, request: changePoint(() => ({ amount: null, currency: null, availability: 'out-of-stock' }), () => ({ price: 3.79, availability: 'out-of-stock', trend: [goodPoint, followedPoint, newPoint(null, 'out-of-stock')] })) },
    { name: 'wrong price: back on the history, the owner’s observation', scene: wrongPriceScene(() => OWNER), request: backOnHistory(() => OWNER) },
    { name: 'wrong price: back on the history, the caller’s own observation', scene: wrongPriceScene(me), request: backOnHistory(me) },
    { name: 'wrong price: back on the history, keeping the wrong observation', scene: wrongPriceScene(() => OWNER), request: backOnHistory(() => OWNER, {}, false) },
    { name: 'wrong price: back on the history, another price', scene: wrongPriceScene(() => OWNER), request: backOnHistory(() => OWNER, { price: 1 }) },
    { name: 'wrong price: back on the history, with the note', scene: wrongPriceScene(() => OWNER), request: backOnHistory(() => OWNER, { note: 'oops' }) },
    { name: 'wrong price: back on the history, the last check too', scene: wrongPriceScene(() => OWNER), request: backOnHistory(() => OWNER, { lastCheck: null }) },
    { name: 'wrong price: back on an observation without a price', scene: wrongPriceScene(() => OWNER, { amount: null, currency: null, outcome: 'bot-check' }), request: backOnHistory(() => OWNER) },
    { name: 'wrong price: back on the trend, the owner’s observation', scene: wrongPriceScene(() => OWNER, null), request: backOnTrend(() => OWNER) },
    { name: 'wrong price: back on the trend, the caller’s own observation', scene: wrongPriceScene(me, null), request: backOnTrend(me) },
    { name: 'wrong price: back on the trend, another price', scene: wrongPriceScene(() => OWNER, null), request: backOnTrend(() => OWNER, () => ({ price: 1 })) },
    { name: 'wrong price: back on the trend, in another member’s name', scene: wrongPriceScene(() => OWNER, null), request: backOnTrend(() => OWNER, (uid) => ({ observerId: someoneElse(uid) })) },
    { name: 'wrong price: back on the trend, the trend kept', scene: wrongPriceScene(() => OWNER, null), request: backOnTrend(() => OWNER, () => ({ trend: [goodPoint, followedPoint] })) },
    { name: 'confirmation (an observation alone)', scene: checked, request: (db, itemId, uid) => db.doc(observationDoc(itemId, observationId(uid))).set(newObservation(me(uid))) },
    {
      name: 'observation under another member’s id',
      scene: checked,
      request: (db, itemId, uid) => db.doc(observationDoc(itemId, observationId(someoneElse(uid)))).set(newObservation(me(uid))),
    },
    {
      name: 'observation replacing another member’s',
      scene: (itemId, uid) => ({ ...checked(itemId), [observationDoc(itemId, observationId(someoneElse(uid)))]: newObservation(someoneElse(uid), { observedAt: clientNow() }) }),
      request: (db, itemId, uid) => db.doc(observationDoc(itemId, observationId(someoneElse(uid)))).set(newObservation(me(uid))),
    },
    { name: 'observation under the hour alone (before #29)', scene: checked, request: (db, itemId, uid) => db.doc(observationDoc(itemId, NEW_HOUR)).set(newObservation(me(uid))) },
    { name: 'observation with a client time', scene: checked, request: (db, itemId, uid) => db.doc(observationDoc(itemId, observationId(uid))).set(newObservation(me(uid), { observedAt: clientTime() })) },
    {
      name: 'delete the caller’s own observation',
      scene: (itemId, uid) => ({ ...checked(itemId), [observationDoc(itemId, observationId(uid, GOOD_HOUR))]: newObservation(me(uid), { observedAt: goodPoint.at }) }),
      request: (db, itemId, uid) => db.doc(observationDoc(itemId, observationId(uid, GOOD_HOUR))).delete(),
    },
    { name: 'delete the owner’s observation', scene: checked, request: (db, itemId) => db.doc(observationDoc(itemId, observationId(OWNER, FOLLOWED_HOUR))).delete() },
    { name: 'complete a move, the source still there', scene: movedScene, request: (db, itemId) => update(db, itemId, { movedFrom: deleteField() }) },
    {
      name: 'complete a move with the source deleted',
      scene: movedScene,
      counts: true,
      request: (db, itemId) => {
        const batch = db.batch();
        batch.delete(db.doc(itemPath(EDITORS_LIST, itemId)));
        batch.set(db.doc(itemCounterPath(EDITORS_LIST)), { count: increment(-1), lastItemId: itemId }, { merge: true });
        batch.update(db.doc(itemPath(SHARED_LIST, itemId)), { movedFrom: deleteField() });
        return batch.commit();
      },
    },
    { name: 'a moved item arrives, counted', scene: movedSourceScene, counts: true, request: arrive(none) },
    { name: 'a moved item arrives with another note', scene: movedSourceScene, counts: true, request: arrive(() => ({ note: 'for Tom' })) },
    { name: 'a moved item arrives with another name', scene: movedSourceScene, counts: true, request: arrive(() => ({ name: 'Renamed on the way' })) },
    { name: 'a moved item arrives with another price', scene: movedSourceScene, counts: true, request: arrive(() => ({ price: 1 })) },
    {
      name: 'observation copy into an item never saved',
      scene: none,
      request: (db, itemId) => db.doc(observationDoc(itemId, observationId(OWNER, GOOD_HOUR))).set(newObservation(OWNER, { observedAt: goodPoint.at })),
    },
    { name: 'status claimed on a gift list', scene: (itemId) => ({ [itemPath(GIFT_LIST, itemId)]: checkedItem() }), request: (db, itemId) => update(db, itemId, { status: 'claimed', updatedAt: serverTime() }, GIFT_LIST) },
    { name: 'note on a gift list', scene: (itemId) => ({ [itemPath(GIFT_LIST, itemId)]: checkedItem() }), request: (db, itemId) => update(db, itemId, { note: 'for Tom', updatedAt: serverTime() }, GIFT_LIST) },
    { name: 'save an item', scene: none, counts: true, request: save(none) },
    { name: 'save an item, not counted', scene: none, request: save(none, false) },
    { name: 'save an item in someone else’s name', scene: none, counts: true, request: save((uid) => ({ addedBy: someoneElse(uid) })) },
    { name: 'save an item, a name over its limit', scene: none, counts: true, request: save(() => ({ name: text(301) })) },
    { name: 'save an item, following an observation', scene: none, counts: true, request: save((uid) => ({ observationHour: observationId(uid) })) },
    { name: 'save an item claimed', scene: none, counts: true, request: save(() => ({ status: 'claimed' })) },
    { name: 'save an item with its first check', scene: none, counts: true, request: saveWithFirstCheck(none) },
    {
      name: 'save an item with its first check, no price on the page',
      scene: none,
      counts: true,
      request: saveWithFirstCheck(() => ({ price: null, currency: null, listPrice: null, savedPrice: null, trend: [newPoint(null)] }), () => ({ amount: null, currency: null })),
    },
    { name: 'save an item with its first check, without its observation', scene: none, counts: true, request: saveWithFirstCheck(none, () => null) },
    { name: 'save an item with its first check, another price', scene: none, counts: true, request: saveWithFirstCheck(none, () => ({ amount: 1 })) },
    { name: 'save an item with its first check, other stock', scene: none, counts: true, request: saveWithFirstCheck(none, () => ({ availability: 'out-of-stock' })) },
    { name: 'save an item with its first check, a re-check', scene: none, counts: true, request: saveWithFirstCheck(none, () => ({ source: 'recheck' })) },
    { name: 'save an item with its first check, a failed reading', scene: none, counts: true, request: saveWithFirstCheck(none, () => ({ outcome: 'timeout', amount: null, currency: null })) },
    {
      name: 'save an item with its first check, a last check in another member’s name',
      scene: none,
      counts: true,
      request: saveWithFirstCheck((uid) => ({ lastCheck: { at: serverTime(), outcome: 'ok', source: 'visit', observerId: someoneElse(uid) } })),
    },
    {
      name: 'save an item with its first check, a last check with more',
      scene: none,
      counts: true,
      request: saveWithFirstCheck((uid) => ({ lastCheck: { at: serverTime(), outcome: 'ok', source: 'visit', observerId: me(uid), extra: 1 } })),
    },
    { name: 'save an item with its first check, a last check in the past', scene: none, counts: true, request: saveWithFirstCheck((uid) => ({ lastCheck: { at: clientTime(), outcome: 'ok', source: 'visit', observerId: me(uid) } })) },
    { name: 'save an item with its first check, two trend points', scene: none, counts: true, request: saveWithFirstCheck(() => ({ trend: [goodPoint, newPoint(359.99)] })) },
    { name: 'save an item with its first check, a trend point of another price', scene: none, counts: true, request: saveWithFirstCheck(() => ({ trend: [newPoint(1)] })) },
    { name: 'save an item with its first check, a trend point with more', scene: none, counts: true, request: saveWithFirstCheck(() => ({ trend: [{ ...newPoint(359.99), extra: 1 }] })) },
    { name: 'save an item with its first check, no trend', scene: none, counts: true, request: saveWithFirstCheck(() => ({ trend: [] })) },
    {
      name: 'save an item with its first check, following another member’s observation',
      scene: (itemId, uid) => ({ [observationDoc(itemId, observationId(someoneElse(uid)))]: newObservation(someoneElse(uid), { observedAt: clientNow() }) }),
      counts: true,
      request: saveWithFirstCheck((uid) => ({ observationHour: observationId(someoneElse(uid)) }), () => null),
    },
    { name: 'save an item with its first check, an hour that is no observation id', scene: none, counts: true, request: saveWithFirstCheck(() => ({ observationHour: 'yesterday' }), () => null) },
    {
      name: 'delete an item, counted',
      scene: checked,
      counts: true,
      request: (db, itemId) => {
        const batch = db.batch();
        batch.delete(db.doc(itemPath(SHARED_LIST, itemId)));
        batch.set(db.doc(itemCounterPath()), { count: increment(-1), lastItemId: itemId }, { merge: true });
        return batch.commit();
      },
    },
    { name: 'delete an item', scene: checked, request: (db, itemId) => db.doc(itemPath(SHARED_LIST, itemId)).delete() },
  ];
}

/** The lists every write runs in: the shared list, the editor's own, a gift list; the former member's marker. */
function listsScene(): Record<string, Fields> {
  const shared = sharedListScene();
  const members = shared[listPath()] as Fields;
  return {
    [listPath()]: members,
    [itemCounterPath()]: { count: 500, lastItemId: null },
    [listPath(EDITORS_LIST)]: newList(EDITOR),
    [itemCounterPath(EDITORS_LIST)]: { count: 500, lastItemId: null },
    [listPath(GIFT_LIST)]: { ...members, name: 'Birthday', gift: true },
    [joinPath(FORMER_MEMBER)]: { code: null, since: clientNow() },
  };
}

/** Beyond the two verdicts: an error other than a refusal, or no answer (see HUNG_AFTER_MS). */
type Decision = 'allowed' | 'refused' | 'failed' | 'hung';
const HUNG_AFTER_MS = 15_000;

/** Runs each list of tasks in order, the lists side by side. */
async function inParallel(lists: (() => Promise<void>)[][]): Promise<void> {
  await Promise.all(lists.map(async (tasks) => {
    for (const task of tasks) await task();
  }));
}

async function decide(rules: RulesTestEnvironment, writes: Write[]): Promise<string[]> {
  const runs = writes.flatMap((write, w) => PEOPLE.map(([person, uid], p) => ({ write, person, uid, itemId: `w${w}p${p}` })));
  const scene: Record<string, Fields> = listsScene();
  for (const run of runs) Object.assign(scene, run.write.scene(run.itemId, run.uid));
  await seed(rules, scene);
  const dbs = new Map(PEOPLE.map(([, uid]) => [uid, dbAs(rules, uid)]));
  const decisions = new Map<string, Decision>();
  const attempt = (run: (typeof runs)[number]) => async () => {
    const db = dbs.get(run.uid);
    if (db === undefined) throw new Error(`no database for ${run.person}`);
    const decision = await Promise.race([
      run.write.request(db, run.itemId, run.uid).then(
        (): Decision => 'allowed',
        (error: unknown): Decision => ((error as { code?: string }).code === 'permission-denied' ? 'refused' : 'failed'),
      ),
      // A request the emulator's rules engine fails on is retried by the SDK for ever.
      new Promise<Decision>((resolve) => setTimeout(() => resolve('hung'), HUNG_AFTER_MS)),
    ]);
    decisions.set(`${run.write.name}|${run.person}`, decision);
  };
  // One write at a time per person: the SDK sends a client's writes down one stream and takes a
  // refusal for its oldest write, which is not always the refused one when the emulator decides
  // them out of order. Counter steps one at a time (each is judged against the counter as the
  // previous left it).
  await inParallel(PEOPLE.map(([person]) => runs.filter((run) => run.person === person && run.write.counts !== true).map(attempt)));
  await inParallel([runs.filter((run) => run.write.counts === true).map(attempt)]);
  return writes.map((write) => `${write.name} | ${PEOPLE.map(([person]) => `${person}: ${decisions.get(`${write.name}|${person}`) ?? '?'}`).join(', ')}`);
}

describe('item writes: the rules decide every generated write as recorded', () => {
  it('each item field changed, invalid, alone and deleted, by each of six people', async () => {
    const table = await decide(env(), fieldWrites());
    await expect(`${table.join('\n')}\n`).toMatchFileSnapshot('./item-write-decisions/fields.txt');
  }, 120_000);

  it('every kind of item write and its attacks, by each of six people', async () => {
    const table = await decide(env(), kindWrites());
    await expect(`${table.join('\n')}\n`).toMatchFileSnapshot('./item-write-decisions/kinds.txt');
  }, 120_000);
});
