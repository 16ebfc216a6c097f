// @vitest-environment jsdom
// The content script reads the price with a small table; the worker settles the currency from the
// price's text with the full CLDR table and the page's hints (src/features/detection/model/currency/settle-currency.ts).
import { describe, expect, it } from 'vitest';
import { extractFrom, extractSettled } from '../extract/helpers';

const page = (price: string, lang = 'en'): string => `<html lang="${lang}"><body><main><h1 class="product-title">Desk lamp</h1>
  <span class="price">${price}</span><button class="add-to-cart">Add to basket</button></main></body></html>`;

const settled = (html: string, url = 'https://shop.example.com/p/lamp') => extractSettled(html, url);

describe('settleCurrency', () => {
  it('sends the price as the page writes it, and the page language', () => {
    expect(extractFrom(page('129,90 złotych', 'pl'))).toMatchObject({ price: 129.9, priceText: '129,90 złotych', lang: 'pl' });
  });

  it('names a currency the content script does not know, from CLDR names without diacritics', () => {
    expect(settled(page('129,90 zlotych', 'en'))).toMatchObject({ price: 129.9, currency: 'PLN', currencyGuessed: false });
    expect(settled(page('25 KM', 'en'))).toMatchObject({ price: 25, currency: 'BAM' });
  });

  it('leaves an ambiguous symbol undecided when nothing on the page decides it', () => {
    expect(settled(page('$12.99', 'en'))).toMatchObject({ price: 12.99, currency: null, currencyGuessed: true });
    expect(settled(page('$12.99', 'en-CA'))).toMatchObject({ currency: 'CAD', currencyGuessed: true });
    expect(settled(page('150 kr', 'en'), 'https://shop.example.dk/p/lamp')).toMatchObject({ currency: 'DKK' });
  });

  it('keeps a currency the page states', () => {
    const html = `<html lang="en"><head><script type="application/ld+json">${JSON.stringify({
      '@type': 'Product',
      name: 'Desk lamp',
      offers: { '@type': 'Offer', price: '12.99', priceCurrency: 'AUD' },
    })}</script></head><body><main><h1>Desk lamp</h1><span class="price">$12.99</span></main></body></html>`;
    expect(settled(html)).toMatchObject({ price: 12.99, currency: 'AUD', currencyGuessed: false });
  });
});

describe('cents set apart from the whole amount', () => {
  it('reads "12<sup>99</sup>" and a separate fraction element as one price', () => {
    expect(extractFrom(page('€12<sup>99</sup>'))?.price).toBe(12.99);
    expect(extractFrom(page('<span class="whole">1.234,</span><span class="price-fraction">50</span> €'))?.price).toBe(1234.5);
  });
});
