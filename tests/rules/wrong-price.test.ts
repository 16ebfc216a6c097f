/**
 * "Wrong price" against the rules: the worker's removeWrongObservation (src/features/alerts/worker/firestore/
 * wrong-price.ts) deletes the observation an alert rests on and puts the item's price and stock
 * back on the history that remains, or on the trend's previous point when a reading in the same hour replaced
 * that hour's observation; the rules let its observer and the list's owner and editors do that, and nobody
 * move an item to a price that neither a remaining observation nor its trend shows.
 */
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import type { Firestore } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { removeWrongObservation } from '../../src/features/alerts/worker/firestore/wrong-price';
import {
  EDITOR,
  OUTSIDER,
  OWNER,
  VIEWER,
  dbAs,
  deleteField,
  hourIdBefore,
  itemPath,
  newItem,
  newObservation,
  observationPath,
  seed,
  serverTime,
  sharedListScene,
  timestampAt,
  useRulesEnvironment,
  without,
  type Fields,
} from './support';

const { env } = useRulesEnvironment();
const GOOD_HOUR = '2026031410';
const WRONG_HOUR = '2026031514';
const goodPoint = { at: timestampAt(Date.UTC(2026, 2, 14, 10, 20)), amount: 379.99, availability: 'in-stock' };
const wrongPoint = { at: timestampAt(Date.UTC(2026, 2, 15, 14, 5)), amount: 3.79, availability: 'in-stock' };

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

/** An item whose price follows `wrongObserver`'s wrong observation, after the editor's good one. */
async function seedWrongPrice(wrongObserver: string, itemExtra: Fields = {}): Promise<void> {
  await seed(env(), {
    ...sharedListScene(),
    [observationPath(GOOD_HOUR)]: newObservation(EDITOR, { amount: 379.99, observedAt: goodPoint.at }),
    [observationPath(WRONG_HOUR)]: newObservation(wrongObserver, { amount: 3.79, observedAt: wrongPoint.at }),
    [itemPath()]: newItem(OWNER, {
      price: 3.79,
      observerId: wrongObserver,
      observationHour: WRONG_HOUR,
      trend: [goodPoint, wrongPoint],
      lastCheck: { at: wrongPoint.at, outcome: 'ok', source: 'recheck', observerId: wrongObserver },
      ...itemExtra,
    }),
  });
}

async function removeAs(uid: string): Promise<void> {
  const { written } = await removeWrongObservation(workerDb(uid), 'family', 'lego42115', { hour: WRONG_HOUR, observerId: uid }, uid);
  await written;
}

describe('"Wrong price": who may remove an observation and put the item back', () => {
  it.each([
    ['the list’s owner, on a viewer’s observation', OWNER, VIEWER],
    ['an editor, on a viewer’s observation', EDITOR, VIEWER],
    ['a viewer, on their own observation', VIEWER, VIEWER],
  ])('%s: the observation leaves the history and the item goes back to the latest good one', async (_who, uid, observer) => {
    await seedWrongPrice(observer);
    await assertSucceeds(removeAs(uid));
    expect(await stored(observationPath(WRONG_HOUR))).toBeUndefined();
    const item = await stored(itemPath());
    expect(item).toMatchObject({ price: 379.99, currency: 'EUR', availability: 'in-stock', observerId: EDITOR, observationHour: GOOD_HOUR });
    // The wrong point leaves the trend; the last check stays (docs/data-model.md, "Wrong price").
    expect(item?.trend).toEqual([goodPoint]);
    expect(item?.lastCheck).toMatchObject({ observerId: observer });
  });

  it('a viewer cannot remove another member’s observation (the worker only withdraws their alert)', async () => {
    await seedWrongPrice(EDITOR);
    await assertFails(removeAs(VIEWER));
    expect(await stored(observationPath(WRONG_HOUR))).toBeDefined();
  });

  it('someone outside the list cannot remove it', async () => {
    await seedWrongPrice(VIEWER);
    await assertFails(removeAs(OUTSIDER));
  });

  it('an item that no longer follows the wrong observation is left as it is; the observation still goes', async () => {
    await seedWrongPrice(VIEWER, { price: 379.99, observerId: EDITOR, observationHour: GOOD_HOUR, trend: [goodPoint] });
    const before = await stored(itemPath());
    await assertSucceeds(removeAs(EDITOR));
    expect(await stored(observationPath(WRONG_HOUR))).toBeUndefined();
    expect(await stored(itemPath())).toEqual(before);
  });

  it('with no earlier price in the history, the item goes back on its trend’s previous point', async () => {
    await seedWrongPrice(VIEWER);
    await seed(env(), { [observationPath(GOOD_HOUR)]: newObservation(EDITOR, { amount: null, outcome: 'bot-check', currency: null }) });
    await assertSucceeds(removeAs(OWNER));
    expect(await stored(itemPath())).toMatchObject({ price: 379.99, observerId: OWNER, observationHour: null, trend: [goodPoint] });
  });

  it('with no earlier price in the history nor the trend, only the observation goes', async () => {
    await seedWrongPrice(VIEWER, { trend: [wrongPoint] });
    await seed(env(), { [observationPath(GOOD_HOUR)]: newObservation(EDITOR, { amount: null, outcome: 'bot-check', currency: null }) });
    await assertSucceeds(removeAs(OWNER));
    expect(await stored(observationPath(WRONG_HOUR))).toBeUndefined();
    expect(await stored(itemPath())).toMatchObject({ price: 3.79, observationHour: WRONG_HOUR, trend: [wrongPoint] });
  });
});

