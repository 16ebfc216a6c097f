import { describe, expect, it, vi } from 'vitest';
import { badgeTextOf, createToolbarBadge, unseenCount } from '../../../../../src/features/alerts/worker/toolbar-badge';
import { newlySeen } from '../../../../../src/features/alerts/worker/newly-seen';
import { productBadge, showProductBadge } from '../../../../../src/features/detection/worker/product-badge';
import type { AlertEntry } from '../../../../../src/features/alerts/model/alerts';

/** The browser's badge: a global text and per-tab texts, a tab's own text (not null) winning (Chrome and Firefox). */
function fakeAction() {
  const tabs = new Map<number, string | null>();
  let global = '';
  const action = {
    setBadgeText: vi.fn(({ tabId, text }: { tabId?: number; text: string | null }) => {
      if (tabId === undefined) global = text ?? '';
      else tabs.set(tabId, text);
      return Promise.resolve();
    }),
    setBadgeBackgroundColor: vi.fn(() => Promise.resolve()),
    setTitle: vi.fn(() => Promise.resolve()),
  };
  const shown = (tabId: number) => tabs.get(tabId) ?? global;
  return { action, shown };
}

const entry = (id: string, seen: boolean, withdrawn = false) => ({ id, seen, withdrawn }) as AlertEntry;
const product = { name: 'Lego', brand: null, image: null, canonicalUrl: null, price: 1, currency: 'EUR', listPrice: null, availability: 'in-stock' as const, sku: null, gtin: null, method: 'json-ld' as const, confidence: 0.9, priceIsFrom: false, isRange: false, currencyGuessed: false };
const translate = (key: string) => key;

describe('the toolbar badge', () => {
  it('counts unseen alerts that were not withdrawn', () => {
    expect(unseenCount(null)).toBe(0);
    expect(unseenCount([entry('a', false), entry('b', true), entry('c', false, true)])).toBe(1);
    expect([0, 3, 99, 100].map(badgeTextOf)).toEqual(['', '3', '99', '99+']);
  });

  it('shows the count on every tab while alerts are unseen, the product mark stepping aside, and the mark again after', async () => {
    const { action, shown } = fakeAction();
    const badge = createToolbarBadge(action, () => Promise.resolve([1, 2, 3]));
    await badge.setUnseen(0);
    await showProductBadge(badge.tabAction, 1, productBadge(product, 'https://shop.example/p', {}), translate);
    await showProductBadge(badge.tabAction, 2, productBadge(null, undefined, {}), translate);
    expect([shown(1), shown(2), shown(3)]).toEqual(['•', '', '']);

    await badge.setUnseen(2);
    expect([shown(1), shown(2), shown(3)]).toEqual(['2', '2', '2']);
    // A product found while alerts are unseen does not hide the count.
    await showProductBadge(badge.tabAction, 3, productBadge(product, 'https://shop.example/p', {}), translate);
    expect(shown(3)).toBe('2');

    await badge.setUnseen(0);
    expect([shown(1), shown(2), shown(3)]).toEqual(['•', '', '•']);
  });

  it('clears the count from tabs a restarted worker did not mark itself', async () => {
    const { action, shown } = fakeAction();
    await action.setBadgeText({ tabId: 5, text: '✓' });
    const badge = createToolbarBadge(action, () => Promise.resolve([5]));
    await badge.setUnseen(1);
    expect(shown(5)).toBe('1');
  });

  it('gives a tab without a product the button\'s title as a string, and follows the count', async () => {
    const { action } = fakeAction();
    const badge = createToolbarBadge(action, () => Promise.resolve([1, 2]));
    await showProductBadge(badge.tabAction, 1, productBadge(product, 'https://shop.example/p', {}), translate);
    await showProductBadge(badge.tabAction, 2, productBadge(null, undefined, {}), translate);
    for (const [details] of action.setTitle.mock.calls as unknown as [{ title: unknown }][]) expect(typeof details.title).toBe('string');
    expect(action.setTitle).toHaveBeenCalledWith({ tabId: 2, title: 'Cartwatch' });

    await badge.setUnseen(3);
    expect(action.setTitle).toHaveBeenCalledWith({ tabId: 2, title: 'Cartwatch: 3 new alerts' });
    expect(action.setTitle).not.toHaveBeenCalledWith({ tabId: 1, title: 'Cartwatch: 3 new alerts' });
  });

  it('writes nothing when the count did not change', async () => {
    const { action } = fakeAction();
    const badge = createToolbarBadge(action, () => Promise.resolve([]));
    await badge.setUnseen(2);
    const calls = action.setBadgeText.mock.calls.length;
    await badge.setUnseen(2);
    expect(action.setBadgeText.mock.calls.length).toBe(calls);
  });
});

describe('newlySeen', () => {
  it('names the alerts seen or withdrawn since, only against a loaded feed', () => {
    const before = [entry('a', false), entry('b', false), entry('c', true)];
    expect(newlySeen(before, [entry('a', true), entry('b', false, true), entry('c', true), entry('d', false)])).toEqual(['a', 'b']);
    expect(newlySeen(null, [entry('a', true)])).toEqual([]);
    expect(newlySeen(before, null)).toEqual([]);
  });
});
