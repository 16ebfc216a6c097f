import { describe, expect, it, vi } from 'vitest';
import { productBadge, showProductBadge } from '../../../../../src/features/detection/worker/product-badge';
import type { DetectedProduct } from '../../../../../src/features/detection/model/product';
import { listItem } from '../../../support/list-item';

const product: DetectedProduct = {
  name: 'Lego 42115',
  brand: null,
  image: null,
  canonicalUrl: null,
  price: 10,
  currency: 'EUR',
  listPrice: null,
  availability: 'in-stock',
  sku: null,
  gtin: null,
  method: 'json-ld',
  confidence: 0.9,
  priceIsFrom: false,
  isRange: false,
  currencyGuessed: false,
};

const items = { a1: [listItem('1', 'a1', { productKey: 'shop.example/p/42115' })], b2: [] };

describe('productBadge', () => {
  it('says tracked when the page is saved, whatever its www, tracking parameters or trailing slash', () => {
    expect(productBadge(product, 'https://www.shop.example/p/42115/?utm_source=mail', items)).toEqual({
      text: '✓',
      color: '#1a56b0',
      title: 'badgeTitleTracked',
      name: 'Lego 42115',
    });
  });

  it('goes by the canonical address when the page has one', () => {
    const canonical = { ...product, canonicalUrl: 'https://shop.example/p/42115' };
    expect(productBadge(canonical, 'https://shop.example/p/42115?color=red', items).title).toBe('badgeTitleTracked');
  });

  it('says only "product" for a product not saved, and nothing without a product', () => {
    expect(productBadge(product, 'https://shop.example/p/other', items)).toMatchObject({ text: '•', title: 'badgeTitleProduct' });
    expect(productBadge(product, undefined, items)).toMatchObject({ title: 'badgeTitleProduct' });
    expect(productBadge(null, 'https://shop.example/p/42115', items)).toEqual({ text: '', title: null });
    expect(productBadge({ ...product, name: null }, 'https://shop.example/p/42115', items)).toEqual({ text: '', title: null });
  });
});

describe('showProductBadge', () => {
  it('sets the tab\'s badge and its translated title, or clears both', async () => {
    const action = { setBadgeText: vi.fn(), setTitle: vi.fn(), setBadgeBackgroundColor: vi.fn() };
    const translate = (key: string, [name]: string[]) => `${key}:${name ?? ''}`;
    await showProductBadge(action, 7, productBadge(product, 'https://shop.example/p/42115', items), translate);
    expect(action.setBadgeText).toHaveBeenCalledWith({ tabId: 7, text: '✓' });
    expect(action.setTitle).toHaveBeenCalledWith({ tabId: 7, title: 'badgeTitleTracked:Lego 42115' });
    await showProductBadge(action, 7, productBadge(null, undefined, items), translate);
    expect(action.setBadgeText).toHaveBeenLastCalledWith({ tabId: 7, text: '' });
    expect(action.setTitle).toHaveBeenLastCalledWith({ tabId: 7, title: null });
  });
});
