import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { describe, it } from 'vitest';
import {
  EDITOR,
  EDITORS_LIST,
  HOUR,
  ITEM,
  OUTSIDER,
  OWNER,
  SHARED_LIST,
  VIEWER,
  clientNow,
  clientTime,
  countItem,
  daysFromNow,
  dbAs,
  deleteField,
  expectVerdict,
  hoursFromNow,
  increment,
  itemCounterPath,
  itemPath,
  listPath,
  newItem,
  newList,
  newObservation,
  observationIdOf,
  observationPath,
  seed,
  serverTime,
  timestampAt,
  sharedListScene,
  text,
  urlOfSize,
  useRulesEnvironment,
  without,
  type Fields,
} from './support';

const { env } = useRulesEnvironment();
const NEW_ITEM = 'newItem1';
const ITEM_FIELDS = Object.keys(newItem(OWNER));
/** A host name of 253 characters, the longest there is: labels of 63, 63, 63 and 61 letters. */
const HOST_253 = [text(63, 'a'), text(63, 'b'), text(63, 'c'), text(61, 'd')].join('.');

/** Adds NEW_ITEM as the worker does: the item and its counter's step in one batch. */
function add(uid: string | null, fields: Fields, listId = SHARED_LIST) {
  const db = dbAs(env(), uid);
  const batch = db.batch();
  batch.set(db.doc(itemPath(listId, NEW_ITEM)), fields);
  countItem(db, batch, listId, NEW_ITEM, 1);
  return batch.commit();
}
const change = (uid: string | null, fields: Fields) =>
  dbAs(env(), uid).doc(itemPath()).update({ updatedAt: serverTime(), ...fields });

/**
 * One batch: the caller's observation for HOUR, and the item's price and stock changed to follow it,
 * with its last check and a trend point from the observation (as `planRecording` makes them).
 */
function recordAndFollow(uid: string, observation: Fields, itemChanges: Fields, trendBefore: Fields[] = []) {
  const db = dbAs(env(), uid);
  const batch = db.batch();
  batch.set(db.doc(observationPath(observationIdOf(uid))), observation);
  const availability = itemChanges.availability ?? 'in-stock';
  batch.update(db.doc(itemPath()), {
    updatedAt: serverTime(),
    observerId: uid,
    observationHour: observationIdOf(uid),
    lastCheck: { at: serverTime(), outcome: observation.outcome, source: observation.source, observerId: uid },
    trend: [...trendBefore, { at: clientNow(), amount: observation.amount, availability }],
    ...itemChanges,
  });
  return batch.commit();
}

describe('lists/{listId}/items: reading', () => {
  it.each([OWNER, EDITOR, VIEWER])('member %s reads an item', async (uid) => {
    await seed(env(), sharedListScene());
    await assertSucceeds(dbAs(env(), uid).doc(itemPath()).get());
  });

  it.each([OWNER, EDITOR, VIEWER])('member %s follows all of a list’s items', async (uid) => {
    await seed(env(), sharedListScene());
    await assertSucceeds(dbAs(env(), uid).collection(`lists/${SHARED_LIST}/items`).get());
  });

  it('a non-member cannot read an item', async () => {
    await seed(env(), sharedListScene());
    await assertFails(dbAs(env(), OUTSIDER).doc(itemPath()).get());
  });

  it('a non-member cannot list a list’s items', async () => {
    await seed(env(), sharedListScene());
    await assertFails(dbAs(env(), OUTSIDER).collection(`lists/${SHARED_LIST}/items`).get());
  });

  it('someone signed out cannot read an item', async () => {
    await seed(env(), sharedListScene());
    await assertFails(dbAs(env(), null).doc(itemPath()).get());
  });

  it('the items of a list that does not exist cannot be read', async () => {
    await seed(env(), { [itemPath('gone', ITEM)]: newItem(OWNER) });
    await assertFails(dbAs(env(), OWNER).doc(itemPath('gone', ITEM)).get());
  });
});

describe('lists/{listId}/items: who adds an item', () => {
  it('the owner adds an item', async () => {
    await seed(env(), sharedListScene());
    await assertSucceeds(add(OWNER, newItem(OWNER)));
  });

  it('an editor adds an item', async () => {
    await seed(env(), sharedListScene());
    await assertSucceeds(add(EDITOR, newItem(EDITOR)));
  });

  it('a viewer cannot add an item', async () => {
    await seed(env(), sharedListScene());
    await assertFails(add(VIEWER, newItem(VIEWER)));
  });

  it('a non-member cannot add an item', async () => {
    await seed(env(), sharedListScene());
    await assertFails(add(OUTSIDER, newItem(OUTSIDER)));
  });

  it('someone signed out cannot add an item', async () => {
    await seed(env(), sharedListScene());
    await assertFails(add(null, newItem(OWNER)));
  });

  it('an item cannot be added to a list that does not exist', async () => {
    await seed(env(), sharedListScene());
    await assertFails(add(OWNER, newItem(OWNER), 'noSuchList'));
  });

  it('an item added in someone else’s name is refused', async () => {
    await seed(env(), sharedListScene());
    await assertFails(add(EDITOR, newItem(OWNER)));
  });

  it('an item whose addedAt is not the server time is refused', async () => {
    await seed(env(), sharedListScene());
    await assertFails(add(OWNER, newItem(OWNER, { addedAt: clientTime() })));
  });

  it('an item whose updatedAt is not the server time is refused', async () => {
    await seed(env(), sharedListScene());
    await assertFails(add(OWNER, newItem(OWNER, { updatedAt: clientTime() })));
  });

  it('an item with an extra field is refused', async () => {
    await seed(env(), sharedListScene());
    await assertFails(add(OWNER, newItem(OWNER, { color: 'red' })));
  });

  it.each(ITEM_FIELDS)('an item without %s is refused', async (field) => {
    await seed(env(), sharedListScene());
    await assertFails(add(OWNER, without(newItem(OWNER), field)));
  });

  it('a page saved with no product found (no price, manual) is accepted', async () => {
    await seed(env(), sharedListScene());
    const page = {
      brand: null,
      image: null,
      price: null,
      currency: null,
      listPrice: null,
      savedPrice: null,
      availability: 'unknown',
      sku: null,
      gtin: null,
      method: 'manual',
      confidence: 1,
    };
    await assertSucceeds(add(OWNER, newItem(OWNER, page)));
  });

  it('an item whose price is in someone else’s name is refused', async () => {
    await seed(env(), sharedListScene());
    await assertFails(add(EDITOR, newItem(EDITOR, { observerId: OWNER })));
  });

  it('a new item that claims to follow an observation in its history is refused', async () => {
    await seed(env(), sharedListScene());
    await assertFails(add(OWNER, newItem(OWNER, { observationHour: HOUR })));
  });

  it('a list, its counter and its first item created in one batch are accepted', async () => {
    const db = dbAs(env(), OWNER);
    const batch = db.batch();
    batch.set(db.doc(listPath('fresh')), newList(OWNER));
    batch.set(db.doc(itemCounterPath('fresh')), { count: 1, lastItemId: NEW_ITEM });
    batch.set(db.doc(itemPath('fresh', NEW_ITEM)), newItem(OWNER));
    await assertSucceeds(batch.commit());
  });

  it('an item created with someone else’s new list in one batch is refused', async () => {
    const db = dbAs(env(), EDITOR);
    const batch = db.batch();
    batch.set(db.doc(listPath('fresh')), newList(EDITOR));
    batch.set(db.doc(itemPath(SHARED_LIST, NEW_ITEM)), newItem(EDITOR));
    countItem(db, batch, SHARED_LIST, NEW_ITEM, 1);
    await assertFails(batch.commit());
  });

  it('a moved item keeps its note, quantity, status and saved price', async () => {
    await seed(env(), sharedListScene());
    const moved = { note: 'for Tom', quantity: 2, status: 'claimed', savedPrice: 449.99 };
    await assertSucceeds(add(OWNER, newItem(OWNER, moved)));
  });
});

