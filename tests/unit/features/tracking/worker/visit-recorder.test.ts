import type { Firestore } from 'firebase/firestore';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createStateStore } from '../../../../../src/app/worker/store';
import { createWriteTracker } from '../../../../../src/app/worker/write-tracker';
import { createVisitRecorder } from '../../../../../src/features/tracking/worker/visit-recorder';
import { createCheckedItems } from '../../../../../src/features/tracking/worker/checked-items';
import type { LeaseTimes } from '../../../../../src/features/tracking/model/list-lease';
import { NO_ALERTS } from '../../../../../src/features/alerts/model/alerts';
import type { DetectedProduct } from '../../../../../src/features/detection/model/product';
import { EMPTY_SHARING } from '../../../../../src/features/sharing/model/sharing';
import type { AppState } from '../../../../../src/app/state';
import { NO_TRACKING } from '../../../../../src/features/tracking/model/tracking';
import { listItem } from '../../../support/list-item';
import type { ListItem } from '../../../../../src/features/lists/model/items';

// The server's answer to each item's write, by item id: a Firestore code, or undefined for written.
const answers = vi.hoisted(() => new Map<string, string>());
const written = vi.hoisted(() => [] as string[]);
vi.mock('../../../../../src/features/tracking/worker/firestore/observation-writer', () => ({
  recordItemReading: (_store: unknown, _uid: string, item: { id: string }) => {
    written.push(item.id);
    const code = answers.get(item.id);
    return code === undefined ? Promise.resolve() : Promise.reject(Object.assign(new Error(code), { code }));
  },
}));

// Each list's leases listener, by list id: the test speaks for the server.
const leaseListeners = vi.hoisted(() => new Map<string, (times: LeaseTimes) => void>());
vi.mock('../../../../../src/features/tracking/worker/firestore/lease-times', () => ({
  subscribeLeaseTimes: (_db: unknown, listId: string, onTimes: (times: LeaseTimes) => void) => {
    leaseListeners.set(listId, onTimes);
    return () => leaseListeners.delete(listId);
  },
}));

const initial: AppState = { account: { status: 'signed-out' }, profile: null, lists: null, items: {}, browsingDetection: false, failedWrites: [], network: 'online', extensionVersion: '0.1.0', cacheWriteFailed: false, tracking: NO_TRACKING, alerts: NO_ALERTS, sharing: EMPTY_SHARING };
// Loaded after both items were saved and never checked since: a newer reading.
const FRESH = 1_700_000_000_000 + 60_000;
const visited = { name: 'Lego 42115', brand: null, image: null, canonicalUrl: 'https://shop.example/p/42115', price: 349.99, currency: 'USD', listPrice: null, availability: 'in-stock', sku: null, gtin: null, method: 'json-ld', confidence: 0.95, priceIsFrom: false, isRange: false, currencyGuessed: false } satisfies DetectedProduct;
const mine = listItem('lego', 'mine', { name: 'Lego 42115', productKey: 'shop.example/p/42115' });
const shared = listItem('lego2', 'family', { name: 'Lego for Ana', productKey: 'shop.example/p/42115' });

function setup() {
  const store = createStateStore(initial, { get: () => Promise.resolve({}), set: () => Promise.resolve(), remove: () => Promise.resolve() });
  const logged: unknown[] = [];
  const writes = createWriteTracker(store, { now: () => 1000, newId: () => 'f1', reportError: (error) => logged.push(error), noteSettled: (error) => logged.push(error) });
  const recordVisit = createVisitRecorder({} as Firestore, () => 'u1', () => ({ mine: [mine], family: [shared] }), writes, {
    checkNow: () => Promise.resolve(),
    disagreementBasisPoints: () => 1000,
  });
  return { store, logged, recordVisit };
}

describe('a visit whose reading the server refuses', () => {
  beforeEach(() => answers.clear());

  it('is shown once, named by its product, when the refusal would repeat unseen (a value the rules refuse)', async () => {
    const { store, recordVisit } = setup();
    answers.set('lego', 'invalid-argument');
    await recordVisit('https://shop.example/p/42115', visited, FRESH);
    await recordVisit('https://shop.example/p/42115', visited, FRESH);
    expect(store.snapshot().state.failedWrites).toEqual([
      { id: 'f1', request: { kind: 'background:record-visit', payload: null }, subject: 'Lego 42115', error: 'invalid-payload', at: 1000 },
    ]);
  });

  it('is only logged when the shopper lost the role on a shared list: visiting a product page must not nag', async () => {
    const { store, logged, recordVisit } = setup();
    answers.set('lego2', 'permission-denied');
    await recordVisit('https://shop.example/p/42115', visited, FRESH);
    expect(logged).toHaveLength(1);
    expect(store.snapshot().state.failedWrites).toEqual([]);
  });

  it('does not stop the other lists’ readings, and settles without rejecting', async () => {
    const { recordVisit } = setup();
    answers.set('lego', 'not-found');
    await expect(recordVisit('https://shop.example/p/42115', visited, FRESH)).resolves.toBeUndefined();
  });
});

