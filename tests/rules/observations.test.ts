import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { describe, it } from 'vitest';
import {
  EDITOR,
  HOUR,
  hourIdBefore,
  OUTSIDER,
  OWNER,
  SHARED_LIST,
  VIEWER,
  clientTime,
  countItem,
  daysFromNow,
  dbAs,
  expectVerdict,
  itemCounterPath,
  itemPath,
  listPath,
  newItem,
  newList,
  newObservation,
  observationIdOf,
  observationPath,
  seed,
  sharedListScene,
  useRulesEnvironment,
  without,
  type Fields,
} from './support';

const { env } = useRulesEnvironment();
const OBSERVATION_FIELDS = Object.keys(newObservation(OWNER));
const scene = () => sharedListScene();
const sceneWithObservation = () => ({ ...scene(), [observationPath()]: newObservation(OWNER) });
/** Writes the caller's own observation of `hour` (its id is the hour and the observer). */
const record = (uid: string | null, fields: Fields, hour = HOUR) =>
  dbAs(env(), uid).doc(observationPath(observationIdOf(uid ?? 'nobody', hour))).set(fields);

describe('observations: reading', () => {
  it.each([OWNER, EDITOR, VIEWER])('member %s reads an item’s price history', async (uid) => {
    await seed(env(), sceneWithObservation());
    await assertSucceeds(dbAs(env(), uid).collection(`${itemPath()}/observations`).get());
  });

  it('a non-member cannot read the price history', async () => {
    await seed(env(), sceneWithObservation());
    await assertFails(dbAs(env(), OUTSIDER).doc(observationPath()).get());
  });

  it('the observer reads their own observation after the list is gone', async () => {
    await seed(env(), { [observationPath()]: newObservation(VIEWER) });
    await assertSucceeds(dbAs(env(), VIEWER).doc(observationPath()).get());
  });

  it('once the list is gone, nobody else reads the observation, not even the list’s owner', async () => {
    await seed(env(), { [observationPath()]: newObservation(VIEWER) });
    await assertFails(dbAs(env(), OWNER).doc(observationPath()).get());
  });

  it('someone signed out cannot read the price history', async () => {
    await seed(env(), sceneWithObservation());
    await assertFails(dbAs(env(), null).doc(observationPath()).get());
  });
});