describe('lists/{listId}/items: the value of each field on a new item', () => {
  it.each([
    ['an empty name', { name: '' }, 'refused'],
    ['a name of 1 character', { name: 'x' }, 'accepted'],
    ['a name of 300 characters', { name: text(300) }, 'accepted'],
    ['a name of 301 characters', { name: text(301) }, 'refused'],
    ['a null name', { name: null }, 'refused'],

    ['a null brand', { brand: null }, 'accepted'],
    ['an empty brand', { brand: '' }, 'refused'],
    ['a brand of 200 characters', { brand: text(200) }, 'accepted'],
    ['a brand of 201 characters', { brand: text(201) }, 'refused'],

    ['a null image', { image: null }, 'accepted'],
    ['a plain http image', { image: 'http://shop.example/a.jpg' }, 'refused'],
    ['an image of 2048 characters', { image: urlOfSize(2048) }, 'accepted'],
    ['an image of 2049 characters', { image: urlOfSize(2049) }, 'refused'],
    ['a data: image', { image: 'data:image/png;base64,AAAA' }, 'refused'],
    ['an image that is only https://', { image: 'https://' }, 'refused'],
    ['an image with a newline', { image: 'https://shop.example/a.jpg\nX-Injected: 1' }, 'refused'],
    ['an image of a local demo store over http', { image: 'http://localhost:5301/images/a.svg' }, 'accepted'],

    ['a url of 2048 characters', { url: urlOfSize(2048) }, 'accepted'],
    ['a url of 2049 characters', { url: urlOfSize(2049) }, 'refused'],
    ['an HTTPS:// url in capitals', { url: 'HTTPS://SHOP.EXAMPLE/P/1' }, 'accepted'],
    ['a plain http url', { url: 'http://shop.example/p/1' }, 'refused'],
    ['a url with a newline', { url: 'https://shop.example/p/1\n' }, 'refused'],
    ['a url with a carriage return inside', { url: 'https://shop.example/p/1\r\nSet-Cookie: a=b' }, 'refused'],
    ['a url with a space', { url: 'https://shop.example/p 1' }, 'refused'],
    ['a url with a tab', { url: 'https://shop.example/p\t1' }, 'refused'],
    ['a url with a raw non-ASCII letter', { url: 'https://shop.example/p/é' }, 'refused'],
    ['a url with a percent-encoded letter', { url: 'https://shop.example/p/%C3%A9' }, 'accepted'],
    ['a url of a local demo store over http', { url: 'http://localhost:5301/p/1', store: 'localhost' }, 'accepted'],
    ['a url of the second local demo store', { url: 'http://127.0.0.1:5302/p/1', store: '127.0.0.1' }, 'accepted'],
    ['an http url of a host that starts with localhost', { url: 'http://localhost.evil.example/p/1' }, 'refused'],
    ['an http url that hides a host after localhost', { url: 'http://localhost@evil.example/p/1' }, 'refused'],
    ['a javascript: url', { url: 'javascript:alert(1)' }, 'refused'],
    ['an ftp url', { url: 'ftp://shop.example/p/1' }, 'refused'],
    ['a null url', { url: null }, 'refused'],

    ['an empty productKey', { productKey: '' }, 'refused'],
    ['a productKey of 2048 characters', { productKey: text(2048) }, 'accepted'],
    ['a productKey of 2049 characters', { productKey: text(2049) }, 'refused'],

    ['an empty store', { store: '' }, 'refused'],
    ['a store of 253 characters', { store: HOST_253, url: `https://${HOST_253}/p/1` }, 'accepted'],
    ['a store of 254 characters', { store: `a${HOST_253}`, url: `https://a${HOST_253}/p/1` }, 'refused'],

    // The re-check engine fetches `url`, with the member's cookies, when it may fetch `store`.
    ['a url on www. of its store', { url: 'https://www.shop.example/p/42115' }, 'accepted'],
    ['a url on its store with a port', { url: 'https://shop.example:8443/p/42115' }, 'accepted'],
    ['a url with no path on its store', { url: 'https://shop.example' }, 'accepted'],
    ['a url on another host than its store', { url: 'https://evil.example/pixel' }, 'refused'],
    ['a url whose user name is its store', { url: 'https://shop.example@evil.example/pixel' }, 'refused'],
    ['a url on a subdomain of another host named like its store', { url: 'https://shop.example.evil.example/p' }, 'refused'],
    ['a url on a host that ends with its store', { url: 'https://myshop.example/p' }, 'refused'],
    ['a url whose host differs from its store only where the store has a dot', { url: 'https://shopxexample/p' }, 'refused'],
    ['a url on a subdomain of its store', { url: 'https://eu.shop.example/p' }, 'refused'],
    ['a store in capitals', { store: 'SHOP.EXAMPLE' }, 'refused'],
    ['a store that is a pattern', { store: 'shop.example|evil.example', url: 'https://evil.example/p' }, 'refused'],
    ['a store that is a wildcard', { store: '.*', url: 'https://evil.example/p' }, 'refused'],

    ['price 0', { price: 0, savedPrice: null }, 'refused'],
    ['price -1', { price: -1, savedPrice: null }, 'refused'],
    ['price 0.01', { price: 0.01, savedPrice: 0.01 }, 'accepted'],
    ['price 1 (an integer)', { price: 1, savedPrice: 1 }, 'accepted'],
    ['price 999999999.99', { price: 999999999.99, savedPrice: null }, 'accepted'],
    ['price 1e9', { price: 1e9, savedPrice: null }, 'refused'],
    ['a price that is a string', { price: '379.99' }, 'refused'],

    ['currency eur in lower case', { currency: 'eur' }, 'refused'],
    ['currency EURO', { currency: 'EURO' }, 'refused'],
    ['a null currency with a price', { currency: null }, 'refused'],
    ['a null currency with only a list price', { currency: null, price: null }, 'refused'],
    ['a null currency and no prices', { currency: null, price: null, listPrice: null, savedPrice: null }, 'accepted'],
    ['a currency with no price', { price: null, listPrice: null }, 'accepted'],

    ['a null listPrice', { listPrice: null }, 'accepted'],
    ['listPrice 0', { listPrice: 0 }, 'refused'],
    ['listPrice 1e9', { listPrice: 1e9 }, 'refused'],
    ['listPrice 999999999.99', { listPrice: 999999999.99 }, 'accepted'],

    ['a null savedPrice', { savedPrice: null }, 'accepted'],
    ['a savedPrice with no currency', { price: null, listPrice: null, currency: null }, 'refused'],
    ['savedPrice 0', { savedPrice: 0 }, 'refused'],
    ['savedPrice 1e9', { savedPrice: 1e9 }, 'refused'],
    ['a savedPrice that is a string', { savedPrice: '1' }, 'refused'],

    ['availability out-of-stock', { availability: 'out-of-stock' }, 'accepted'],
    ['availability preorder', { availability: 'preorder' }, 'accepted'],
    ['availability unknown', { availability: 'unknown' }, 'accepted'],
    ['availability maybe', { availability: 'maybe' }, 'refused'],

    ['a null sku', { sku: null }, 'accepted'],
    ['an empty sku', { sku: '' }, 'refused'],
    ['a sku of 100 characters', { sku: text(100) }, 'accepted'],
    ['a sku of 101 characters', { sku: text(101) }, 'refused'],

    ['a null gtin', { gtin: null }, 'accepted'],
    ['a gtin of 7 digits', { gtin: '1234567' }, 'refused'],
    ['a gtin of 8 digits', { gtin: '12345670' }, 'accepted'],
    ['a gtin of 14 digits', { gtin: '12345678901231' }, 'accepted'],
    ['a gtin of 15 digits', { gtin: '123456789012310' }, 'refused'],
    ['a gtin with a letter', { gtin: '1234567X' }, 'refused'],
    ['a gtin that is a number', { gtin: 5702016617610 }, 'refused'],

    ['method microdata', { method: 'microdata' }, 'accepted'],
    ['method rdfa', { method: 'rdfa' }, 'accepted'],
    ['method opengraph', { method: 'opengraph' }, 'accepted'],
    ['method embedded-json', { method: 'embedded-json' }, 'accepted'],
    ['method visual', { method: 'visual' }, 'accepted'],
    ['method manual', { method: 'manual', confidence: 1 }, 'accepted'],
    ['method guess', { method: 'guess' }, 'refused'],

    ['confidence 0', { confidence: 0 }, 'accepted'],
    ['confidence 1', { confidence: 1 }, 'accepted'],
    ['confidence -0.01', { confidence: -0.01 }, 'refused'],
    ['confidence 1.01', { confidence: 1.01 }, 'refused'],

    ['a note of 1000 characters', { note: text(1000) }, 'accepted'],
    ['a note of 1001 characters', { note: text(1001) }, 'refused'],
    ['a null note', { note: null }, 'refused'],

    ['quantity 0', { quantity: 0 }, 'refused'],
    ['quantity 1', { quantity: 1 }, 'accepted'],
    ['quantity 99', { quantity: 99 }, 'accepted'],
    ['quantity 100', { quantity: 100 }, 'refused'],
    ['quantity 1.5', { quantity: 1.5 }, 'refused'],
    ['quantity "2"', { quantity: '2' }, 'refused'],

    ['status claimed', { status: 'claimed' }, 'accepted'],
    ['status bought', { status: 'bought' }, 'accepted'],
    ['status lost', { status: 'lost' }, 'refused'],

    // The page values' checks test types by comparing or matching (firestore.rules, before isWebUrl).
    ['a name that is a number', { name: 42 }, 'refused'],
    ['a name that is a list', { name: ['LEGO'] }, 'refused'],
    ['a brand that is a number', { brand: 42 }, 'refused'],
    ['a brand that is a map', { brand: { name: 'LEGO' } }, 'refused'],
    ['an image that is a number', { image: 42 }, 'refused'],
    ['a url that is a list', { url: ['https://shop.example/p/1'] }, 'refused'],
    ['a productKey that is a map', { productKey: { key: 'shop.example/p/1' } }, 'refused'],
    ['a store that is a number', { store: 253 }, 'refused'],
    ['a store that is true', { store: true }, 'refused'],
    ['a listPrice that is a string', { listPrice: '449.99' }, 'refused'],
    ['a listPrice that is true', { listPrice: true }, 'refused'],
    ['a price that is a time', { price: clientNow() }, 'refused'],
    ['a currency that is a number', { currency: 978 }, 'refused'],
    ['a sku that is a number', { sku: 42115 }, 'refused'],
    ['a confidence that is a string', { confidence: '0.95' }, 'refused'],
    ['a confidence that is true', { confidence: true }, 'refused'],
  ] as const)('an item with %s is %s', async (_what, fields, verdict) => {
    await seed(env(), sharedListScene());
    await expectVerdict(add(OWNER, newItem(OWNER, fields)), verdict);
  });
});

