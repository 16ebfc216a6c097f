// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { extractFrom, extractSettled } from './helpers';

const json = (value: unknown, attrs = 'type="application/json"') =>
  `<script ${attrs}>${JSON.stringify(value).replace(/</g, '\\u003c')}</script>`;

describe('embedded product JSON', () => {
  it("reads Shopify's product JSON, prices in cents", () => {
    const product = {
      id: 123,
      title: 'Linen shirt',
      handle: 'linen-shirt',
      vendor: 'Flax & Co',
      price: 4950,
      compare_at_price: 6500,
      available: true,
      featured_image: '//cdn.shopify.example/shirt.jpg',
      variants: [{ id: 1, price: 4950, available: true, sku: 'LS-1' }],
    };
    const p = extractSettled(
      `<html lang="en-GB"><body><h1>Linen shirt</h1>${json(product, 'type="application/json" data-product-json')}</body></html>`,
      'https://shop.example.co.uk/products/linen-shirt',
    );
    expect(p).toMatchObject({
      name: 'Linen shirt',
      brand: 'Flax & Co',
      price: 49.5,
      listPrice: 65,
      availability: 'in-stock',
      image: 'https://cdn.shopify.example/shirt.jpg',
      method: 'embedded-json',
      currency: 'GBP',
      currencyGuessed: true,
    });
  });

  it('finds the product deep inside page data, preferring the one named like the heading', () => {
    const data = {
      props: {
        pageProps: {
          recommendations: [{ name: 'Socks', price: 5, currency: 'EUR' }],
          product: { name: 'Trail shoe', sku: 'TS-9', price: { value: 129.95 }, currency: 'EUR', availability: 'InStock' },
        },
      },
    };
    const p = extractFrom(`<html><body><h1>Trail shoe</h1>${json(data, 'id="__NEXT_DATA__" type="application/json"')}</body></html>`);
    expect(p).toMatchObject({ name: 'Trail shoe', price: 129.95, currency: 'EUR', sku: 'TS-9', availability: 'in-stock' });
  });

  it('is not read when structured markup already gave a price', () => {
    const p = extractFrom(
      `<meta property="og:title" content="Cap"><meta property="product:price:amount" content="20"><meta property="product:price:currency" content="EUR">${json({ name: 'Cap', price: 99, currency: 'EUR' })}`,
    );
    expect(p).toMatchObject({ price: 20, method: 'opengraph' });
  });
});
