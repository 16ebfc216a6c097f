/**
 * The worker's own write functions (the features' worker/firestore modules), run against the rules: every write the
 * app makes must be allowed, including its largest batches.
 */
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { getDoc, doc, type Firestore } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { MAX_RULE_READS_PER_BATCH, deletionBatches } from '../../src/platform/firebase/batched-delete';
import { ruleReadsToDelete } from '../../src/platform/firebase/delete-read-cost';
import { addItem, itemAndHistoryRefsOf, removeItem, updateItem, type NewItem } from '../../src/features/lists/worker/firestore/items';
import { moveItem } from '../../src/features/lists/worker/firestore/move-item';
import { hourIdOf } from '../../src/features/tracking/model/hour-id';
import { saveReading } from '../../src/features/tracking/model/save-as-check';
import { recordItemReading } from '../../src/features/tracking/worker/firestore/observation-writer';
import { observationStoreOf } from '../../src/features/tracking/worker/firestore/observations';
import { createList, deleteList, deleteListsOwnedBy, renameList } from '../../src/features/lists/worker/firestore/lists';
import { createProfile } from '../../src/features/account/worker/firestore/users';
import {
  EDITOR,
  EDITORS_LIST,
  ITEM,
  OWNER,
  claimPath,
  newClaim,
  SHARED_LIST,
  VIEWER,
  dbAs,
  itemCounterPath,
  itemPath,
  listPath,
  newItem,
  newList,
  newObservation,
  observationPath,
  seed,
  sharedListScene,
  timestampAt,
  useRulesEnvironment,
  type Fields,
} from './support';

const { env } = useRulesEnvironment();

/** The modular Firestore behind a rules-testing client: what the worker's functions take. */
function workerDb(uid: string): Firestore {
  return (dbAs(env(), uid) as unknown as { _delegate: Firestore })._delegate;
}

function product(url: string, image: string | null = null): NewItem {
  return {
    name: 'LEGO Technic 42115',
    brand: 'LEGO',
    image,
    url,
    productKey: url,
    store: new URL(url).host,
    price: 379.99,
    currency: 'EUR',
    listPrice: null,
    availability: 'in-stock',
    sku: null,
    gtin: null,
    method: 'json-ld',
    confidence: 0.9,
    note: '',
    quantity: 1,
  };
}

/** What is stored at a path, read with the rules off; undefined when there is nothing. */
async function stored(path: string): Promise<Fields | undefined> {
  let data: Fields | undefined;
  await env().withSecurityRulesDisabled(async (context) => {
    data = (await context.firestore().doc(path).get()).data();
  });
  return data;
}

/** `count` observations a day apart, oldest first, alternately the owner's visits and the viewer's re-checks. */
function trackedHistory(count: number): [string, Fields][] {
  return Array.from({ length: count }, (_, index) => {
    const at = Date.UTC(2026, 2, 1 + index, 9, 5);
    const observerId = index % 2 === 0 ? OWNER : VIEWER;
    const fields = newObservation(observerId, {
      amount: 300 + index,
      source: observerId === OWNER ? 'visit' : 'recheck',
      observedAt: timestampAt(at),
      expiresAt: timestampAt(at + 730 * 24 * 60 * 60 * 1000),
    });
    return [hourIdOf(at), fields];
  });
}

/** The item's tracking fields after the history's last change point. */
function trackedBy(history: [string, Fields][]): Fields {
  const [hour, last] = history.at(-1) as [string, Fields];
  return {
    price: last.amount,
    observerId: last.observerId,
    observationHour: hour,
    lastCheck: { at: last.observedAt, outcome: 'ok', source: last.source, observerId: last.observerId },
    trend: history.slice(-8).map(([, point]) => ({ at: point.observedAt, amount: point.amount, availability: 'in-stock' })),
  };
}

const historyAt = (listId: string, history: [string, Fields][]): Record<string, Fields> =>
  Object.fromEntries(history.map(([hour, fields]) => [observationPath(hour, listId), fields]));

/** The stored history of the item in a list, by hour, read with the rules off. */
async function storedHistory(listId: string): Promise<Record<string, Fields>> {
  const history: Record<string, Fields> = {};
  await env().withSecurityRulesDisabled(async (context) => {
    const snapshot = await context.firestore().collection(`${itemPath(listId)}/observations`).get();
    for (const observation of snapshot.docs) history[observation.id] = observation.data();
  });
  return history;
}