describe('observations: recording and replacing', () => {
  it.each([OWNER, EDITOR, VIEWER])('member %s records the price they saw', async (uid) => {
    await seed(env(), scene());
    await assertSucceeds(record(uid, newObservation(uid)));
  });

  it('a member’s later observation in the same hour replaces their own', async () => {
    await seed(env(), { ...scene(), [observationPath(observationIdOf(VIEWER))]: newObservation(VIEWER, { observedAt: clientTime() }) });
    await assertSucceeds(record(VIEWER, newObservation(VIEWER, { amount: 349.99, source: 'recheck' })));
  });

  it('another member’s observation of the same hour is a document of its own, beside the first', async () => {
    await seed(env(), { ...scene(), [observationPath(observationIdOf(OWNER))]: newObservation(OWNER, { observedAt: clientTime() }) });
    await assertSucceeds(record(VIEWER, newObservation(VIEWER, { amount: 349.99, source: 'recheck' })));
  });

  it.each([
    ['in their own name', VIEWER],
    ['in the observer’s name', OWNER],
  ])('replacing another member’s observation %s is refused (#29)', async (_what, observer) => {
    await seed(env(), { ...scene(), [observationPath(observationIdOf(OWNER))]: newObservation(OWNER, { observedAt: clientTime() }) });
    await assertFails(dbAs(env(), VIEWER).doc(observationPath(observationIdOf(OWNER))).set(newObservation(observer, { amount: 1 })));
  });

  it.each([
    ['the hour alone (an id from before #29)', HOUR],
    ['the hour and someone else', observationIdOf(OWNER)],
    ['the hour and the writer, twice', `${observationIdOf(VIEWER)}_${VIEWER}`],
    ['the writer without an hour', `_${VIEWER}`],
  ])('a new observation under %s is refused', async (_what, observationId) => {
    await seed(env(), scene());
    await assertFails(dbAs(env(), VIEWER).doc(observationPath(observationId)).set(newObservation(VIEWER)));
  });

  it('an observation from before #29 (under the hour alone) cannot be replaced, even by its observer', async () => {
    await seed(env(), { ...scene(), [observationPath()]: newObservation(OWNER, { observedAt: clientTime() }) });
    await assertFails(dbAs(env(), OWNER).doc(observationPath()).set(newObservation(OWNER)));
    await assertFails(dbAs(env(), VIEWER).doc(observationPath()).set(newObservation(VIEWER)));
  });

  it('a non-member cannot record a price', async () => {
    await seed(env(), scene());
    await assertFails(record(OUTSIDER, newObservation(OUTSIDER)));
  });

  it('someone signed out cannot record a price', async () => {
    await seed(env(), scene());
    await assertFails(record(null, newObservation(OWNER)));
  });

  it('an observation in someone else’s name is refused', async () => {
    await seed(env(), scene());
    await assertFails(record(VIEWER, newObservation(OWNER)));
  });

  it('an observation whose observedAt is not the server time is refused', async () => {
    await seed(env(), scene());
    await assertFails(record(OWNER, newObservation(OWNER, { observedAt: clientTime() })));
  });

  it('an observation for an item that does not exist is refused', async () => {
    await seed(env(), scene());
    await assertFails(dbAs(env(), OWNER).doc(observationPath(HOUR, SHARED_LIST, 'noSuchItem')).set(newObservation(OWNER)));
  });

  it('a list, its first item and the item’s first observation created in one batch are accepted', async () => {
    const db = dbAs(env(), OWNER);
    const batch = db.batch();
    batch.set(db.doc(listPath('fresh')), newList(OWNER));
    batch.set(db.doc(itemCounterPath('fresh')), { count: 1, lastItemId: 'fresh' });
    batch.set(db.doc(itemPath('fresh', 'fresh')), newItem(OWNER));
    batch.set(db.doc(observationPath(observationIdOf(OWNER), 'fresh', 'fresh')), newObservation(OWNER));
    await assertSucceeds(batch.commit());
  });

  it('an item and its first observation saved in one batch are accepted', async () => {
    await seed(env(), scene());
    const db = dbAs(env(), EDITOR);
    const batch = db.batch();
    batch.set(db.doc(itemPath(SHARED_LIST, 'fresh')), newItem(EDITOR));
    countItem(db, batch, SHARED_LIST, 'fresh', 1);
    batch.set(db.doc(observationPath(observationIdOf(EDITOR), SHARED_LIST, 'fresh')), newObservation(EDITOR));
    await assertSucceeds(batch.commit());
  });

  it('changing only the amount of an observation is refused (a replacement is whole and new)', async () => {
    await seed(env(), sceneWithObservation());
    await assertFails(dbAs(env(), OWNER).doc(observationPath()).update({ amount: 1 }));
  });

  it('an observation with an extra field is refused', async () => {
    await seed(env(), scene());
    await assertFails(record(OWNER, newObservation(OWNER, { bad: true })));
  });

  it.each(OBSERVATION_FIELDS)('an observation without %s is refused', async (field) => {
    await seed(env(), scene());
    await assertFails(record(OWNER, without(newObservation(OWNER), field)));
  });

  it.each([
    [HOUR, 'accepted'],
    ['2026013124', 'refused'],
    ['2026003100', 'refused'],
    ['2026130100', 'refused'],
    ['2026013200', 'refused'],
    ['2026010000', 'refused'],
    ['202603151', 'refused'],
    ['20260315140', 'refused'],
    ['2026-03-15', 'refused'],
  ] as const)('an observation for hour %s is %s', async (hour, verdict) => {
    await seed(env(), scene());
    await expectVerdict(record(OWNER, newObservation(OWNER), hour), verdict);
  });

  // An hour in the far future would stay the item's latest for good (no confirmation would ever be
  // later); one in the far past would slip under the history. A move's copies keep their hours.
  it.each([
    ['this hour', 0, 'accepted'],
    ['the next hour (a clock a little ahead)', -1, 'accepted'],
    ['30 days ago (a check queued offline)', 30 * 24, 'accepted'],
    ['two days ahead', -48, 'refused'],
    ['32 days ago', 32 * 24, 'refused'],
  ] as const)('an observation whose hour is %s is %s', async (_what, hoursBefore, verdict) => {
    await seed(env(), scene());
    await expectVerdict(record(OWNER, newObservation(OWNER), hourIdBefore(hoursBefore)), verdict);
  });

  it.each([
    ['in the year 2099', '2099123123'],
    ['in the year 2000', '2000010100'],
  ])('an observation whose hour is %s is refused', async (_what, hour) => {
    await seed(env(), scene());
    await assertFails(record(OWNER, newObservation(OWNER), hour));
  });

  it.each([
    ['amount 0', { amount: 0 }, 'refused'],
    ['amount 0.01', { amount: 0.01 }, 'accepted'],
    ['amount 999999999.99', { amount: 999999999.99 }, 'accepted'],
    ['amount 1e9', { amount: 1e9 }, 'refused'],
    ['a null amount and currency (a failed check)', { amount: null, currency: null }, 'accepted'],
    ['a null currency with an amount', { currency: null }, 'refused'],
    ['currency eur in lower case', { currency: 'eur' }, 'refused'],
    ['availability maybe', { availability: 'maybe' }, 'refused'],
    ['source recheck', { source: 'recheck' }, 'accepted'],
    ['source guess', { source: 'guess' }, 'refused'],
    ['confidence 0', { confidence: 0 }, 'accepted'],
    ['confidence 1', { confidence: 1 }, 'accepted'],
    ['confidence 1.01', { confidence: 1.01 }, 'refused'],
    ['confidence -0.01', { confidence: -0.01 }, 'refused'],
    // Checked by comparing or matching, which refuses a value of another type (firestore.rules).
    ['an amount that is a string', { amount: '359.99' }, 'refused'],
    ['a currency that is a number', { currency: 978 }, 'refused'],
    ['a confidence that is a string', { confidence: '0.95' }, 'refused'],
    ['an expiry that is a number', { expiresAt: Date.now() + 730 * 86_400_000 }, 'refused'],
    ['an expiry that is a string', { expiresAt: '2028-03-15' }, 'refused'],
  ] as const)('an observation with %s is %s', async (_what, fields, verdict) => {
    await seed(env(), scene());
    await expectVerdict(record(OWNER, newObservation(OWNER, fields)), verdict);
  });
});

