// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { extractFrom } from './helpers';

const head = (metas: string) => `<html><head>${metas}</head><body></body></html>`;

describe('OpenGraph and product: meta tags', () => {
  it('reads product:price and og: fields', () => {
    const p = extractFrom(
      head(`<meta property="og:type" content="product"><meta property="og:title" content="Blu-ray steelbook">
        <meta property="og:image" content="https://cdn.example.com/a.jpg"><meta property="og:url" content="https://shop.example.com/p/1">
        <meta property="product:price:amount" content="17.99"><meta property="product:price:currency" content="USD">
        <meta property="product:availability" content="in stock">`),
    );
    expect(p).toMatchObject({
      name: 'Blu-ray steelbook',
      image: 'https://cdn.example.com/a.jpg',
      canonicalUrl: 'https://shop.example.com/p/1',
      price: 17.99,
      currency: 'USD',
      availability: 'in-stock',
      method: 'opengraph',
    });
  });

  it('takes the sale price and keeps the regular one as the list price', () => {
    const p = extractFrom(
      head(`<meta property="og:type" content="product"><meta property="og:title" content="Sconce">
        <meta property="og:price:standard_amount" content="150.00"><meta property="product:price:amount" content="120.00">
        <meta property="product:price:currency" content="USD">`),
    );
    expect(p).toMatchObject({ price: 120, listPrice: 150 });
  });

  it('reads a decimal comma in product:price:amount', () => {
    const p = extractFrom(head(`<meta property="og:title" content="Mat"><meta property="product:price:amount" content="48,00"><meta property="product:price:currency" content="USD">`));
    expect(p).toMatchObject({ price: 48, currency: 'USD' });
  });

  it('does not call an article a product', () => {
    expect(extractFrom(head(`<meta property="og:type" content="article"><meta property="og:title" content="News">`))).toBeNull();
  });
});
