// @vitest-environment jsdom
// The content script sends extraction's result to the worker as it is: it must pass the worker's
// strict schema (no field missing, none extra, every value in range) for every kind of page.
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { contentToBackground } from '../../../../../../src/app/protocol';
import { EARLIEST_PAGE_TIME, PAGE_CLOCK_SKEW_MS } from '../../../../../../src/features/detection/protocol';
import { extractFrom, ldJson } from './helpers';

const payload = contentToBackground['content:product-detected'].payload;

const pages: Record<string, string> = {
  'json-ld': `<html><head>${ldJson({
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: 'Desk lamp',
    brand: { '@type': 'Brand', name: 'Lumo' },
    image: '/img/lamp.jpg',
    sku: 'L-1',
    gtin13: '4006381333931',
    offers: { '@type': 'Offer', price: '39.90', priceCurrency: 'EUR', availability: 'https://schema.org/InStock' },
  })}</head><body><h1>Desk lamp</h1></body></html>`,
  visual: `<html lang="en-GB"><body><main><h1 class="product-title">Desk lamp</h1>
    <span class="price">£39.90</span><s class="was-price">£49.90</s><button class="add-to-cart">Add to basket</button></main></body></html>`,
  'no price': `<html><body><main><h1 class="product-title">Desk lamp</h1><p class="stock">Sold out</p>
    <button class="add-to-cart" disabled>Add to basket</button></main></body></html>`,
};

describe('what the content script sends', () => {
  for (const [kind, html] of Object.entries(pages)) {
    it(`passes the worker's schema as it is (${kind})`, () => {
      const product = extractFrom(html);
      expect(product).not.toBeNull();
      expect(v.safeParse(payload, { product, pageTime: null }).issues).toBeUndefined();
      // The schema is strict: a field extraction added without the worker knowing would fail here.
      expect(v.safeParse(payload, { product: { ...product, extra: 1 }, pageTime: null }).success).toBe(false);
    });
  }
});

describe('the page time the content script sends', () => {
  const product = extractFrom(pages['json-ld'] ?? '');

  it('is a number of ms since the epoch, or null when the page\'s age is unknown; anything else is refused', () => {
    const recent = Date.now() - 60_000;
    expect(v.parse(payload, { product, pageTime: recent }).pageTime).toBe(recent);
    expect(v.parse(payload, { product, pageTime: null }).pageTime).toBeNull();
    expect(v.safeParse(payload, { product, pageTime: '2026-11-28' }).success).toBe(false);
    expect(v.safeParse(payload, { product, pageTime: Number.NaN }).success).toBe(false);
  });

  it('takes a nonsense clock (before 2020, ahead of the worker\'s by more than the skew, a fraction) as an unknown age, and keeps the product', () => {
    for (const pageTime of [EARLIEST_PAGE_TIME - 1, 0, Date.now() + 2 * PAGE_CLOCK_SKEW_MS, 1.5e12 + 0.5]) {
      const parsed = v.parse(payload, { product, pageTime });
      expect(parsed.pageTime).toBeNull();
      expect(parsed.product).toEqual(product);
    }
    const ahead = Date.now() + PAGE_CLOCK_SKEW_MS / 2;
    expect(v.parse(payload, { product, pageTime: ahead }).pageTime).toBe(ahead);
  });
});
