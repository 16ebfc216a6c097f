import { NO_ALERTS } from '../../../../src/features/alerts/model/alerts';
import { NO_TRACKING } from '../../../../src/features/tracking/model/tracking';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { createStateStore } from '../../../../src/app/worker/store';
import { createWriteTracker, writeErrorCode } from '../../../../src/app/worker/write-tracker';
import { FAILED_WRITES_KEPT, type WriteRequest } from '../../../../src/app/failed-writes';
import type { AppState } from '../../../../src/app/state';
import { EMPTY_SHARING } from '../../../../src/features/sharing/model/sharing';
import { itemToSave } from '../../../../src/features/saving/model/product-to-save';
import { pageToBackground } from '../../../../src/app/protocol';
import { listItem } from '../../support/list-item';

const initial: AppState = { account: { status: 'signed-out' }, profile: null, lists: null, items: {}, browsingDetection: false, failedWrites: [], network: 'online', extensionVersion: '0.1.0', cacheWriteFailed: false, tracking: NO_TRACKING, alerts: NO_ALERTS , sharing: EMPTY_SHARING};
const product = { url: 'https://shop.example.com/p/1', name: 'Desk lamp', brand: null, image: null, price: 39.9, currency: 'EUR', listPrice: null, availability: 'in-stock', sku: null, gtin: null, method: 'json-ld', confidence: 0.9 } as const;
const save: WriteRequest = { kind: 'page:save-item', payload: { listId: 'L1', product, note: 'for Ana' } };
const rename: WriteRequest = { kind: 'page:rename-list', payload: { listId: 'L1', name: 'Gifts' } };
const change: WriteRequest = { kind: 'page:update-item', payload: { listId: 'L1', itemId: 'lamp', note: 'the blue one' } };

function setup() {
  const store = createStateStore(initial, { get: () => Promise.resolve({}), set: () => Promise.resolve(), remove: () => Promise.resolve() });
  let ids = 0;
  const logged: unknown[] = [];
  const noted: unknown[] = [];
  const writes = createWriteTracker(store, {
    now: () => 1000,
    newId: () => `f${(ids += 1)}`,
    reportError: (error) => logged.push(error),
    noteSettled: (error) => noted.push(error),
  });
  return { store, writes, logged, noted };
}

const refused = (code: string) => Promise.reject(Object.assign(new Error(code), { code }));
const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('a background write', () => {
  it('that the server refuses shows in the state pages see, with what to send again', async () => {
    const { store, writes, logged } = setup();
    writes.track(refused('permission-denied'), save, 'Desk lamp');
    await settled();
    expect(store.snapshot().state.failedWrites).toEqual([
      { id: 'f1', request: save, subject: 'Desk lamp', error: 'permission-denied', at: 1000 },
    ]);
    expect(logged).toHaveLength(1);
  });

  it('that the server accepts leaves no trace', async () => {
    const { store, writes } = setup();
    writes.track(Promise.resolve(), save, 'Desk lamp');
    await settled();
    expect(store.snapshot().state.failedWrites).toEqual([]);
  });

  it('failures are listed newest first, at most a bounded number, and each can be dismissed', async () => {
    const { store, writes } = setup();
    for (let i = 0; i < FAILED_WRITES_KEPT + 3; i += 1) writes.track(refused('invalid-argument'), rename, `Lamp ${i}`);
    await settled();
    const failures = store.snapshot().state.failedWrites;
    expect(failures).toHaveLength(FAILED_WRITES_KEPT);
    expect(failures[0]?.subject).toBe(`Lamp ${FAILED_WRITES_KEPT + 2}`);
    writes.dismiss(failures[0]!.id);
    expect(store.snapshot().state.failedWrites.map((failure) => failure.id)).not.toContain(failures[0]!.id);
    expect(store.snapshot().state.failedWrites).toHaveLength(FAILED_WRITES_KEPT - 1);
  });
});