describe('the stale-reading rule, as the recorder applies it', () => {
  beforeEach(() => answers.clear());
  const checkedAt = 1_700_000_000_000 + 3_600_000;
  const checked: ListItem = { ...mine, price: 299.99, lastCheck: { at: checkedAt, outcome: 'ok', source: 'recheck' } };

  function recorderFor(item: ListItem, clock: { now: number }) {
    const store = createStateStore(initial, { get: () => Promise.resolve({}), set: () => Promise.resolve(), remove: () => Promise.resolve() });
    const writes = createWriteTracker(store, { now: () => clock.now, newId: () => 'f1', reportError: () => undefined, noteSettled: () => undefined });
    const asked: string[] = [];
    written.length = 0;
    const recordVisit = createVisitRecorder({} as Firestore, () => 'u1', () => ({ mine: [item] }), writes, {
      checkNow: (listId, itemId) => (asked.push(`${listId}/${itemId}`), Promise.resolve()),
      disagreementBasisPoints: () => 1000,
    }, () => clock.now);
    return { recordVisit, asked };
  }

  it('an old tab (loaded before the latest check) writes nothing and asks one check when it disagrees', async () => {
    const clock = { now: checkedAt + 3_600_000 };
    const { recordVisit, asked } = recorderFor(checked, clock);
    await recordVisit('https://shop.example/p/42115', visited, checkedAt - 3_600_000);
    expect(written).toEqual([]);
    expect(asked).toEqual(['mine/lego']);
  });

  it('asks at most one check per item in ten minutes, then again after', async () => {
    const clock = { now: checkedAt + 3_600_000 };
    const { recordVisit, asked } = recorderFor(checked, clock);
    await recordVisit('https://shop.example/p/42115', visited, null);
    clock.now += 9 * 60_000;
    await recordVisit('https://shop.example/p/42115', visited, null);
    expect(asked).toHaveLength(1);
    clock.now += 60_000;
    await recordVisit('https://shop.example/p/42115', visited, null);
    expect(asked).toHaveLength(2);
  });

  it('a page that agrees with the item asks nothing', async () => {
    const clock = { now: checkedAt + 3_600_000 };
    const { recordVisit, asked } = recorderFor(checked, clock);
    await recordVisit('https://shop.example/p/42115', { ...visited, price: 305 }, checkedAt - 1);
    expect(asked).toEqual([]);
    expect(written).toEqual([]);
  });

  it('a reloaded tab (loaded after the latest check) is recorded', async () => {
    const clock = { now: checkedAt + 3_600_000 };
    const { recordVisit, asked } = recorderFor(checked, clock);
    await recordVisit('https://shop.example/p/42115', visited, checkedAt + 60_000);
    expect(written).toEqual(['lego']);
    // 349.99 against 299.99 is past 10 %: the check it asks decides whether the page was a cached copy.
    expect(asked).toEqual(['mine/lego']);
  });
});

describe('the stale-reading rule against the check a lease vouches for (#32: no daily heartbeat per item)', () => {
  const HOUR = 3_600_000;
  const addedAt = 1_700_000_000_000;
  // Stored: saved, then one heartbeat a day later; unchanged since, so nothing wrote lastCheck again.
  const storedCheckAt = addedAt + 24 * HOUR;
  const stored: ListItem = {
    ...mine,
    price: 349.99,
    addedAt,
    lastCheck: { at: storedCheckAt, outcome: 'ok', source: 'recheck' },
    trend: [{ at: addedAt, amount: 349.99, availability: 'in-stock' }],
  };
  // The list-wide lease, renewed 30 h after that heartbeat by a holder checking every 6 h: every item was checked by 24 h after it.
  const vouchedAt = storedCheckAt + 24 * HOUR;
  const lease: LeaseTimes = { every: { takenAt: vouchedAt + 6 * HOUR, checkedBy: vouchedAt }, stores: {} };
  // The page a tab loaded between the stored heartbeat and the vouched check, showing a price the store no longer had then.
  const olderPage = { ...visited, price: 329.99 };
  const olderPageTime = storedCheckAt + 12 * HOUR;

  /** The worker's wiring (src/worker.ts): the leases' checks reach the state, and the recorder reads the state's items. */
  function worker(cached: Readonly<Record<string, ListItem[]>> = {}) {
    const store = createStateStore({ ...initial, items: cached }, { get: () => Promise.resolve({}), set: () => Promise.resolve(), remove: () => Promise.resolve() });
    const writes = createWriteTracker(store, { now: () => vouchedAt + 7 * HOUR, newId: () => 'f1', reportError: () => undefined, noteSettled: () => undefined });
    const checked = createCheckedItems<ListItem>(
      {} as Firestore,
      (listId, listItems) => store.update((state) => ({ ...state, items: { ...state.items, [listId]: listItems } })),
      (listId) => store.snapshot().state.items[listId],
    );
    const recordVisit = createVisitRecorder({} as Firestore, () => 'u1', () => store.snapshot().state.items, writes, {
      checkNow: () => Promise.resolve(),
      disagreementBasisPoints: () => 1000,
    }, () => vouchedAt + 7 * HOUR);
    checked.follow(['mine'], new Set(['mine']));
    return { store, checked, recordVisit };
  }

  beforeEach(() => {
    answers.clear();
    leaseListeners.clear();
    written.length = 0;
  });

  it('a visit older than the vouched check writes nothing, though newer than the stored lastCheck', async () => {
    const { store, checked, recordVisit } = worker();
    checked.onItems('mine', [stored]);
    leaseListeners.get('mine')?.(lease);
    expect(store.snapshot().state.items['mine']?.[0]?.lastCheck?.at).toBe(vouchedAt);
    await recordVisit('https://shop.example/p/42115', olderPage, olderPageTime);
    expect(written).toEqual([]);
    await recordVisit('https://shop.example/p/42115', olderPage, vouchedAt + 60_000);
    expect(written).toEqual(['lego']);
  });

  it('a worker just woken judges by the check its cached state showed until its leases listener speaks', async () => {
    const shown = { ...stored, lastCheck: { at: vouchedAt, outcome: 'ok' as const, source: 'recheck' as const } };
    const { recordVisit, checked } = worker({ mine: [shown] });
    // The items listener answers from the server (the stored heartbeat) before the leases listener has.
    checked.onItems('mine', [stored]);
    await recordVisit('https://shop.example/p/42115', olderPage, olderPageTime);
    expect(written).toEqual([]);
  });
});