describe('lists/{listId}/items: changing an item', () => {
  it.each([OWNER, EDITOR])('%s changes the note, quantity and status', async (uid) => {
    await seed(env(), sharedListScene());
    await assertSucceeds(change(uid, { note: 'size 42', quantity: 2, status: 'bought' }));
  });

  it('a viewer cannot change the note, quantity or status', async () => {
    await seed(env(), sharedListScene());
    await assertFails(change(VIEWER, { note: 'mine' }));
    await assertFails(change(VIEWER, { quantity: 2 }));
    await assertFails(change(VIEWER, { status: 'bought' }));
  });

  it('a viewer cannot touch an item without an observation (only updatedAt)', async () => {
    await seed(env(), sharedListScene());
    await assertFails(change(VIEWER, {}));
  });

  it('a non-member cannot change an item', async () => {
    await seed(env(), sharedListScene());
    await assertFails(change(OUTSIDER, { note: 'mine' }));
  });

  it('a change without updatedAt is refused', async () => {
    await seed(env(), sharedListScene());
    await assertFails(dbAs(env(), OWNER).doc(itemPath()).update({ note: 'size 42' }));
  });

  it('a change whose updatedAt is not the server time is refused', async () => {
    await seed(env(), sharedListScene());
    await assertFails(change(OWNER, { note: 'size 42', updatedAt: clientTime() }));
  });

  it.each([
    ['name', { name: 'Another name' }],
    ['brand', { brand: 'Mega Bloks' }],
    ['image', { image: null }],
    ['url', { url: 'https://other.example/p/1' }],
    ['productKey', { productKey: 'other.example/p/1' }],
    ['store', { store: 'other.example' }],
    ['savedPrice', { savedPrice: 1 }],
    ['sku', { sku: null }],
    ['gtin', { gtin: null }],
    ['method', { method: 'manual' }],
    ['confidence', { confidence: 1 }],
    ['addedBy', { addedBy: EDITOR }],
    ['addedAt', { addedAt: serverTime() }],
  ])('changing %s is refused', async (_field, fields) => {
    await seed(env(), sharedListScene());
    await assertFails(change(OWNER, fields));
  });

  it('adding a field beyond the schema is refused', async () => {
    await seed(env(), sharedListScene());
    await assertFails(change(OWNER, { color: 'red' }));
  });

  it('removing the note is refused', async () => {
    await seed(env(), sharedListScene());
    await assertFails(change(OWNER, { note: deleteField() }));
  });

  it.each([
    ['quantity 0', { quantity: 0 }, 'refused'],
    ['a null currency while the saved price stays', { price: null, listPrice: null, currency: null }, 'refused'],
    ['quantity 99', { quantity: 99 }, 'accepted'],
    ['quantity 100', { quantity: 100 }, 'refused'],
    ['a note of 1000 characters', { note: text(1000) }, 'accepted'],
    ['a note of 1001 characters', { note: text(1001) }, 'refused'],
    ['status lost', { status: 'lost' }, 'refused'],
  ] as const)('changing to %s is %s', async (_what, fields, verdict) => {
    await seed(env(), sharedListScene());
    await expectVerdict(change(OWNER, fields), verdict);
  });
});

