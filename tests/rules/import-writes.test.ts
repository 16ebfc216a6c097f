/**
 * The import's writes (src/features/lists/worker/firestore/items.ts, importItem) against the rules: an item of an
 * export keeps what the shopper saved and chose (saved price, note, quantity, status) as a new
 * item of the importer's, counted in its list, one batch each, within the list's 1,000.
 */
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import type { Firestore } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { importItem } from '../../src/features/lists/worker/firestore/items';
import type { ImportItem } from '../../src/features/your-data/model/import-item';
import { EDITOR, OWNER, SHARED_LIST, VIEWER, dbAs, itemCounterPath, itemPath, listPath, seed, sharedListScene, useRulesEnvironment, type Fields } from './support';

const { env } = useRulesEnvironment();

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

const exported = (n: number, overrides: Partial<ImportItem> = {}): ImportItem => ({
  id: `exported${n}`,
  name: `Lantern ${n}`,
  brand: 'Harbor & Pine',
  image: 'https://shop.example/lantern.jpg',
  url: `https://shop.example/p/lantern-${n}`,
  productKey: `shop.example/p/lantern-${n}`,
  store: 'shop.example',
  price: 39.5,
  currency: 'EUR',
  listPrice: 45,
  savedPrice: 49.99,
  availability: 'in-stock',
  sku: 'HP-1',
  gtin: '4006381333931',
  method: 'json-ld',
  confidence: 0.9,
  note: 'for the porch',
  quantity: 3,
  status: 'bought',
  ...overrides,
});

describe('the import’s writes under the rules', () => {
  it('an editor imports an item keeping its saved price, note, quantity and status, counted', async () => {
    await seed(env(), sharedListScene());
    const { id, written } = importItem(workerDb(EDITOR), SHARED_LIST, exported(1), EDITOR, false);
    await assertSucceeds(written);
    expect(await stored(itemPath(SHARED_LIST, id))).toMatchObject({
      name: 'Lantern 1', price: 39.5, savedPrice: 49.99, note: 'for the porch', quantity: 3, status: 'bought',
      addedBy: EDITOR, observerId: EDITOR, observationHour: null, lastCheck: null, trend: [],
    });
    expect(await stored(itemCounterPath())).toEqual({ count: 2, lastItemId: id });
  });

  it('writes a page of items as one batch each, all counted', async () => {
    await seed(env(), sharedListScene());
    const db = workerDb(OWNER);
    const writes = [2, 3, 4].map((n) => importItem(db, SHARED_LIST, exported(n), OWNER, false).written);
    await assertSucceeds(Promise.all(writes));
    expect((await stored(itemCounterPath()))?.count).toBe(4);
  });

  it('an item typed in by hand, without a price or a stored confidence', async () => {
    await seed(env(), sharedListScene());
    const item = exported(5, { method: 'manual', confidence: null, price: null, listPrice: null, savedPrice: null, currency: null, image: null, brand: null, sku: null, gtin: null });
    const { id, written } = importItem(workerDb(OWNER), SHARED_LIST, item, OWNER, false);
    await assertSucceeds(written);
    expect(await stored(itemPath(SHARED_LIST, id))).toMatchObject({ confidence: 1, price: null, currency: null });
  });

  it('an item claimed or bought arrives wanted on a gift list', async () => {
    const scene = sharedListScene();
    await seed(env(), { ...scene, [listPath(SHARED_LIST)]: { ...scene[listPath(SHARED_LIST)], gift: true } });
    const { id, written } = importItem(workerDb(OWNER), SHARED_LIST, exported(6, { status: 'claimed' }), OWNER, true);
    await assertSucceeds(written);
    expect((await stored(itemPath(SHARED_LIST, id)))?.status).toBe('wanted');
  });

  it('a file whose store column names another host gets its address’s store', async () => {
    await seed(env(), sharedListScene());
    const item = exported(9, { url: 'https://www.evil.example/pixel', store: 'shop.example' });
    const { id, written } = importItem(workerDb(OWNER), SHARED_LIST, item, OWNER, false);
    await assertSucceeds(written);
    expect(await stored(itemPath(SHARED_LIST, id))).toMatchObject({ url: 'https://www.evil.example/pixel', store: 'evil.example' });
  });

  it('an address with a user name before its host is stored without it, on its host’s store', async () => {
    await seed(env(), sharedListScene());
    const item = exported(10, { url: 'https://shop.example@evil.example/pixel', store: 'shop.example' });
    const { id, written } = importItem(workerDb(OWNER), SHARED_LIST, item, OWNER, false);
    await assertSucceeds(written);
    expect(await stored(itemPath(SHARED_LIST, id))).toMatchObject({ url: 'https://evil.example/pixel', store: 'evil.example' });
  });

  it('a viewer’s import is refused, as the worker’s own check expects', async () => {
    await seed(env(), sharedListScene());
    await assertFails(importItem(workerDb(VIEWER), SHARED_LIST, exported(7), VIEWER, false).written);
  });

  it('an import into a full list is refused', async () => {
    await seed(env(), { ...sharedListScene(), [itemCounterPath()]: { count: 1000, lastItemId: 'other' } });
    await assertFails(importItem(workerDb(OWNER), SHARED_LIST, exported(8), OWNER, false).written);
  });
});
