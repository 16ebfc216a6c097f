import { NO_ALERTS } from '../../../src/shared/alerts';
import { NO_TRACKING } from '../../../src/shared/tracking';
import { describe, expect, it } from 'vitest';
import { createStateStore } from '../../../src/background/state/store';
import { createWriteTracker, writeErrorCode } from '../../../src/background/state/write-tracker';
import { FAILED_WRITES_KEPT, type WriteRequest } from '../../../src/shared/failed-writes';
import type { AppState } from '../../../src/shared/state';
import { EMPTY_SHARING } from '../../../src/shared/sharing';

const initial: AppState = { account: { status: 'signed-out' }, profile: null, lists: null, items: {}, browsingDetection: false, failedWrites: [], network: 'online', extensionVersion: '0.1.0', cacheWriteFailed: false, tracking: NO_TRACKING, alerts: NO_ALERTS , sharing: EMPTY_SHARING};
const product = { url: 'https://shop.example.com/p/1', name: 'Desk lamp', brand: null, image: null, price: 39.9, currency: 'EUR', listPrice: null, availability: 'in-stock', sku: null, gtin: null, method: 'json-ld', confidence: 0.9 } as const;
const save: WriteRequest = { kind: 'page:save-item', payload: { listId: 'L1', product, note: 'for Ana' } };

function setup() {
  const store = createStateStore(initial, { get: () => Promise.resolve({}), set: () => Promise.resolve(), remove: () => Promise.resolve() });
  let ids = 0;
  const logged: unknown[] = [];
  const writes = createWriteTracker(store, { now: () => 1000, newId: () => `f${(ids += 1)}`, reportError: (error) => logged.push(error) });
  return { store, writes, logged };
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
    for (let i = 0; i < FAILED_WRITES_KEPT + 3; i += 1) writes.track(refused('invalid-argument'), save, `Lamp ${i}`);
    await settled();
    const failures = store.snapshot().state.failedWrites;
    expect(failures).toHaveLength(FAILED_WRITES_KEPT);
    expect(failures[0]?.subject).toBe(`Lamp ${FAILED_WRITES_KEPT + 2}`);
    writes.dismiss(failures[0]!.id);
    expect(store.snapshot().state.failedWrites.map((failure) => failure.id)).not.toContain(failures[0]!.id);
    expect(store.snapshot().state.failedWrites).toHaveLength(FAILED_WRITES_KEPT - 1);
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

  it('is asked whether the failure still matters with its code, and one that does not is only logged', () => {
    const { store, writes, logged } = setup();
    const asked: string[] = [];
    const error = Object.assign(new Error('denied'), { code: 'permission-denied' });
    writes.fail(error, visit, 'Desk lamp', (code) => {
      asked.push(code);
      return code !== 'permission-denied';
    });
    expect(asked).toEqual(['permission-denied']);
    expect(logged).toEqual([error]);
    expect(store.snapshot().state.failedWrites).toEqual([]);
    writes.fail(Object.assign(new Error('bad'), { code: 'invalid-argument' }), visit, 'Desk lamp', (code) => code !== 'permission-denied');
    expect(store.snapshot().state.failedWrites.map((failure) => failure.error)).toEqual(['invalid-payload']);
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