describe('"Wrong price": what the rules refuse', () => {
  const attempt = (uid: string, item: Fields, deleteWrong = true) => {
    const db = dbAs(env(), uid);
    const batch = db.batch();
    if (deleteWrong) batch.delete(db.doc(observationPath(WRONG_HOUR)));
    batch.update(db.doc(itemPath()), { updatedAt: serverTime(), ...item });
    return batch.commit();
  };
  const backToGood = { price: 379.99, currency: 'EUR', availability: 'in-stock', observerId: EDITOR, observationHour: GOOD_HOUR, trend: [goodPoint] };

  it('the same change the worker makes is accepted from the owner', async () => {
    await seedWrongPrice(VIEWER);
    await assertSucceeds(attempt(OWNER, backToGood));
  });

  it('an item saved before tracking, without a trend, goes back without one', async () => {
    await seedWrongPrice(VIEWER);
    await env().withSecurityRulesDisabled(async (context) => {
      await context.firestore().doc(itemPath()).update({ trend: deleteField(), lastCheck: deleteField() });
    });
    await assertSucceeds(attempt(OWNER, without(backToGood, 'trend')));
  });

  it('keeping the wrong point in the trend is refused', async () => {
    await seedWrongPrice(VIEWER);
    await assertFails(attempt(OWNER, without(backToGood, 'trend')));
  });

  it('a price that no remaining observation shows is refused', async () => {
    await seedWrongPrice(VIEWER);
    await assertFails(attempt(OWNER, { ...backToGood, price: 299.99 }));
  });

  it('the price named in someone else’s name than its observer is refused', async () => {
    await seedWrongPrice(VIEWER);
    await assertFails(attempt(OWNER, { ...backToGood, observerId: OWNER }));
  });

  it('going back without removing the wrong observation is refused', async () => {
    await seedWrongPrice(VIEWER);
    await assertFails(attempt(OWNER, backToGood, false));
  });

  it('going "back" to a later observation is refused', async () => {
    await seedWrongPrice(VIEWER);
    await seed(env(), { [observationPath('2026031610')]: newObservation(EDITOR, { amount: 299.99 }) });
    await assertFails(attempt(OWNER, { ...backToGood, price: 299.99, observationHour: '2026031610' }));
  });

  it('changing what the shopper chose along with it is refused', async () => {
    await seedWrongPrice(VIEWER);
    await assertFails(attempt(OWNER, { ...backToGood, note: 'cheap!' }));
  });

  it('rewriting the trend along with it is refused', async () => {
    await seedWrongPrice(VIEWER);
    await assertFails(attempt(OWNER, { ...backToGood, trend: [] }));
  });

  it('a change point still cannot move an item to an earlier observation of its own', async () => {
    await seedWrongPrice(EDITOR);
    await assertFails(attempt(EDITOR, backToGood, false));
  });

  it('a viewer cannot put the item back on removing another member’s observation', async () => {
    await seedWrongPrice(EDITOR);
    await assertFails(attempt(VIEWER, backToGood));
  });
});

/**
 * Saved at 64.99, checked at 64.99, then a "Check now" in the same hour read 55: that hour's
 * observation now shows 55 and no earlier one shows 64.99, which only the trend still holds.
 */
