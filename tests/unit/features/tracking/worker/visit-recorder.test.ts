import type { Firestore } from 'firebase/firestore';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createStateStore } from '../../../../../src/app/worker/store';
import { createWriteTracker } from '../../../../../src/app/worker/write-tracker';
import { createVisitRecorder } from '../../../../../src/features/tracking/worker/visit-recorder';
import { NO_ALERTS } from '../../../../../src/features/alerts/model/alerts';
import type { DetectedProduct } from '../../../../../src/features/detection/model/product';
import { EMPTY_SHARING } from '../../../../../src/features/sharing/model/sharing';
import type { AppState } from '../../../../../src/app/state';
import { NO_TRACKING } from '../../../../../src/features/tracking/model/tracking';
import { listItem } from '../../../support/list-item';

// The server's answer to each item's write, by item id: a Firestore code, or undefined for written.
const answers = vi.hoisted(() => new Map<string, string>());
vi.mock('../../../../../src/features/tracking/worker/firestore/observation-writer', () => ({
  recordItemReading: (_store: unknown, _uid: string, item: { id: string }) => {
    const code = answers.get(item.id);
    return code === undefined ? Promise.resolve() : Promise.reject(Object.assign(new Error(code), { code }));
  },
}));

const initial: AppState = { account: { status: 'signed-out' }, profile: null, lists: null, items: {}, browsingDetection: false, failedWrites: [], network: 'online', extensionVersion: '0.1.0', cacheWriteFailed: false, tracking: NO_TRACKING, alerts: NO_ALERTS, sharing: EMPTY_SHARING };
const visited = { name: 'Lego 42115', brand: null, image: null, canonicalUrl: 'https://shop.example/p/42115', price: 349.99, currency: 'USD', listPrice: null, availability: 'in-stock', sku: null, gtin: null, method: 'json-ld', confidence: 0.95, priceIsFrom: false, isRange: false, currencyGuessed: false } satisfies DetectedProduct;
const mine = listItem('lego', 'mine', { name: 'Lego 42115', productKey: 'shop.example/p/42115' });
const shared = listItem('lego2', 'family', { name: 'Lego for Ana', productKey: 'shop.example/p/42115' });

function setup() {
  const store = createStateStore(initial, { get: () => Promise.resolve({}), set: () => Promise.resolve(), remove: () => Promise.resolve() });
  const logged: unknown[] = [];
  const writes = createWriteTracker(store, { now: () => 1000, newId: () => 'f1', reportError: (error) => logged.push(error), noteSettled: (error) => logged.push(error) });
  const recordVisit = createVisitRecorder({} as Firestore, () => 'u1', () => ({ mine: [mine], family: [shared] }), writes);
  return { store, logged, recordVisit };
}

describe('a visit whose reading the server refuses', () => {
  beforeEach(() => answers.clear());

  it('is shown once, named by its product, when the refusal would repeat unseen (a value the rules refuse)', async () => {
    const { store, recordVisit } = setup();
    answers.set('lego', 'invalid-argument');
    await recordVisit('https://shop.example/p/42115', visited);
    await recordVisit('https://shop.example/p/42115', visited);
    expect(store.snapshot().state.failedWrites).toEqual([
      { id: 'f1', request: { kind: 'background:record-visit', payload: null }, subject: 'Lego 42115', error: 'invalid-payload', at: 1000 },
    ]);
  });

  it('is only logged when the shopper lost the role on a shared list: visiting a product page must not nag', async () => {
    const { store, logged, recordVisit } = setup();
    answers.set('lego2', 'permission-denied');
    await recordVisit('https://shop.example/p/42115', visited);
    expect(logged).toHaveLength(1);
    expect(store.snapshot().state.failedWrites).toEqual([]);
  });

  it('does not stop the other lists’ readings, and settles without rejecting', async () => {
    const { recordVisit } = setup();
    answers.set('lego', 'not-found');
    await expect(recordVisit('https://shop.example/p/42115', visited)).resolves.toBeUndefined();
  });
});