describe('lists/{listId}/items: at most 1,000 items, counted in the same batch', () => {
  const withCount = (count: number) => ({ ...sharedListScene(), [itemCounterPath()]: { count, lastItemId: ITEM } });

  function addWithCounter(uid: string, counter: Fields) {
    const db = dbAs(env(), uid);
    const batch = db.batch();
    batch.set(db.doc(itemPath(SHARED_LIST, NEW_ITEM)), newItem(uid));
    batch.set(db.doc(itemCounterPath()), counter);
    return batch.commit();
  }

  it('the 1,000th item is accepted', async () => {
    await seed(env(), withCount(999));
    await assertSucceeds(add(EDITOR, newItem(EDITOR)));
  });

  it('the 1,001st item is refused', async () => {
    await seed(env(), withCount(1000));
    await assertFails(add(EDITOR, newItem(EDITOR)));
  });

  it('an item added without counting it is refused', async () => {
    await seed(env(), sharedListScene());
    await assertFails(dbAs(env(), EDITOR).doc(itemPath(SHARED_LIST, NEW_ITEM)).set(newItem(EDITOR)));
  });

  it('a count that names another item is refused', async () => {
    await seed(env(), sharedListScene());
    await assertFails(addWithCounter(EDITOR, { count: 2, lastItemId: 'other' }));
  });

  it('a count that goes back instead of up is refused', async () => {
    await seed(env(), withCount(5));
    await assertFails(addWithCounter(EDITOR, { count: 4, lastItemId: NEW_ITEM }));
  });

  it('a count that jumps by two is refused', async () => {
    await seed(env(), withCount(5));
    await assertFails(addWithCounter(EDITOR, { count: 7, lastItemId: NEW_ITEM }));
  });

  it.each([OWNER, EDITOR])('%s removes an item and counts it', async (uid) => {
    await seed(env(), sharedListScene());
    const db = dbAs(env(), uid);
    const batch = db.batch();
    batch.delete(db.doc(itemPath()));
    countItem(db, batch, SHARED_LIST, ITEM, -1);
    await assertSucceeds(batch.commit());
  });

  // Removals that leave the count as it was would fill the list for good, with no items in it (#29).
  it('an editor’s removal that does not count it is refused', async () => {
    await seed(env(), sharedListScene());
    await assertFails(dbAs(env(), EDITOR).doc(itemPath()).delete());
  });

  it('an editor’s removal that counts down for another item is refused', async () => {
    await seed(env(), { ...sharedListScene(), [itemPath(SHARED_LIST, 'other')]: newItem(OWNER) });
    const db = dbAs(env(), EDITOR);
    const batch = db.batch();
    batch.delete(db.doc(itemPath()));
    batch.set(db.doc(itemCounterPath()), { count: increment(-1), lastItemId: 'other' }, { merge: true });
    await assertFails(batch.commit());
  });

  it('the owner’s removal need not count it (deleting the list deletes its items and then the counter)', async () => {
    await seed(env(), sharedListScene());
    await assertSucceeds(dbAs(env(), OWNER).doc(itemPath()).delete());
  });

  it('counting down without removing the item is refused', async () => {
    await seed(env(), sharedListScene());
    const db = dbAs(env(), EDITOR);
    await assertFails(db.doc(itemCounterPath()).set({ count: 0, lastItemId: ITEM }));
  });

  it('counting down for an item that was never there is refused', async () => {
    await seed(env(), sharedListScene());
    const db = dbAs(env(), EDITOR);
    await assertFails(db.doc(itemCounterPath()).set({ count: 0, lastItemId: 'neverThere' }));
  });

  it('a viewer cannot step the counter', async () => {
    await seed(env(), sharedListScene());
    const db = dbAs(env(), VIEWER);
    const batch = db.batch();
    batch.delete(db.doc(itemPath()));
    countItem(db, batch, SHARED_LIST, ITEM, -1);
    await assertFails(batch.commit());
  });

  it.each([
    ['a count below 0', { count: -1, lastItemId: ITEM }],
    ['a count that is not a whole number', { count: 0.5, lastItemId: ITEM }],
    ['an extra field', { count: 0, lastItemId: ITEM, extra: true }],
  ])('a counter with %s is refused', async (_what, counter) => {
    await seed(env(), sharedListScene());
    const db = dbAs(env(), OWNER);
    const batch = db.batch();
    batch.delete(db.doc(itemPath()));
    batch.set(db.doc(itemCounterPath()), counter);
    await assertFails(batch.commit());
  });

  it('the owner creates the counter with a new list', async () => {
    const db = dbAs(env(), OWNER);
    const batch = db.batch();
    batch.set(db.doc(listPath('fresh')), newList(OWNER));
    batch.set(db.doc(itemCounterPath('fresh')), { count: 0, lastItemId: null });
    await assertSucceeds(batch.commit());
  });

  it('a counter starting above 0 without its first item is refused', async () => {
    const db = dbAs(env(), OWNER);
    const batch = db.batch();
    batch.set(db.doc(listPath('fresh')), newList(OWNER));
    batch.set(db.doc(itemCounterPath('fresh')), { count: 1, lastItemId: NEW_ITEM });
    await assertFails(batch.commit());
  });

  it('the owner cannot reset the count of an existing list by deleting its counter', async () => {
    await seed(env(), withCount(1000));
    await assertFails(dbAs(env(), OWNER).doc(itemCounterPath()).delete());
  });

  it('the owner cannot create a fresh counter for an existing list', async () => {
    await seed(env(), { [listPath()]: sharedListScene()[listPath()]! });
    await assertFails(dbAs(env(), OWNER).doc(itemCounterPath()).set({ count: 0, lastItemId: null }));
  });

  it('the owner deletes the counter with its list, in one batch', async () => {
    await seed(env(), sharedListScene());
    const db = dbAs(env(), OWNER);
    const batch = db.batch();
    batch.delete(db.doc(itemCounterPath()));
    batch.delete(db.doc(listPath()));
    await assertSucceeds(batch.commit());
  });

  it('an editor cannot delete the counter', async () => {
    await seed(env(), sharedListScene());
    await assertFails(dbAs(env(), EDITOR).doc(itemCounterPath()).delete());
  });

  it.each([OWNER, EDITOR, VIEWER])('member %s reads the counter', async (uid) => {
    await seed(env(), sharedListScene());
    await assertSucceeds(dbAs(env(), uid).doc(itemCounterPath()).get());
  });

  it('a non-member cannot read the counter', async () => {
    await seed(env(), sharedListScene());
    await assertFails(dbAs(env(), OUTSIDER).doc(itemCounterPath()).get());
  });
});