describe('observations: removing a wrong price', () => {
  it.each([OWNER, EDITOR])('%s removes an observation', async (uid) => {
    await seed(env(), sceneWithObservation());
    await assertSucceeds(dbAs(env(), uid).doc(observationPath()).delete());
  });

  it('a viewer removes their own observation', async () => {
    await seed(env(), { ...scene(), [observationPath()]: newObservation(VIEWER) });
    await assertSucceeds(dbAs(env(), VIEWER).doc(observationPath()).delete());
  });

  it('a viewer cannot remove someone else’s observation', async () => {
    await seed(env(), sceneWithObservation());
    await assertFails(dbAs(env(), VIEWER).doc(observationPath()).delete());
  });

  it('once the list is gone, the observer removes their observation', async () => {
    await seed(env(), { [observationPath()]: newObservation(EDITOR) });
    await assertSucceeds(dbAs(env(), EDITOR).doc(observationPath()).delete());
  });

  it('once the list is gone, nobody else removes the observation', async () => {
    await seed(env(), { [observationPath()]: newObservation(EDITOR) });
    await assertFails(dbAs(env(), OWNER).doc(observationPath()).delete());
  });

  it('the owner removes an item, its history and the list in one batch', async () => {
    await seed(env(), { ...scene(), [observationPath()]: newObservation(VIEWER) });
    const db = dbAs(env(), OWNER);
    const batch = db.batch();
    batch.delete(db.doc(observationPath()));
    batch.delete(db.doc(itemPath()));
    batch.delete(db.doc(listPath()));
    await assertSucceeds(batch.commit());
  });

  it('a non-member cannot remove an observation', async () => {
    await seed(env(), sceneWithObservation());
    await assertFails(dbAs(env(), OUTSIDER).doc(observationPath()).delete());
  });
});

describe('observations: outcome, method and expiry (price tracking)', () => {
  it.each([
    ['outcome bot-check without an amount', { outcome: 'bot-check', amount: null, currency: null }, 'accepted'],
    ['outcome currency-mismatch without an amount', { outcome: 'currency-mismatch', amount: null, currency: null }, 'accepted'],
    ['outcome bot-check with an amount (a state is never a price)', { outcome: 'bot-check' }, 'refused'],
    ['outcome guess', { outcome: 'guess', amount: null, currency: null }, 'refused'],
    ['outcome timeout-ish (a known outcome and more)', { outcome: 'timeout-ish', amount: null, currency: null }, 'refused'],
    ['outcome that joins two known ones', { outcome: 'timeout|ok', amount: null, currency: null }, 'refused'],
    ['outcome that is a number', { outcome: 7, amount: null, currency: null }, 'refused'],
    ['method json-ld2 (a known method and more)', { method: 'json-ld2' }, 'refused'],
    ['method null (a failed check)', { method: null, outcome: 'timeout', amount: null, currency: null }, 'accepted'],
    ['method visual', { method: 'visual' }, 'accepted'],
    ['method manual (not an observation)', { method: 'manual' }, 'refused'],
    ['an expiry two years on', { expiresAt: daysFromNow(730) }, 'accepted'],
    ['an expiry from a reading a week old (queued offline)', { expiresAt: daysFromNow(723) }, 'accepted'],
    ['an expiry now', { expiresAt: daysFromNow(0) }, 'refused'],
    ['an expiry three years on', { expiresAt: daysFromNow(1095) }, 'refused'],
    ['an expiry a year on', { expiresAt: daysFromNow(365) }, 'refused'],
    ['an expiry that is not a time', { expiresAt: 'soon' }, 'refused'],
  ] as const)('an observation with %s is %s', async (_what, fields, verdict) => {
    await seed(env(), scene());
    await expectVerdict(record(OWNER, newObservation(OWNER, fields)), verdict);
  });

  it('a confirmation (an observation alone, agreeing with the item) is accepted', async () => {
    await seed(env(), scene());
    await assertSucceeds(record(VIEWER, newObservation(VIEWER, { amount: 379.99, source: 'recheck' }), hourIdBefore(0)));
  });
});
