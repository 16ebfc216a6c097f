import { describe, expect, it, vi } from 'vitest';
import type { Firestore } from 'firebase/firestore';
import { createItemWriter } from '../../../../../src/features/lists/worker/items-handlers';
import { createStateStore } from '../../../../../src/app/worker/store';
import { createWriteTracker } from '../../../../../src/app/worker/write-tracker';
import { NO_ALERTS } from '../../../../../src/features/alerts/model/alerts';
import { itemToSave } from '../../../../../src/features/saving/model/product-to-save';
import { EMPTY_SHARING } from '../../../../../src/features/sharing/model/sharing';
import type { AppState } from '../../../../../src/app/state';
import { NO_TRACKING } from '../../../../../src/features/tracking/model/tracking';
import { listItem } from '../../../support/list-item';

// The server refuses the change later, after the page was answered (the shopper lost the role offline).
vi.mock('../../../../../src/features/lists/worker/firestore/items', () => ({
  addItem: () => ({ id: 'new', written: Promise.resolve() }),
  updateItem: () => Promise.reject(Object.assign(new Error('refused'), { code: 'permission-denied' })),
  removeItem: () => Promise.resolve(),
}));

const lamp = listItem('lamp', 'fam', { name: 'Desk lamp', price: 39.9, currency: 'EUR' });
const state: AppState = {
  account: { status: 'signed-in', uid: 'ben', email: 'ben@example.com', emailVerified: true, anonymous: false },
  profile: null,
  lists: [{ id: 'fam', name: 'Family gifts', role: 'editor', ownerId: 'ana', memberCount: 2, gift: false, pendingWrites: false }],
  items: { fam: [lamp] },
  browsingDetection: false,
  failedWrites: [],
  network: 'offline',
  extensionVersion: '0.1.0',
  cacheWriteFailed: false,
  tracking: NO_TRACKING,
  alerts: NO_ALERTS,
  sharing: EMPTY_SHARING,
};

describe('an item change the server refuses later', () => {
  it('is kept with the item as it was, so what was typed can go into a list of the shopper’s own', async () => {
    const store = createStateStore(state, { get: () => Promise.resolve({}), set: () => Promise.resolve(), remove: () => Promise.resolve() });
    const writes = createWriteTracker(store, { now: () => 5, newId: () => 'f1', reportError: () => undefined });
    const { handlers } = createItemWriter({} as Firestore, () => 'ben', store, writes);
    const change = { listId: 'fam', itemId: 'lamp', note: 'the blue one', quantity: 2 };
    // The page is answered at once; the refusal arrives after.
    expect(await handlers['page:update-item'](change, {} as never)).toBeNull();
    // The shared list goes from the shopper's state (removed) before the refusal is seen.
    store.update((current) => ({ ...current, lists: [], items: {} }));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(store.snapshot().state.failedWrites).toEqual([
      { id: 'f1', request: { kind: 'page:update-item', payload: change }, subject: 'Desk lamp', error: 'permission-denied', at: 5, copy: itemToSave(lamp) },
    ]);
  });
});