describe('lists/{listId}/items: the price and stock follow the writer’s own observation', () => {
  it.each([OWNER, EDITOR, VIEWER])('member %s records an observation and the item follows it, in one batch', async (uid) => {
    await seed(env(), sharedListScene());
    await assertSucceeds(
      recordAndFollow(uid, newObservation(uid, { amount: 20, currency: 'USD', availability: 'out-of-stock' }), {
        price: 20,
        currency: 'USD',
        listPrice: null,
        availability: 'out-of-stock',
      }),
    );
  });

  it('an observation without an amount changes the stock and keeps the last known prices', async () => {
    await seed(env(), sharedListScene());
    await assertSucceeds(
      recordAndFollow(VIEWER, newObservation(VIEWER, { amount: null, currency: null, availability: 'out-of-stock' }), {
        availability: 'out-of-stock',
      }),
    );
  });

  it('an observation without an amount cannot clear the prices', async () => {
    await seed(env(), sharedListScene());
    await assertFails(
      recordAndFollow(VIEWER, newObservation(VIEWER, { amount: null, currency: null, availability: 'unknown' }), {
        price: null,
        listPrice: null,
        availability: 'unknown',
      }),
    );
  });

  it('an editor cannot set a price without an observation (a faked drop)', async () => {
    await seed(env(), sharedListScene());
    await assertFails(change(EDITOR, { price: 1, observerId: EDITOR, observationHour: HOUR }));
  });

  it('the owner cannot set the stock without an observation', async () => {
    await seed(env(), sharedListScene());
    await assertFails(change(OWNER, { availability: 'out-of-stock' }));
  });

  it('a price other than the observation’s amount is refused (a faked drop)', async () => {
    await seed(env(), sharedListScene());
    await assertFails(recordAndFollow(EDITOR, newObservation(EDITOR, { amount: 359.99 }), { price: 1 }));
  });

  it('a currency other than the observation’s is refused', async () => {
    await seed(env(), sharedListScene());
    await assertFails(recordAndFollow(EDITOR, newObservation(EDITOR, { amount: 359.99 }), { price: 359.99, currency: 'USD' }));
  });

  it('a stock other than the observation’s is refused', async () => {
    await seed(env(), sharedListScene());
    await assertFails(
      recordAndFollow(EDITOR, newObservation(EDITOR, { amount: 359.99 }), { price: 359.99, availability: 'out-of-stock' }),
    );
  });

  it('a viewer cannot lend their price to another member', async () => {
    await seed(env(), sharedListScene());
    const db = dbAs(env(), VIEWER);
    const batch = db.batch();
    batch.set(db.doc(observationPath(observationIdOf(VIEWER))), newObservation(VIEWER, { amount: 1 }));
    batch.update(db.doc(itemPath()), { updatedAt: serverTime(), price: 1, observerId: OWNER, observationHour: observationIdOf(VIEWER) });
    await assertFails(batch.commit());
  });

  it('pointing the item at someone else’s earlier observation is refused', async () => {
    await seed(env(), { ...sharedListScene(), [observationPath()]: newObservation(OWNER, { amount: 1 }) });
    await assertFails(change(EDITOR, { price: 1, observerId: EDITOR, observationHour: HOUR }));
  });

  it('pointing the item at one’s own earlier observation is refused (only a new one moves the price)', async () => {
    await seed(env(), { ...sharedListScene(), [observationPath()]: newObservation(EDITOR, { amount: 1 }) });
    await assertFails(change(EDITOR, { price: 1, observerId: EDITOR, observationHour: HOUR }));
  });

  it('a viewer’s observation cannot change the note along with the price', async () => {
    await seed(env(), sharedListScene());
    await assertFails(recordAndFollow(VIEWER, newObservation(VIEWER), { price: 359.99, note: 'cheaper now' }));
  });

  it('a non-member cannot move the price, even with an observation', async () => {
    await seed(env(), sharedListScene());
    await assertFails(recordAndFollow(OUTSIDER, newObservation(OUTSIDER), { price: 359.99 }));
  });

  it.each([
    ['price 1e9', { amount: 1e9 }, { price: 1e9 }],
    ['listPrice 1e9', {}, { price: 359.99, listPrice: 1e9 }],
    ['currency usd in lower case', { currency: 'usd' }, { price: 359.99, currency: 'usd' }],
    ['availability maybe', { availability: 'maybe' }, { price: 359.99, availability: 'maybe' }],
  ])('following an observation with %s is refused', async (_what, observation, itemChanges) => {
    await seed(env(), sharedListScene());
    await assertFails(recordAndFollow(OWNER, newObservation(OWNER, observation), itemChanges));
  });
});

