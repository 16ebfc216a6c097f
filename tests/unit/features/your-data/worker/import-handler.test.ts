import type { Firestore } from 'firebase/firestore';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { importHandlers } from '../../../../../src/features/your-data/worker/import-handlers';
import { routed } from '../../../support/routed';
import type { StateStore } from '../../../../../src/app/worker/store';
import type { ImportItem } from '../../../../../src/features/your-data/model/import-item';
import type { AppState } from '../../../../../src/app/state';
import { listItem } from '../../../support/list-item';
import { signedInState } from '../fixtures';

const writes = vi.hoisted(() => ({ importItem: vi.fn() }));
vi.mock('../../../../../src/features/lists/worker/firestore/items', () => ({ importItem: writes.importItem }));

const context = {};

function storeOf(state: AppState): StateStore {
  return { snapshot: () => ({ revision: 1, state }), subscribe: () => () => undefined } as unknown as StateStore;
}

/** The import's handler behind the router, for this user and state. */
const importAs = (uid: string | null, state: AppState) => routed(importHandlers({} as Firestore, storeOf(state)), storeOf(state), () => uid)['page:import-items'];

const item = (n: number): ImportItem => ({
  id: `old${n}`, name: `Lamp ${n}`, brand: null, image: null, url: `https://shop.example/p/${n}`, productKey: `shop.example/p/${n}`,
  store: 'shop.example', price: 10, currency: 'EUR', listPrice: null, savedPrice: 12, availability: 'in-stock', sku: null, gtin: null,
  method: 'json-ld', confidence: 0.9, note: '', quantity: 1, status: 'wanted',
});

describe('page:import-items', () => {
  beforeEach(() => {
    let next = 0;
    writes.importItem.mockReset();
    writes.importItem.mockImplementation(() => ({ id: `new${++next}`, written: Promise.resolve() }));
  });

  it('writes new items, merges those the list holds, and answers with their ids', async () => {
    const state = signedInState({ items: { family: [listItem('held', 'family', { productKey: 'shop.example/p/1' })], gifts: [] } });
    const handler = importAs('ana', state);
    const answer = await handler({ listId: 'family', items: [item(1), item(2), item(3)] }, context);
    expect(answer).toEqual({ added: { old2: 'new1', old3: 'new2' }, alreadySaved: { old1: 'held' }, overLimit: [], failed: [] });
    expect(writes.importItem).toHaveBeenCalledWith({}, 'family', item(2), 'ana', false);
  });

  it('keeps a list within 1,000 items and names those refused by the server', async () => {
    const full = Array.from({ length: 999 }, (_, n) => listItem(`i${n}`, 'family'));
    writes.importItem.mockImplementationOnce(() => ({ id: 'new1', written: Promise.reject(new Error('permission-denied')) }));
    const handler = importAs('ana', signedInState({ items: { family: full } }));
    expect(await handler({ listId: 'family', items: [item(1), item(2)] }, context)).toEqual({ added: {}, alreadySaved: {}, overLimit: ['old2'], failed: ['old1'] });
  });

  it('writes items of a gift list as a gift list’s', async () => {
    const handler = importAs('ana', signedInState());
    await handler({ listId: 'gifts', items: [item(5)] }, context);
    expect(writes.importItem).toHaveBeenCalledWith({}, 'gifts', item(5), 'ana', true);
  });

  it('refuses when signed out, offline, or into a list the shopper can only view', async () => {
    const state = signedInState();
    await expect(importAs(null, state)({ listId: 'family', items: [item(1)] }, context)).rejects.toMatchObject({ code: 'not-signed-in' });
    await expect(importAs('ana', { ...state, network: 'offline' })({ listId: 'family', items: [item(1)] }, context)).rejects.toMatchObject({ code: 'offline' });
    const viewer = { ...state, lists: state.lists!.map((list) => ({ ...list, role: 'viewer' as const })) };
    await expect(importAs('ana', viewer)({ listId: 'family', items: [item(1)] }, context)).rejects.toMatchObject({ code: 'permission-denied' });
    expect(writes.importItem).not.toHaveBeenCalled();
  });
});