describe('a refused write that offers back what the shopper typed', () => {
  it('keeps the product with a refused item change, for a copy in their own list', async () => {
    const { store, writes } = setup();
    writes.track(refused('permission-denied'), change, 'Desk lamp', undefined, product);
    await settled();
    expect(store.snapshot().state.failedWrites).toEqual([
      { id: 'f1', request: change, subject: 'Desk lamp', error: 'permission-denied', at: 1000, copy: product },
    ]);
  });

  it('stays until dismissed: the bound on kept failures drops only failures that offer nothing back', async () => {
    const { store, writes } = setup();
    writes.track(refused('permission-denied'), save, 'Desk lamp');
    writes.track(refused('permission-denied'), change, 'Desk lamp', undefined, product);
    for (let i = 0; i < FAILED_WRITES_KEPT + 3; i += 1) writes.track(refused('invalid-argument'), rename, `Gifts ${i}`);
    await settled();
    const failures = store.snapshot().state.failedWrites;
    expect(failures).toHaveLength(FAILED_WRITES_KEPT);
    expect(failures.filter((failure) => failure.request.kind === 'page:rename-list')).toHaveLength(FAILED_WRITES_KEPT - 2);
    expect(failures.map((failure) => failure.request.kind)).toContain('page:save-item');
    expect(failures.map((failure) => failure.request.kind)).toContain('page:update-item');
    // Only the shopper lets them go.
    writes.dismiss('f1');
    expect(store.snapshot().state.failedWrites.map((failure) => failure.request.kind)).not.toContain('page:save-item');
  });

  it("the product kept is the item's, in the shape page:save-item accepts", () => {
    const item = listItem('lamp', 'L1', { name: 'Desk lamp', price: 39.9, currency: 'EUR', note: 'old note', quantity: 3 });
    const copy = itemToSave(item);
    expect(copy).toMatchObject({ url: item.url, name: 'Desk lamp', price: 39.9, currency: 'EUR', availability: 'in-stock', method: 'json-ld' });
    expect(v.safeParse(pageToBackground['page:save-item'].payload, { listId: 'mine', product: copy, note: 'new', quantity: 2 }).success).toBe(true);
  });

  it('more refused saves than the bound are all kept', async () => {
    const { store, writes } = setup();
    for (let i = 0; i < FAILED_WRITES_KEPT + 3; i += 1) writes.track(refused('permission-denied'), save, `Lamp ${i}`);
    await settled();
    expect(store.snapshot().state.failedWrites).toHaveLength(FAILED_WRITES_KEPT + 3);
  });
});

describe("a write the worker makes on its own", () => {
  const visit = { kind: 'background:record-visit', payload: null } as const;

  it('failing again for the same product replaces the earlier failure, not piles up', async () => {
    const { store, writes } = setup();
    writes.track(refused('invalid-argument'), visit, 'Desk lamp');
    writes.track(refused('invalid-argument'), visit, 'Desk lamp');
    writes.track(refused('invalid-argument'), visit, 'Chair');
    await settled();
    expect(store.snapshot().state.failedWrites.map((failure) => [failure.id, failure.subject])).toEqual([
      ['f3', 'Chair'],
      ['f2', 'Desk lamp'],
    ]);
  });

  it('a page write is listed each time: each carries its own request to send again', async () => {
    const { store, writes } = setup();
    writes.track(refused('invalid-argument'), save, 'Desk lamp');
    writes.track(refused('invalid-argument'), save, 'Desk lamp');
    await settled();
    expect(store.snapshot().state.failedWrites).toHaveLength(2);
  });

  it('is asked whether the failure still matters with its code, and one that does not is only noted, not logged as an error', () => {
    const { store, writes, logged, noted } = setup();
    const asked: string[] = [];
    const error = Object.assign(new Error('denied'), { code: 'permission-denied' });
    writes.fail(error, visit, 'Desk lamp', (code) => {
      asked.push(code);
      return code !== 'permission-denied';
    });
    expect(asked).toEqual(['permission-denied']);
    expect(noted).toEqual([error]);
    expect(logged).toEqual([]);
    expect(store.snapshot().state.failedWrites).toEqual([]);
    const bad = Object.assign(new Error('bad'), { code: 'invalid-argument' });
    writes.fail(bad, visit, 'Desk lamp', (code) => code !== 'permission-denied');
    expect(store.snapshot().state.failedWrites.map((failure) => failure.error)).toEqual(['invalid-payload']);
    expect(logged).toEqual([bad]);
  });
});

describe('the code a refused write is shown with', () => {
  it.each([
    ['permission-denied', 'permission-denied'],
    ['not-found', 'not-found'],
    ['invalid-argument', 'invalid-payload'],
    ['resource-exhausted', 'unavailable'],
    ['something-else', 'internal'],
  ])('maps %s to %s', (firestoreCode, appCode) => {
    expect(writeErrorCode({ code: firestoreCode })).toBe(appCode);
  });

  it('maps what is not a Firebase error to internal', () => {
    expect(writeErrorCode(new Error('x'))).toBe('internal');
    expect(writeErrorCode(null)).toBe('internal');
  });
});