describe('lists/{listId}/items: removing and moving an item', () => {
  it.each([OWNER, EDITOR])('%s removes an item, counted (an editor’s uncounted removal: see the counter’s tests)', async (uid) => {
    await seed(env(), sharedListScene());
    const db = dbAs(env(), uid);
    const batch = db.batch();
    batch.delete(db.doc(itemPath()));
    countItem(db, batch, SHARED_LIST, ITEM, -1);
    await assertSucceeds(batch.commit());
  });

  it('a viewer cannot remove an item', async () => {
    await seed(env(), sharedListScene());
    await assertFails(dbAs(env(), VIEWER).doc(itemPath()).delete());
  });

  it('a non-member cannot remove an item', async () => {
    await seed(env(), sharedListScene());
    await assertFails(dbAs(env(), OUTSIDER).doc(itemPath()).delete());
  });

  it('an editor moves an item to their own list in one batch', async () => {
    await seed(env(), sharedListScene());
    const db = dbAs(env(), EDITOR);
    const batch = db.batch();
    batch.set(db.doc(itemPath(EDITORS_LIST, ITEM)), newItem(EDITOR, { note: 'moved', status: 'claimed' }));
    batch.delete(db.doc(itemPath()));
    countItem(db, batch, EDITORS_LIST, ITEM, 1);
    countItem(db, batch, SHARED_LIST, ITEM, -1);
    await assertSucceeds(batch.commit());
  });

  it('the owner cannot move an item into a list where they have no role', async () => {
    await seed(env(), sharedListScene());
    const db = dbAs(env(), OWNER);
    const batch = db.batch();
    batch.set(db.doc(itemPath(EDITORS_LIST, ITEM)), newItem(OWNER));
    batch.delete(db.doc(itemPath()));
    countItem(db, batch, EDITORS_LIST, ITEM, 1);
    countItem(db, batch, SHARED_LIST, ITEM, -1);
    await assertFails(batch.commit());
  });
});