describe('"Wrong price" in the hour of the previous change: the item goes back on its trend', () => {
  const SAME_HOUR = '2026031514';
  const firstCheck = { at: timestampAt(Date.UTC(2026, 2, 15, 14, 2)), amount: 64.99, availability: 'in-stock' };
  const checkNow = { at: timestampAt(Date.UTC(2026, 2, 15, 14, 9)), amount: 55, availability: 'out-of-stock' };

  async function seedSameHour(observer: string): Promise<void> {
    await seed(env(), {
      ...sharedListScene(),
      [observationPath(SAME_HOUR)]: newObservation(observer, { amount: 55, availability: 'out-of-stock', observedAt: checkNow.at }),
      [itemPath()]: newItem(OWNER, {
        price: 55,
        currency: 'USD',
        savedPrice: 64.99,
        availability: 'out-of-stock',
        observerId: observer,
        observationHour: SAME_HOUR,
        trend: [firstCheck, checkNow],
        lastCheck: { at: checkNow.at, outcome: 'ok', source: 'visit', observerId: observer },
      }),
    });
  }

  it.each([
    ['the list’s owner, on a viewer’s observation', OWNER, VIEWER],
    ['an editor, on the owner’s observation', EDITOR, OWNER],
    ['the list’s owner, on their own observation (the e2e test’s "Check now")', OWNER, OWNER],
    ['a viewer, on their own observation', VIEWER, VIEWER],
  ])('%s: the worker puts back the price and stock before it, in the restorer’s name', async (_who, uid, observer) => {
    await seedSameHour(observer);
    await assertSucceeds(removeAs(uid));
    expect(await stored(observationPath(SAME_HOUR))).toBeUndefined();
    const item = await stored(itemPath());
    expect(item).toMatchObject({ price: 64.99, currency: 'USD', availability: 'in-stock', observerId: uid, observationHour: null });
    expect(item?.trend).toEqual([firstCheck]);
    expect(item?.lastCheck).toMatchObject({ observerId: observer });
  });

  const attempt = (uid: string, item: Fields, deleteWrong = true) => {
    const db = dbAs(env(), uid);
    const batch = db.batch();
    if (deleteWrong) batch.delete(db.doc(observationPath(SAME_HOUR)));
    batch.update(db.doc(itemPath()), { updatedAt: serverTime(), ...item });
    return batch.commit();
  };
  const backOnTrend = (uid: string) => ({ price: 64.99, availability: 'in-stock', observerId: uid, observationHour: null, trend: [firstCheck] });

  it('the same change from the owner is accepted', async () => {
    await seedSameHour(VIEWER);
    await assertSucceeds(attempt(OWNER, backOnTrend(OWNER)));
  });

  it('a price that is not the trend’s previous point is refused', async () => {
    await seedSameHour(VIEWER);
    await assertFails(attempt(OWNER, { ...backOnTrend(OWNER), price: 49.99 }));
  });

  it('a stock that is not the trend’s previous point’s is refused', async () => {
    await seedSameHour(VIEWER);
    await assertFails(attempt(OWNER, { ...backOnTrend(OWNER), availability: 'out-of-stock' }));
  });

  it('the price put back in someone else’s name is refused', async () => {
    await seedSameHour(VIEWER);
    await assertFails(attempt(OWNER, backOnTrend(VIEWER)));
  });

  it('a viewer cannot put it back on removing another member’s observation', async () => {
    await seedSameHour(EDITOR);
    await assertFails(attempt(VIEWER, backOnTrend(VIEWER)));
  });

  it('someone outside the list cannot', async () => {
    await seedSameHour(VIEWER);
    await assertFails(attempt(OUTSIDER, backOnTrend(OUTSIDER)));
  });

  it('putting it back without removing the observation is refused', async () => {
    await seedSameHour(VIEWER);
    await assertFails(attempt(OWNER, backOnTrend(OWNER), false));
  });

  it('changing other fields along with it is refused', async () => {
    await seedSameHour(VIEWER);
    await assertFails(attempt(OWNER, { ...backOnTrend(OWNER), note: 'cheap!' }));
    await assertFails(attempt(OWNER, { ...backOnTrend(OWNER), currency: 'EUR' }));
    await assertFails(attempt(OWNER, { ...backOnTrend(OWNER), listPrice: 64.99 }));
  });

  it('a trend other than the old one without its last point is refused', async () => {
    await seedSameHour(VIEWER);
    await assertFails(attempt(OWNER, { ...backOnTrend(OWNER), trend: [firstCheck, checkNow] }));
    await assertFails(attempt(OWNER, { ...backOnTrend(OWNER), trend: [] }));
    await assertFails(attempt(OWNER, { ...backOnTrend(OWNER), trend: [{ ...firstCheck, amount: 49.99 }] }));
  });

  it('with a single point in the trend there is nothing before it to go back to', async () => {
    await seedSameHour(VIEWER);
    await seed(env(), { [itemPath()]: newItem(OWNER, { price: 55, currency: 'USD', observerId: VIEWER, observationHour: SAME_HOUR, trend: [checkNow] }) });
    await assertFails(attempt(OWNER, { ...backOnTrend(OWNER), availability: 'out-of-stock', price: 55, trend: [] }));
    const { restored, written } = await removeWrongObservation(workerDb(OWNER), 'family', 'lego42115', { hour: SAME_HOUR, observerId: VIEWER }, OWNER);
    await assertSucceeds(written);
    expect(restored).toBeNull();
    expect(await stored(itemPath())).toMatchObject({ price: 55, observationHour: SAME_HOUR });
  });

  it('a point without a price (a failed check) is not a price to go back to', async () => {
    await seedSameHour(VIEWER);
    const failed = { ...firstCheck, amount: null };
    await seed(env(), { [itemPath()]: newItem(OWNER, { price: 55, currency: 'USD', observerId: VIEWER, observationHour: SAME_HOUR, trend: [failed, checkNow] }) });
    await assertFails(attempt(OWNER, { ...backOnTrend(OWNER), price: null, trend: [failed] }));
  });

  it('a change point still cannot drop the item’s hour', async () => {
    await seedSameHour(OWNER);
    await assertFails(attempt(OWNER, { observationHour: null }, false));
  });
});