/** A list of the owner's with `count` items, each with one observation in its history. */
function listWithHistories(listId: string, count: number): Record<string, Fields> {
  const scene: Record<string, Fields> = {
    [listPath(listId)]: newList(OWNER),
    [itemCounterPath(listId)]: { count: count, lastItemId: count > 0 ? `item${count - 1}` : null },
  };
  for (let index = 0; index < count; index++) {
    scene[itemPath(listId, `item${index}`)] = newItem(OWNER);
    scene[observationPath('2026031514', listId, `item${index}`)] = newObservation(OWNER);
  }
  return scene;
}

/** A shared gift list of the owner's with `count` items, each with one observation and claimed by the viewer. */
function giftListWithClaims(listId: string, count: number): Record<string, Fields> {
  const scene: Record<string, Fields> = {
    ...listWithHistories(listId, count),
    [listPath(listId)]: newList(OWNER, { gift: true, memberIds: [OWNER, VIEWER], roles: { [OWNER]: 'owner', [VIEWER]: 'viewer' } }),
  };
  for (let index = 0; index < count; index++) scene[claimPath(`item${index}`, listId)] = newClaim(VIEWER);
  return scene;
}

describe('the worker’s writes under the rules', () => {
  it('a new account’s profile and first list, in one batch', async () => {
    await assertSucceeds(createProfile(workerDb(OWNER), OWNER, 'Wishlist'));
  });

  it('creates a list with its item counter, and renames it', async () => {
    const db = workerDb(OWNER);
    const { id, written } = createList(db, OWNER, 'Birthday');
    await assertSucceeds(written);
    expect(await stored(itemCounterPath(id))).toEqual({ count: 0, lastItemId: null });
    await assertSucceeds(renameList(db, id, 'Birthday 2026'));
  });

  it('an editor saves a product to a shared list', async () => {
    await seed(env(), sharedListScene());
    const { written } = addItem(workerDb(EDITOR), SHARED_LIST, product('https://shop.example/p/1'), EDITOR);
    await assertSucceeds(written);
  });

  it('a save that read its page is the item\'s first check: its observation, lastCheck and trend in the save\'s batch', async () => {
    await seed(env(), sharedListScene());
    const saved = product('https://shop.example/p/1');
    const reading = saveReading(saved, Date.now() - 60_000, Date.now());
    expect(reading).not.toBeNull();
    const { id, written } = addItem(workerDb(EDITOR), SHARED_LIST, saved, EDITOR, reading);
    await assertSucceeds(written);
    expect(await stored(itemPath(SHARED_LIST, id))).toMatchObject({ price: 379.99, lastCheck: { source: 'visit', outcome: 'ok', observerId: EDITOR } });
    expect(await stored(`${itemPath(SHARED_LIST, id)}/observations/${hourIdOf(Date.now() - 60_000)}_${EDITOR}`)).toMatchObject({ amount: 379.99, source: 'visit' });
  });

  it.each([OWNER, EDITOR])('a check in the hour of the save that was the first check replaces the saver\'s observation and moves the price (%s)', async (saver) => {
    await seed(env(), sharedListScene());
    const db = workerDb(saver);
    const saved = product('https://shop.example/p/1');
    const now = Date.now();
    const reading = saveReading(saved, now - 60_000, now);
    const { id, written } = addItem(db, SHARED_LIST, saved, saver, reading, now);
    await assertSucceeds(written);
    const after = await stored(itemPath(SHARED_LIST, id));
    const item = {
      ...saved, id, listId: SHARED_LIST, savedPrice: saved.price, note: '', quantity: 1, status: 'wanted' as const, addedBy: saver, addedAt: now, pendingWrites: false,
      lastCheck: { at: now, outcome: 'ok' as const, source: 'visit' as const },
      trend: [{ at: now - 60_000, amount: 379.99, availability: 'in-stock' as const }],
    };
    expect(after).toMatchObject({ lastCheck: { source: 'visit' } });
    const check = { source: 'recheck' as const, outcome: 'ok' as const, at: now, amount: 329.99, currency: 'EUR', listPrice: null, availability: 'in-stock' as const, method: 'json-ld' as const, confidence: 0.9 };
    await assertSucceeds(recordItemReading(observationStoreOf(db), saver, item, check, now + 1_000));
    expect(await stored(itemPath(SHARED_LIST, id))).toMatchObject({ price: 329.99, lastCheck: { source: 'recheck' } });
  });

  it('a product from a local demo store keeps its http address', async () => {
    await seed(env(), sharedListScene());
    const url = 'http://localhost:5301/p/lantern';
    const { id, written } = addItem(workerDb(OWNER), SHARED_LIST, product(url, 'http://localhost:5301/images/lantern.svg'), OWNER);
    await assertSucceeds(written);
    expect(await stored(itemPath(SHARED_LIST, id))).toMatchObject({ url, image: 'http://localhost:5301/images/lantern.svg' });
  });

  it('a plain http product elsewhere is stored as https, with its address encoded', async () => {
    await seed(env(), sharedListScene());
    const { id, written } = addItem(workerDb(OWNER), SHARED_LIST, product('http://shop.example/p/é 1', 'http://shop.example/é.jpg'), OWNER);
    await assertSucceeds(written);
    expect(await stored(itemPath(SHARED_LIST, id))).toMatchObject({
      url: 'https://shop.example/p/%C3%A9%201',
      image: 'https://shop.example/%C3%A9.jpg',
    });
  });

  it('an editor changes the note, quantity and status, and removes an item with its history', async () => {
    await seed(env(), { ...sharedListScene(), [observationPath()]: newObservation(VIEWER) });
    const db = workerDb(EDITOR);
    await assertSucceeds(updateItem(db, SHARED_LIST, ITEM, { note: 'size 42', quantity: 2, status: 'bought' }));
    await assertSucceeds(removeItem(db, SHARED_LIST, ITEM));
    expect(await stored(itemPath())).toBeUndefined();
    expect(await stored(observationPath())).toBeUndefined();
    expect(await stored(itemCounterPath())).toEqual({ count: 0, lastItemId: ITEM });
  });

  it('saving counts the item in its list', async () => {
    await seed(env(), sharedListScene());
    const { id, written } = addItem(workerDb(EDITOR), SHARED_LIST, product('https://shop.example/p/2'), EDITOR);
    await assertSucceeds(written);
    expect(await stored(itemCounterPath())).toEqual({ count: 2, lastItemId: id });
  });

  it('a save to a full list is refused', async () => {
    await seed(env(), { ...sharedListScene(), [itemCounterPath()]: { count: 1000, lastItemId: ITEM } });
    await assertFails(addItem(workerDb(EDITOR), SHARED_LIST, product('https://shop.example/p/2'), EDITOR).written);
  });

  it('a viewer’s change of the note is refused, as the worker’s own check expects', async () => {
    await seed(env(), sharedListScene());
    await assertFails(updateItem(workerDb(VIEWER), SHARED_LIST, ITEM, { note: 'mine' }));
  });

  it('an editor moves an item to their own list', async () => {
    await seed(env(), sharedListScene());
    const db = workerDb(EDITOR);
    await getDoc(doc(db, itemPath()));
    const { written } = await moveItem(db, SHARED_LIST, ITEM, EDITORS_LIST, EDITOR);
    await assertSucceeds(written);
    expect(await stored(itemPath(EDITORS_LIST, ITEM))).toMatchObject({ addedBy: EDITOR, observerId: OWNER, observationHour: null });
    expect(await stored(itemPath())).toBeUndefined();
    expect(await stored(itemCounterPath(EDITORS_LIST))).toEqual({ count: 1, lastItemId: ITEM });
    expect(await stored(itemCounterPath(SHARED_LIST))).toEqual({ count: 0, lastItemId: ITEM });
  });

  it('an editor moves an item with 9 observations of two observers: the history arrives whole, the source is gone', async () => {
    const history = trackedHistory(9);
    await seed(env(), { ...sharedListScene(), [itemPath()]: newItem(OWNER, trackedBy(history)), ...historyAt(SHARED_LIST, history) });
    const before = await storedHistory(SHARED_LIST);
    const db = workerDb(EDITOR);
    await getDoc(doc(db, itemPath()));
    const { written } = await moveItem(db, SHARED_LIST, ITEM, EDITORS_LIST, EDITOR);
    await assertSucceeds(written);
    expect(Object.keys(before)).toHaveLength(9);
    expect(await storedHistory(EDITORS_LIST)).toEqual(before);
    expect(await storedHistory(SHARED_LIST)).toEqual({});
    expect(await stored(itemPath())).toBeUndefined();
    const moved = await stored(itemPath(EDITORS_LIST, ITEM));
    expect(moved).toMatchObject({ ...trackedBy(history), addedBy: EDITOR });
    expect(moved).not.toHaveProperty('movedFrom');
    expect(await stored(itemCounterPath(EDITORS_LIST))).toEqual({ count: 1, lastItemId: ITEM });
    expect(await stored(itemCounterPath(SHARED_LIST))).toEqual({ count: 0, lastItemId: ITEM });
  });

  it('a move into a full list is refused whole: the item and its history stay where they were', async () => {
    const history = trackedHistory(6);
    await seed(env(), {
      ...sharedListScene(),
      [itemPath()]: newItem(OWNER, trackedBy(history)),
      ...historyAt(SHARED_LIST, history),
      [itemCounterPath(EDITORS_LIST)]: { count: 1000, lastItemId: 'another' },
    });
    const before = await storedHistory(SHARED_LIST);
    const db = workerDb(EDITOR);
    await getDoc(doc(db, itemPath()));
    const { written } = await moveItem(db, SHARED_LIST, ITEM, EDITORS_LIST, EDITOR);
    await assertFails(written);
    expect(await storedHistory(SHARED_LIST)).toEqual(before);
    expect(await stored(itemPath())).toMatchObject(trackedBy(history));
    expect(await stored(itemPath(EDITORS_LIST, ITEM))).toBeUndefined();
    expect(await storedHistory(EDITORS_LIST)).toEqual({});
    expect(await stored(itemCounterPath(SHARED_LIST))).toEqual({ count: 1, lastItemId: ITEM });
  });

  it('a move interrupted after 4 observations is completed by moving again, counted once', async () => {
    const history = trackedHistory(7);
    const moved = historyAt(EDITORS_LIST, history.slice(0, 4));
    await seed(env(), {
      ...sharedListScene(),
      [itemPath()]: newItem(OWNER, trackedBy(history)),
      ...historyAt(SHARED_LIST, history.slice(4)),
      [itemPath(EDITORS_LIST)]: newItem(OWNER, { ...trackedBy(history), addedBy: EDITOR, movedFrom: `lists/${SHARED_LIST}/items/${ITEM}` }),
      [itemCounterPath(EDITORS_LIST)]: { count: 1, lastItemId: ITEM },
      ...moved,
    });
    const db = workerDb(EDITOR);
    await getDoc(doc(db, itemPath()));
    await getDoc(doc(db, itemPath(EDITORS_LIST)));
    const { written } = await moveItem(db, SHARED_LIST, ITEM, EDITORS_LIST, EDITOR);
    await assertSucceeds(written);
    expect(Object.keys(await storedHistory(EDITORS_LIST))).toEqual(history.map(([hour]) => hour));
    expect(await storedHistory(SHARED_LIST)).toEqual({});
    expect(await stored(itemPath())).toBeUndefined();
    expect(await stored(itemPath(EDITORS_LIST))).not.toHaveProperty('movedFrom');
    expect(await stored(itemCounterPath(EDITORS_LIST))).toEqual({ count: 1, lastItemId: ITEM });
    expect(await stored(itemCounterPath(SHARED_LIST))).toEqual({ count: 0, lastItemId: ITEM });
  });

  it(`deletes a list with 45 items and their histories in batches of at most ${MAX_RULE_READS_PER_BATCH} rule reads`, async () => {
    await seed(env(), listWithHistories('big', 45));
    const { written } = await deleteList(workerDb(OWNER), 'big');
    await assertSucceeds(written);
    expect(await stored(listPath('big'))).toBeUndefined();
    expect(await stored(itemCounterPath('big'))).toBeUndefined();
    expect(await stored(itemPath('big', 'item44'))).toBeUndefined();
    expect(await stored(observationPath('2026031514', 'big', 'item44'))).toBeUndefined();
  });

  it('deletes a gift list of 12 claimed items: each item with its claim, the claims gone', async () => {
    await seed(env(), giftListWithClaims('gifts', 12));
    const { written } = await deleteList(workerDb(OWNER), 'gifts');
    await assertSucceeds(written);
    expect(await stored(listPath('gifts'))).toBeUndefined();
    expect(await stored(claimPath('item11', 'gifts'))).toBeUndefined();
    expect(await stored(itemPath('gifts', 'item11'))).toBeUndefined();
  });

  it('deletes every list an account owns, with items and histories, and no one else’s', async () => {
    await seed(env(), { ...sharedListScene(), ...listWithHistories('own', 12), [observationPath()]: newObservation(VIEWER) });
    await assertSucceeds(deleteListsOwnedBy(workerDb(OWNER), OWNER));
    expect(await stored(listPath(SHARED_LIST))).toBeUndefined();
    expect(await stored(observationPath())).toBeUndefined();
    expect(await stored(observationPath('2026031514', 'own', 'item11'))).toBeUndefined();
    expect(await stored(listPath(EDITORS_LIST))).toBeDefined();
  });
});

