import { EMPTY_SHARING } from '../../../../../src/features/sharing/model/sharing';
import { DEFAULT_ALERT_PREFERENCES } from '../../../../../src/features/alerts/model/alerts';
import { NO_ALERTS } from '../../../../../src/features/alerts/model/alerts';
import { describe, expect, it, vi } from 'vitest';
import type { ItemWriter } from '../../../../../src/features/lists/worker/items-handlers';
import { saveCurrentPage, type QuickSaveDeps } from '../../../../../src/features/saving/worker/save-current-page';
import type { ListItem } from '../../../../../src/features/lists/model/items';
import type { DetectedProduct, PageDetection } from '../../../../../src/features/detection/model/product';
import type { AppState } from '../../../../../src/app/state';
import { NO_TRACKING } from '../../../../../src/features/tracking/model/tracking';

const signedIn: AppState['account'] = { status: 'signed-in', uid: 'ana', email: 'ana@x.test', emailVerified: true, anonymous: false };

function state(overrides: Partial<AppState> = {}): AppState {
  return {
    account: signedIn,
    profile: { preferences: { recheckHours: 6, alerts: DEFAULT_ALERT_PREFERENCES }, listOrder: ['gifts'], pendingWrites: false },
    lists: [
      { id: 'wish', name: 'Wishlist', role: 'owner', ownerId: 'owner', memberCount: 1, gift: false, pendingWrites: false },
      { id: 'gifts', name: 'Gifts', role: 'editor', ownerId: 'owner', memberCount: 1, gift: false, pendingWrites: false },
    ],
    items: { wish: [], gifts: [] },
    browsingDetection: false,
    failedWrites: [],
    network: 'online',
    extensionVersion: '0.1.0', cacheWriteFailed: false, tracking: NO_TRACKING, alerts: NO_ALERTS, sharing: EMPTY_SHARING,
    ...overrides,
  };
}

const product: DetectedProduct = {
  name: 'Lego 42115',
  brand: 'LEGO',
  image: 'https://shop.example/lego.jpg',
  canonicalUrl: 'https://shop.example/p/42115',
  price: 379.99,
  currency: 'EUR',
  listPrice: 449.99,
  availability: 'in-stock',
  sku: '42115',
  gtin: null,
  method: 'json-ld',
  confidence: 0.95,
  priceIsFrom: false,
  isRange: false,
  currencyGuessed: false,
};

function deps(current: AppState, detection: PageDetection) {
  const save = vi.fn<ItemWriter['save']>(() => ({ id: 'new-item' }));
  const detect = vi.fn(() => Promise.resolve(detection));
  const value: QuickSaveDeps = { state: () => current, detect, writer: { save } };
  return { value, save, detect };
}

const tab = { id: 4, url: 'https://shop.example/p/42115?utm_source=x', title: 'LEGO Lamborghini' };

describe('saving the current page from the context menu or the shortcut', () => {
  it('saves the detected product to the first list in the shopper\'s order', async () => {
    const { value, save } = deps(state(), { status: 'found', url: tab.url, title: tab.title, product, pageTime: 1_800_000_000_000 });
    const outcome = await saveCurrentPage(value, tab);
    expect(outcome).toMatchObject({ result: 'saved', name: 'Lego 42115', list: { id: 'gifts' }, waitingToSync: false });
    expect(save).toHaveBeenCalledWith('gifts', expect.objectContaining({ url: 'https://shop.example/p/42115', price: 379.99, method: 'json-ld' }), { readAt: 1_800_000_000_000 });
  });

  it('saves the page itself, by its title, when no product is found', async () => {
    const { value, save } = deps(state(), { status: 'none', url: 'https://blog.example/post', title: 'A post' });
    expect(await saveCurrentPage(value, tab)).toMatchObject({ result: 'saved', name: 'A post' });
    expect(save).toHaveBeenCalledWith('gifts', expect.objectContaining({ name: 'A post', price: null, method: 'manual' }), { readAt: null });
  });

  it('does not save a product twice to the same list', async () => {
    const saved = { id: 'i1', name: 'Lego 42115', productKey: 'shop.example/p/42115' } as ListItem;
    const { value, save } = deps(state({ items: { wish: [], gifts: [saved] } }), { status: 'found', url: tab.url, title: tab.title, product, pageTime: null });
    expect(await saveCurrentPage(value, tab)).toMatchObject({ result: 'already-saved', list: { id: 'gifts' } });
    expect(save).not.toHaveBeenCalled();
  });

  it('says when it will sync later', async () => {
    const { value } = deps(state({ network: 'offline' }), { status: 'found', url: tab.url, title: tab.title, product, pageTime: null });
    expect(await saveCurrentPage(value, tab)).toMatchObject({ result: 'saved', waitingToSync: true });
  });

  it('asks to sign in first, without reading the page', async () => {
    const { value, detect } = deps(state({ account: { status: 'signed-out' }, lists: null }), { status: 'none', url: '', title: '' });
    expect(await saveCurrentPage(value, tab)).toEqual({ result: 'not-signed-in' });
    expect(detect).not.toHaveBeenCalled();
  });

  it('needs a list the shopper may add to', async () => {
    const { value } = deps(state({ lists: [{ id: 'v', name: 'Theirs', role: 'viewer', ownerId: 'owner', memberCount: 1, gift: false, pendingWrites: false }] }), { status: 'none', url: '', title: '' });
    expect(await saveCurrentPage(value, tab)).toEqual({ result: 'no-list' });
  });

  it('explains pages no extension may read', async () => {
    const { value, save } = deps(state(), { status: 'unsupported', url: 'chrome://settings' });
    expect(await saveCurrentPage(value, { id: 1, url: 'chrome://settings' })).toEqual({ result: 'unsupported' });
    expect(save).not.toHaveBeenCalled();
  });

  it('reports a refused save with its reason', async () => {
    const { value, save } = deps(state(), { status: 'found', url: tab.url, title: tab.title, product, pageTime: null });
    save.mockImplementation(() => {
      throw new Error('A list can hold 1000 items.');
    });
    expect(await saveCurrentPage(value, tab)).toEqual({ result: 'failed', message: 'A list can hold 1000 items.' });
  });
});