/**
 * An observation's id is chosen by its writer (its hour only bounded); its `observedAt` is the
 * server's. A member who deletes the reading the item follows cannot move the item onto one she
 * writes now under an earlier hour: the price would change with no change point (#29).
 */
describe('"Wrong price" back on a reading made now under an earlier hour', () => {
  const followedId = `${hourIdBefore(1)}_${VIEWER}`;
  const earlierId = `${hourIdBefore(2)}_${VIEWER}`;
  const followedAt = timestampAt(Date.now() - 30 * 60_000);

  async function seedFollowed(restorable: Fields | null): Promise<void> {
    await seed(env(), {
      ...sharedListScene(),
      [observationPath(followedId)]: newObservation(VIEWER, { amount: 3.79, observedAt: followedAt }),
      ...(restorable && { [observationPath(earlierId)]: restorable }),
      [itemPath()]: newItem(OWNER, {
        price: 3.79,
        observerId: VIEWER,
        observationHour: followedId,
        trend: [goodPoint, wrongPoint],
        lastCheck: { at: followedAt, outcome: 'ok', source: 'recheck', observerId: VIEWER },
      }),
    });
  }

  const putBackOn = (price: number) => {
    const db = dbAs(env(), VIEWER);
    const batch = db.batch();
    batch.delete(db.doc(observationPath(followedId)));
    batch.update(db.doc(itemPath()), {
      updatedAt: serverTime(), price, currency: 'EUR', availability: 'in-stock', observerId: VIEWER, observationHour: earlierId, trend: [goodPoint],
    });
    return batch.commit();
  };

  it('back on her reading of the earlier hour, made before the followed one, is accepted', async () => {
    await seedFollowed(newObservation(VIEWER, { amount: 379.99, observedAt: timestampAt(Date.now() - 2 * 3_600_000) }));
    await assertSucceeds(putBackOn(379.99));
  });

  it('written now under the earlier hour (allowed alone), then put back on, is refused', async () => {
    await seedFollowed(null);
    await assertSucceeds(dbAs(env(), VIEWER).doc(observationPath(earlierId)).set(newObservation(VIEWER, { amount: 1 })));
    await assertFails(putBackOn(1));
  });

  it('written under the earlier hour in the same request that puts the item back on it is refused', async () => {
    await seedFollowed(null);
    const db = dbAs(env(), VIEWER);
    const batch = db.batch();
    batch.set(db.doc(observationPath(earlierId)), newObservation(VIEWER, { amount: 1 }));
    batch.delete(db.doc(observationPath(followedId)));
    batch.update(db.doc(itemPath()), {
      updatedAt: serverTime(), price: 1, currency: 'EUR', availability: 'in-stock', observerId: VIEWER, observationHour: earlierId, trend: [goodPoint],
    });
    await assertFails(batch.commit());
  });
});