describe('the cap of 20 document reads per batch that the worker’s batches respect', () => {
  /** One batch deleting an item from each of `count` lists: the rules read `count` different lists. */
  async function deleteAcrossLists(count: number) {
    const scene: Record<string, Fields> = {};
    for (let index = 0; index < count; index++) {
      scene[listPath(`list${index}`)] = newList(OWNER);
      scene[itemPath(`list${index}`, ITEM)] = newItem(OWNER);
    }
    await seed(env(), scene);
    const db = dbAs(env(), OWNER);
    const batch = db.batch();
    for (let index = 0; index < count; index++) batch.delete(db.doc(itemPath(`list${index}`, ITEM)));
    return batch.commit();
  }

  it(`a batch of ${MAX_RULE_READS_PER_BATCH} deletions that each read a different list is accepted`, async () => {
    await assertSucceeds(deleteAcrossLists(MAX_RULE_READS_PER_BATCH));
  });

  it(`a batch of ${MAX_RULE_READS_PER_BATCH + 1} such deletions is refused`, async () => {
    await assertFails(deleteAcrossLists(MAX_RULE_READS_PER_BATCH + 1));
  });

  /**
   * The owner's deletion of an item with its claim from each of `count` gift lists, in one batch:
   * no list or item is read twice, so the emulator counts every read as production may.
   */
  async function deletePairsAcrossLists(count: number) {
    const scene: Record<string, Fields> = {};
    for (let index = 0; index < count; index++) Object.assign(scene, giftListWithClaims(`gift${index}`, 1));
    await seed(env(), scene);
    const db = dbAs(env(), OWNER);
    const batch = db.batch();
    for (let index = 0; index < count; index++) {
      batch.delete(db.doc(itemPath(`gift${index}`, 'item0')));
      batch.delete(db.doc(claimPath('item0', `gift${index}`)));
    }
    return batch.commit();
  }

  // So the emulator cannot show the worst case the worker budgets for (every call counted,
  // docs/data-model.md): the budget itself is checked in tests/unit/data/batched-delete.test.ts.
  it('the emulator counts only the list for an item with its claim (not the existsAfter calls): 20 pairs from 20 lists pass, 21 are refused', async () => {
    await assertSucceeds(deletePairsAcrossLists(MAX_RULE_READS_PER_BATCH));
    await env().clearFirestore();
    await assertFails(deletePairsAcrossLists(MAX_RULE_READS_PER_BATCH + 1));
  });

  it('the worker’s largest batch of items with their claims passes even with each pair from a different list', async () => {
    await seed(env(), giftListWithClaims('gifts', 12));
    const batches = deletionBatches(await itemAndHistoryRefsOf(workerDb(OWNER), 'gifts'));
    const reads = batches.map((batch) => batch.reduce((sum, ref) => sum + ruleReadsToDelete(ref.path), 0));
    expect(Math.max(...reads)).toBeLessThanOrEqual(MAX_RULE_READS_PER_BATCH);
    const pairsInLargest = Math.max(...batches.map((batch) => batch.filter((ref) => ref.path.includes('/claims/')).length));
    expect(pairsInLargest).toBeGreaterThan(0);
    await assertSucceeds(deletePairsAcrossLists(pairsInLargest));
  });

  it('the emulator counts repeated reads of one list once: 499 deletions from one list pass in one batch', async () => {
    const items = Object.fromEntries(Array.from({ length: 499 }, (_, i) => [itemPath(SHARED_LIST, `item${i}`), newItem(OWNER)]));
    await seed(env(), { ...sharedListScene(), ...items });
    const db = dbAs(env(), OWNER);
    const batch = db.batch();
    for (const path of Object.keys(items)) batch.delete(db.doc(path));
    await assertSucceeds(batch.commit());
  });
});
