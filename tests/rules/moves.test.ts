/**
 * Moving an item to another list with its price history (docs/data-model.md, "Moving an item"):
 * the item arrives naming its source in `movedFrom`, its observations are copied as they are, and
 * the source leaves together with the marker. Nobody can use the path to forge an observation.
 */
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { describe, it } from 'vitest';
import {
  EDITOR,
  EDITORS_LIST,
  ITEM,
  OUTSIDER,
  OWNER,
  SHARED_LIST,
  VIEWER,
  countItem,
  dbAs,
  deleteField,
  itemCounterPath,
  itemPath,
  listPath,
  newItem,
  newList,
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

const VERAS_LIST = 'verasOwn';
const MALLORYS_LIST = 'mallorysOwn';
const FIRST = '2026031009';
const LATEST = '2026031514';
const MOVED_FROM = `lists/${SHARED_LIST}/items/${ITEM}`;
const DAY_MS = 24 * 60 * 60 * 1000;

/** An observation as stored weeks ago: its time is the original's, never the request's. */
function storedObservation(observerId: string, hourMs: number, extra: Fields = {}): Fields {
  return newObservation(observerId, {
    observedAt: timestampAt(hourMs + 5 * 60 * 1000),
    expiresAt: timestampAt(hourMs + 730 * DAY_MS),
    ...extra,
  });
}

const observations: Record<string, Fields> = {
  [FIRST]: storedObservation(OWNER, Date.UTC(2026, 2, 10, 9), { amount: 379.99 }),
  [LATEST]: storedObservation(VIEWER, Date.UTC(2026, 2, 15, 14), { amount: 359.99, source: 'recheck' }),
};

/** The source item after the viewer's change point of LATEST: what a moved item carries. */
const tracked: Fields = {
  price: 359.99,
  observerId: VIEWER,
  observationHour: LATEST,
  lastCheck: { at: timestampAt(Date.UTC(2026, 2, 15, 14, 5)), outcome: 'ok', source: 'recheck', observerId: VIEWER },
  trend: [
    { at: timestampAt(Date.UTC(2026, 2, 10, 9, 5)), amount: 379.99, availability: 'in-stock' },
    { at: timestampAt(Date.UTC(2026, 2, 15, 14, 5)), amount: 359.99, availability: 'in-stock' },
  ],
};

/** The item as it arrives in the target list: the mover's addition, now, with the source's tracking. */
function movedItem(mover: string, extra: Fields = {}): Fields {
  return newItem(OWNER, { ...tracked, addedBy: mover, addedAt: serverTime(), updatedAt: serverTime(), movedFrom: MOVED_FROM, ...extra });
}

/** The shared list with a tracked item and its history of two observers, and a list of each person's own. */
function scene(extra: Record<string, Fields> = {}): Record<string, Fields> {
  return {
    ...sharedListScene(),
    [itemPath()]: newItem(OWNER, tracked),
    [observationPath(FIRST)]: observations[FIRST] as Fields,
    [observationPath(LATEST)]: observations[LATEST] as Fields,
    [listPath(VERAS_LIST)]: newList(VIEWER),
    [itemCounterPath(VERAS_LIST)]: { count: 0, lastItemId: null },
    [listPath(MALLORYS_LIST)]: newList(OUTSIDER),
    [itemCounterPath(MALLORYS_LIST)]: { count: 0, lastItemId: null },
    ...extra,
  };
}

/** The scene with the item arrived (not yet complete) in `targetList`. */
const arrivedScene = (targetList = EDITORS_LIST, item: Fields = movedItem(EDITOR)) =>
  scene({ [itemPath(targetList)]: item, [itemCounterPath(targetList)]: { count: 1, lastItemId: ITEM } });

/** The first batch of a move: the item arrives in the target list, counted. */
function arrive(uid: string, targetList: string, fields: Fields, itemId = ITEM) {
  const db = dbAs(env(), uid);
  const batch = db.batch();
  batch.set(db.doc(itemPath(targetList, itemId)), fields);
  countItem(db, batch, targetList, itemId, 1);
  return batch.commit();
}

/** A batch of the history: each observation copied to the target and deleted from the source. */
function copyHistory(uid: string, targetList: string, copies: Record<string, Fields>, deleteSource = true) {
  const db = dbAs(env(), uid);
  const batch = db.batch();
  for (const [hour, fields] of Object.entries(copies)) {
    batch.set(db.doc(observationPath(hour, targetList)), fields);
    if (deleteSource) batch.delete(db.doc(observationPath(hour)));
  }
  return batch.commit();
}

/** The last batch: the source item leaves (counted) and the arrived item loses its marker. */
function leave(uid: string, targetList = EDITORS_LIST) {
  const db = dbAs(env(), uid);
  const batch = db.batch();
  batch.delete(db.doc(itemPath()));
  countItem(db, batch, SHARED_LIST, ITEM, -1);
  batch.update(db.doc(itemPath(targetList)), { movedFrom: deleteField() });
  return batch.commit();
}

describe('moving an item: the item arrives with the source’s price, stock, last check and trend', () => {
  it('an editor of the source who owns the target moves it in, counted, naming its source', async () => {
    await seed(env(), scene());
    await assertSucceeds(arrive(EDITOR, EDITORS_LIST, movedItem(EDITOR, { note: 'for Tom', status: 'claimed' })));
  });

  it('an item saved before tracking (no last check, no trend) arrives with null and empty', async () => {
    const { lastCheck: _lastCheck, trend: _trend, ...untracked } = newItem(OWNER);
    await seed(env(), scene({ [itemPath()]: untracked }));
    await assertSucceeds(arrive(EDITOR, EDITORS_LIST, movedItem(EDITOR, { price: 379.99, observerId: OWNER, observationHour: null, lastCheck: null, trend: [] })));
  });

  it('a viewer of the source cannot move it, not even into their own list', async () => {
    await seed(env(), scene());
    await assertFails(arrive(VIEWER, VERAS_LIST, movedItem(VIEWER)));
  });

  it('the source’s owner cannot move it into a list where they have no role', async () => {
    await seed(env(), scene());
    await assertFails(arrive(OWNER, EDITORS_LIST, movedItem(OWNER)));
  });

  it('the owner of the target who is no member of the source cannot claim its item', async () => {
    await seed(env(), scene());
    await assertFails(arrive(OUTSIDER, MALLORYS_LIST, movedItem(OUTSIDER)));
  });

  it.each([
    ['a price', { price: 9.99 }],
    ['a stock', { availability: 'out-of-stock' }],
    ['an observer', { observerId: EDITOR }],
    ['an observation hour', { observationHour: FIRST }],
    ['no last check', { lastCheck: null }],
    ['an empty trend', { trend: [] }],
    // A moved item is its source, moved: its description is the source's too (the rules check it
    // against the source, not field by field, which keeps the arrival well inside the rules budget).
    ['a name', { name: 'Renamed on the way' }],
    ['an image', { image: 'https://elsewhere.example/other.jpg' }],
    ['a saved price', { savedPrice: 1 }],
    ['a confidence', { confidence: 0.1 }],
  ])('an item that arrives with %s other than the source’s is refused', async (_what, change) => {
    await seed(env(), scene());
    await assertFails(arrive(EDITOR, EDITORS_LIST, movedItem(EDITOR, change)));
  });

  it.each([
    ['a note over its limit', { note: 'x'.repeat(1001) }],
    ['quantity 0', { quantity: 0 }],
    ['status stolen', { status: 'stolen' }],
  ])('an item that arrives with %s is refused (what the shopper chose is checked as on a new item)', async (_what, change) => {
    await seed(env(), scene());
    await assertFails(arrive(EDITOR, EDITORS_LIST, movedItem(EDITOR, change)));
  });

  it('an item in someone else’s name is refused', async () => {
    await seed(env(), scene());
    await assertFails(arrive(EDITOR, EDITORS_LIST, movedItem(EDITOR, { addedBy: OWNER })));
  });

  it('an item naming a source that does not exist is refused', async () => {
    await seed(env(), scene());
    await assertFails(arrive(EDITOR, EDITORS_LIST, movedItem(EDITOR, { movedFrom: `lists/${SHARED_LIST}/items/gone` }), 'gone'));
  });

  it.each([
    ['another item id', `lists/${SHARED_LIST}/items/other`],
    ['the same list', `lists/${EDITORS_LIST}/items/${ITEM}`],
    ['not an item path', `${SHARED_LIST}/${ITEM}`],
  ])('an item naming %s as its source is refused', async (_what, movedFrom) => {
    await seed(env(), scene({ [itemPath(SHARED_LIST, 'other')]: newItem(OWNER, tracked) }));
    await assertFails(arrive(EDITOR, EDITORS_LIST, movedItem(EDITOR, { movedFrom })));
  });

  it('an item added later cannot be given a source', async () => {
    await seed(env(), scene({ [itemPath(EDITORS_LIST)]: newItem(EDITOR, tracked) }));
    await assertFails(dbAs(env(), EDITOR).doc(itemPath(EDITORS_LIST)).update({ movedFrom: MOVED_FROM }));
  });
});

describe('moving an item: its observations are copied as they are', () => {
  it('an editor of both lists copies two observers’ observations and deletes them from the source in one batch', async () => {
    await seed(env(), arrivedScene());
    await assertSucceeds(copyHistory(EDITOR, EDITORS_LIST, observations));
  });

  it('a copy that is there already is written again identically (a move run again)', async () => {
    await seed(env(), { ...arrivedScene(), [observationPath(FIRST, EDITORS_LIST)]: observations[FIRST] as Fields });
    await assertSucceeds(copyHistory(EDITOR, EDITORS_LIST, { [FIRST]: observations[FIRST] as Fields }));
  });

  it('four copies with their four deletions, the worker’s batch, are accepted', async () => {
    const hours = ['2026030100', '2026030200', '2026030300', '2026030400'];
    const history = Object.fromEntries(hours.map((hour, index) => [hour, storedObservation(index % 2 ? OWNER : VIEWER, Date.UTC(2026, 2, index + 1))]));
    await seed(env(), { ...arrivedScene(), ...Object.fromEntries(hours.map((hour) => [observationPath(hour), history[hour] as Fields])) });
    await assertSucceeds(copyHistory(EDITOR, EDITORS_LIST, history));
  });

  it('a viewer of the source cannot copy into their own list, even into an item that claims it', async () => {
    await seed(env(), arrivedScene(VERAS_LIST, movedItem(VIEWER)));
    await assertFails(copyHistory(VIEWER, VERAS_LIST, observations, false));
  });

  it('an editor of the source only cannot copy into a list where they have no role', async () => {
    await seed(env(), arrivedScene());
    await assertFails(copyHistory(OWNER, EDITORS_LIST, observations, false));
  });

  it('the owner of the target only cannot copy from a list they are no member of', async () => {
    await seed(env(), arrivedScene(MALLORYS_LIST, movedItem(OUTSIDER)));
    await assertFails(copyHistory(OUTSIDER, MALLORYS_LIST, observations, false));
  });

  it.each([
    ['price', { amount: 9.99 }],
    ['observer', { observerId: EDITOR }],
    ['time', { observedAt: timestampAt(Date.UTC(2026, 2, 15, 14, 6)) }],
    ['expiry', { expiresAt: timestampAt(Date.UTC(2028, 2, 15)) }],
    ['extra field', { forged: true }],
  ])('a copy whose %s differs from the source is refused', async (_what, change) => {
    await seed(env(), arrivedScene());
    await assertFails(copyHistory(EDITOR, EDITORS_LIST, { [LATEST]: { ...(observations[LATEST] as Fields), ...change } }, false));
  });

  it('a copy of an hour the source does not have is refused', async () => {
    await seed(env(), arrivedScene());
    await assertFails(copyHistory(EDITOR, EDITORS_LIST, { '2026031600': observations[LATEST] as Fields }, false));
  });

  it('a copy into an item that does not claim that source is refused', async () => {
    await seed(env(), scene({ [itemPath(EDITORS_LIST)]: newItem(EDITOR, tracked) }));
    await assertFails(copyHistory(EDITOR, EDITORS_LIST, observations, false));
  });

  it('a copy into an item that claims another source is refused', async () => {
    const elsewhere = newList(EDITOR);
    await seed(env(), {
      ...arrivedScene(EDITORS_LIST, movedItem(EDITOR, { movedFrom: `lists/elsewhere/items/${ITEM}` })),
      [listPath('elsewhere')]: elsewhere,
    });
    await assertFails(copyHistory(EDITOR, EDITORS_LIST, observations, false));
  });

  it('once the move is complete, nothing more is copied', async () => {
    await seed(env(), arrivedScene());
    await assertSucceeds(leave(EDITOR));
    await seed(env(), { [observationPath(LATEST)]: observations[LATEST] as Fields });
    await assertFails(copyHistory(EDITOR, EDITORS_LIST, { [LATEST]: observations[LATEST] as Fields }, false));
  });
});

describe('moving an item: the source leaves with the marker', () => {
  it('the source item is deleted (counted) together with the arrived item’s marker', async () => {
    await seed(env(), arrivedScene());
    await assertSucceeds(leave(EDITOR));
  });

  it('the marker cannot be removed while the source is still there', async () => {
    await seed(env(), arrivedScene());
    await assertFails(dbAs(env(), EDITOR).doc(itemPath(EDITORS_LIST)).update({ movedFrom: deleteField() }));
  });

  it('the source cannot leave with an item that never arrived', async () => {
    await seed(env(), scene());
    await assertFails(leave(EDITOR));
  });

  it('removing the marker changes nothing else', async () => {
    await seed(env(), arrivedScene());
    const db = dbAs(env(), EDITOR);
    const batch = db.batch();
    batch.delete(db.doc(itemPath()));
    countItem(db, batch, SHARED_LIST, ITEM, -1);
    batch.update(db.doc(itemPath(EDITORS_LIST)), { movedFrom: deleteField(), price: 1 });
    await assertFails(batch.commit());
  });
});
