/**
 * "Wrong price" against the rules: the worker's removeWrongObservation (src/background/data/
 * wrong-price.ts) deletes the observation an alert rests on and puts the item's price and stock
 * back on the history that remains; the rules let its observer and the list's owner and editors do that, and nobody
 * move an item to a price no remaining observation shows.
 */
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import type { Firestore } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { removeWrongObservation } from '../../src/background/data/wrong-price';
import {
  EDITOR,
  OUTSIDER,
  OWNER,
  VIEWER,
  dbAs,
  itemPath,
  newItem,
  newObservation,
  observationPath,
  seed,
  serverTime,
  sharedListScene,
  timestampAt,
  useRulesEnvironment,
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
  const { written } = await removeWrongObservation(workerDb(uid), 'family', 'lego42115', WRONG_HOUR);
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
    // The trend and the last check stay (docs/data-model.md, "Wrong price").
    expect((item?.trend as unknown[]).length).toBe(2);
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

  it('with no earlier price to go back to, only the observation goes', async () => {
    await seedWrongPrice(VIEWER);
    await seed(env(), { [observationPath(GOOD_HOUR)]: newObservation(EDITOR, { amount: null, outcome: 'bot-check', currency: null }) });
    await assertSucceeds(removeAs(OWNER));
    expect(await stored(itemPath())).toMatchObject({ price: 3.79, observationHour: WRONG_HOUR });
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
  const backToGood = { price: 379.99, currency: 'EUR', availability: 'in-stock', observerId: EDITOR, observationHour: GOOD_HOUR };

  it('the same change the worker makes is accepted from the owner', async () => {
    await seedWrongPrice(VIEWER);
    await assertSucceeds(attempt(OWNER, backToGood));
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