describe('lists/{listId}/items: the last check and the trend (price tracking)', () => {
  const checked = (uid = OWNER, outcome = 'ok') => ({
    lastCheck: { at: clientTime(), outcome, source: 'recheck', observerId: uid },
    trend: [{ at: clientTime(), amount: 379.99, availability: 'in-stock' }],
  });
  const sceneChecked = (outcome = 'ok') => ({ ...sharedListScene(), [itemPath()]: newItem(OWNER, checked(OWNER, outcome)) });
  const heartbeat = (uid: string | null, lastCheck: Fields) => dbAs(env(), uid).doc(itemPath()).update({ lastCheck });
  const check = (uid: string, extra: Fields = {}) => ({ at: serverTime(), outcome: 'ok', source: 'recheck', observerId: uid, ...extra });

  it.each([OWNER, EDITOR, VIEWER])('member %s writes a heartbeat: only lastCheck, in their name, now', async (uid) => {
    await seed(env(), sceneChecked());
    await assertSucceeds(heartbeat(uid, check(uid)));
  });

  it('a heartbeat that stays failed (a timeout after a bot check) is accepted', async () => {
    await seed(env(), sceneChecked('bot-check'));
    await assertSucceeds(heartbeat(VIEWER, check(VIEWER, { outcome: 'timeout' })));
  });

  it.each([
    ['in someone else’s name', check(OWNER)],
    ['at a time the client chose', check(VIEWER, { at: clientTime() })],
    ['that turns an ok item failed (a change point, which needs its observation)', check(VIEWER, { outcome: 'bot-check' })],
    ['with an unknown outcome', check(VIEWER, { outcome: 'maybe' })],
    ['with an unknown source', check(VIEWER, { source: 'guess' })],
    ['with an extra field', check(VIEWER, { extra: 1 })],
    ['without its source', without(check(VIEWER), 'source')],
  ])('a heartbeat %s is refused', async (_what, lastCheck) => {
    await seed(env(), sceneChecked());
    await assertFails(heartbeat(VIEWER, lastCheck));
  });

  it('a heartbeat on an item never checked is refused (its first check is a change point)', async () => {
    await seed(env(), sharedListScene());
    await assertFails(heartbeat(VIEWER, check(VIEWER)));
  });

  it('a non-member cannot write a heartbeat', async () => {
    await seed(env(), sceneChecked());
    await assertFails(heartbeat(OUTSIDER, check(OUTSIDER)));
  });

  it('a heartbeat cannot carry a price', async () => {
    await seed(env(), sceneChecked());
    await assertFails(dbAs(env(), VIEWER).doc(itemPath()).update({ lastCheck: check(VIEWER), price: 1 }));
  });

  it('the trend cannot change without an observation', async () => {
    await seed(env(), sceneChecked());
    await assertFails(change(OWNER, { trend: [] }));
  });

  it('a failed check is a change point that keeps the price and the stock', async () => {
    await seed(env(), sceneChecked());
    await assertSucceeds(
      recordAndFollow(VIEWER, newObservation(VIEWER, { amount: null, currency: null, outcome: 'bot-check', availability: 'unknown' }), {}, checked().trend),
    );
  });

  it('a failed check cannot change the stock', async () => {
    await seed(env(), sceneChecked());
    await assertFails(
      recordAndFollow(
        VIEWER,
        newObservation(VIEWER, { amount: null, currency: null, outcome: 'page-gone', availability: 'out-of-stock' }),
        { availability: 'out-of-stock' },
        checked().trend,
      ),
    );
  });

  it('a change whose last check is not the observation’s outcome is refused', async () => {
    await seed(env(), sceneChecked());
    await assertFails(
      recordAndFollow(VIEWER, newObservation(VIEWER, { amount: 300 }), {
        price: 300,
        lastCheck: check(VIEWER, { outcome: 'timeout' }),
      }),
    );
  });

  it('a change without its last check is refused', async () => {
    await seed(env(), sceneChecked());
    await assertFails(recordAndFollow(VIEWER, newObservation(VIEWER, { amount: 300 }), { price: 300, lastCheck: null }, checked().trend));
  });

  it('a change whose trend point is not the observation’s amount is refused', async () => {
    await seed(env(), sceneChecked());
    await assertFails(
      recordAndFollow(VIEWER, newObservation(VIEWER, { amount: 300 }), {
        price: 300,
        trend: [...checked().trend, { at: clientNow(), amount: 1, availability: 'in-stock' }],
      }),
    );
  });

  it('a change that rewrites an earlier trend point is refused', async () => {
    await seed(env(), sceneChecked());
    await assertFails(
      recordAndFollow(VIEWER, newObservation(VIEWER, { amount: 300 }), { price: 300 }, [{ at: clientTime(), amount: 1, availability: 'in-stock' }]),
    );
  });

  it('a change without a new trend point is refused', async () => {
    await seed(env(), sceneChecked());
    await assertFails(recordAndFollow(VIEWER, newObservation(VIEWER, { amount: 300 }), { price: 300, trend: checked().trend }));
  });

  it('a trend point dated in the future is refused', async () => {
    await seed(env(), sceneChecked());
    await assertFails(
      recordAndFollow(VIEWER, newObservation(VIEWER, { amount: 300 }), {
        price: 300,
        trend: [...checked().trend, { at: daysFromNow(1), amount: 300, availability: 'in-stock' }],
      }),
    );
  });

  // A point long past would sort before the rest of the trend; a check queued offline is at most
  // a month old (its observation's expiry says so too).
  it.each([
    ['30 days ago (a check queued offline)', 30, 'accepted'],
    ['32 days ago', 32, 'refused'],
    ['in 1970', null, 'refused'],
  ] as const)('a trend point dated %s is %s', async (_what, daysAgo, verdict) => {
    await seed(env(), sceneChecked());
    const at = daysAgo === null ? timestampAt(0) : daysFromNow(-daysAgo);
    await expectVerdict(
      recordAndFollow(VIEWER, newObservation(VIEWER, { amount: 300 }), { price: 300, trend: [...checked().trend, { at, amount: 300, availability: 'in-stock' }] }),
      verdict,
    );
  });

  const point = (amount: number) => ({ at: clientTime(), amount, availability: 'in-stock' });
  const fullTrend = Array.from({ length: 8 }, (_, index) => point(300 + index));

  it('a full trend drops its oldest point for the new one', async () => {
    await seed(env(), { ...sharedListScene(), [itemPath()]: newItem(OWNER, { ...checked(), trend: fullTrend }) });
    await assertSucceeds(recordAndFollow(VIEWER, newObservation(VIEWER, { amount: 250 }), { price: 250 }, fullTrend.slice(1)));
  });

  it('a trend of nine points is refused', async () => {
    await seed(env(), { ...sharedListScene(), [itemPath()]: newItem(OWNER, { ...checked(), trend: fullTrend }) });
    await assertFails(recordAndFollow(VIEWER, newObservation(VIEWER, { amount: 250 }), { price: 250 }, fullTrend));
  });

  it('an item saved before tracking (without lastCheck and trend) still takes a note', async () => {
    await seed(env(), { ...sharedListScene(), [itemPath()]: without(without(newItem(OWNER), 'lastCheck'), 'trend') });
    await assertSucceeds(change(EDITOR, { note: 'still fine' }));
  });

  it('an item saved before tracking gains lastCheck and trend with its first observation', async () => {
    await seed(env(), { ...sharedListScene(), [itemPath()]: without(without(newItem(OWNER), 'lastCheck'), 'trend') });
    await assertSucceeds(recordAndFollow(VIEWER, newObservation(VIEWER, { amount: 300 }), { price: 300 }));
  });

  it.each([
    ['a last check', { lastCheck: { at: serverTime(), outcome: 'ok', source: 'visit', observerId: OWNER } }],
    ['a trend', { trend: [point(1)] }],
  ])('a new item with %s is refused', async (_what, extra) => {
    await seed(env(), sharedListScene());
    await assertFails(add(OWNER, newItem(OWNER, extra)));
  });
});

describe('lists/{listId}/items: a save that read its page is the item\'s first check (#28)', () => {
  const OWN_HOUR = observationIdOf(EDITOR);
  const firstCheckItem = (extra: Fields = {}) =>
    newItem(EDITOR, {
      price: 359.99,
      observationHour: OWN_HOUR,
      lastCheck: { at: serverTime(), outcome: 'ok', source: 'visit', observerId: EDITOR },
      trend: [{ at: clientNow(), amount: 359.99, availability: 'in-stock' }],
      ...extra,
    });

  function saveWithObservation(item: Fields, observation: Fields | null, observationId = OWN_HOUR) {
    const db = dbAs(env(), EDITOR);
    const batch = db.batch();
    batch.set(db.doc(itemPath(SHARED_LIST, NEW_ITEM)), item);
    if (observation !== null) batch.set(db.doc(observationPath(observationId, SHARED_LIST, NEW_ITEM)), observation);
    countItem(db, batch, SHARED_LIST, NEW_ITEM, 1);
    return batch.commit();
  }

  it('is allowed with the saver\'s own observation, its visit as lastCheck and its one trend point', async () => {
    await seed(env(), sharedListScene());
    await assertSucceeds(saveWithObservation(firstCheckItem(), newObservation(EDITOR)));
  });

  it('a page without a price keeps the saver\'s word for it, its stock from the observation', async () => {
    await seed(env(), sharedListScene());
    const item = firstCheckItem({ price: null, currency: null, listPrice: null, savedPrice: null, trend: [{ at: clientNow(), amount: null, availability: 'in-stock' }] });
    await assertSucceeds(saveWithObservation(item, newObservation(EDITOR, { amount: null, currency: null })));
  });

  it.each<[string, Fields, Fields | null, string?]>([
    ['no observation in the same request', {}, null],
    ['an observation of another price', {}, { amount: 1 }],
    ['an observation of other stock', {}, { availability: 'out-of-stock' }],
    ['a re-check, not a visit', {}, { source: 'recheck' }],
    ['a failed reading', {}, { outcome: 'timeout', amount: null, currency: null }],
    ['a lastCheck by re-check', { lastCheck: { at: serverTime(), outcome: 'ok', source: 'recheck', observerId: EDITOR } }, {}],
    ['a lastCheck in the past', { lastCheck: { at: clientTime(), outcome: 'ok', source: 'visit', observerId: EDITOR } }, {}],
    ['a lastCheck in another member\'s name', { lastCheck: { at: serverTime(), outcome: 'ok', source: 'visit', observerId: OWNER } }, {}],
    ['two trend points', { trend: [{ at: clientTime(), amount: 1, availability: 'in-stock' }, { at: clientNow(), amount: 359.99, availability: 'in-stock' }] }, {}],
    ['a trend point of another price', { trend: [{ at: clientNow(), amount: 1, availability: 'in-stock' }] }, {}],
    ['a trend point in 1970', { trend: [{ at: timestampAt(0), amount: 359.99, availability: 'in-stock' }] }, {}],
    ['a lastCheck without a trend', { trend: [] }, {}],
    ['a trend point two hours ahead', { trend: [{ at: hoursFromNow(2), amount: 359.99, availability: 'in-stock' }] }, {}],
    // The observation's values it shares with the item are compared; its own are checked.
    ['an observation in another currency', {}, { currency: 'USD' }],
    ['an observation with a field more', {}, { note: 'x' }],
    ['an observation of an unknown method', {}, { method: 'guess' }],
    ['an observation of the manual method', {}, { method: 'manual' }],
    ['an observation of confidence 1.01', {}, { confidence: 1.01 }],
    ['an observation whose confidence is a string', {}, { confidence: '0.95' }],
    ['an observation that expires tomorrow', {}, { expiresAt: daysFromNow(1) }],
    ['an observation whose expiry is a number', {}, { expiresAt: Date.now() + 730 * 86_400_000 }],
    ['an observation in another member\'s name', {}, { observerId: OWNER }],
  ])('is refused with %s', async (_what, itemExtra, observationExtra) => {
    await seed(env(), sharedListScene());
    await assertFails(saveWithObservation(firstCheckItem(itemExtra), observationExtra === null ? null : newObservation(EDITOR, observationExtra)));
  });

  it('is refused when the item follows another member\'s observation', async () => {
    await seed(env(), { ...sharedListScene(), [observationPath(observationIdOf(OWNER), SHARED_LIST, NEW_ITEM)]: newObservation(OWNER) });
    await assertFails(saveWithObservation(firstCheckItem({ observationHour: observationIdOf(OWNER) }), null));
  });
});
