// @vitest-environment jsdom
// Whatever a hostile page holds, the extractor's output must pass the worker's real schema: a value
// the extractor keeps but the worker refuses throws away the whole detection (the popup shows nothing).
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { contentToBackground } from '../../../../../../src/app/protocol';
import { extractFrom, ldJson } from './helpers';

const payload = contentToBackground['content:product-detected'].payload;
const offer = { '@type': 'Offer', price: '19.90', priceCurrency: 'EUR', availability: 'https://schema.org/InStock' };
const jsonLd = (fields: Record<string, unknown>) =>
  ldJson({ '@context': 'https://schema.org', '@type': 'Product', name: 'Lamp', offers: offer, ...fields });
const meta = (fields: Record<string, string>) =>
  Object.entries(fields).map(([property, content]) => `<meta property="${property}" content="${content}">`).join('');
const long = (length: number, unit = 'Ab ') => unit.repeat(Math.ceil(length / unit.length)).slice(0, length);
const longId = (length: number) => 'X'.repeat(length);

const hostilePages: Record<string, string> = {
  'a 250-character brand': jsonLd({ brand: { '@type': 'Brand', name: long(250) } }),
  'a 10,000-character brand': jsonLd({ brand: long(10_000) }),
  'a brand just over any bound, in meta tags': meta({ 'og:title': 'Lamp', 'product:brand': long(301), 'product:price:amount': '3', 'product:price:currency': 'EUR' }),
  'a 10,000-character name': jsonLd({ name: long(10_000) }),
  'a name of markup and entities': jsonLd({ name: `${'&lt;b&gt;'.repeat(400)}Lamp${'<i>x</i>'.repeat(400)}` }),
  'an 80-character SKU': jsonLd({ sku: longId(80) }),
  'a 100-character SKU': jsonLd({ sku: longId(100) }),
  'a 101-character SKU': jsonLd({ sku: longId(101) }),
  'a SKU in embedded JSON': `<script type="application/json">${JSON.stringify({ product: { name: 'Lamp', sku: longId(99), brand: long(400), price: 5, currency: 'EUR' } })}</script>`,
  'a 2,048-character image URL': jsonLd({ image: `https://cdn.example.com/${'i'.repeat(2048 - 24)}` }),
  'a 3,000-character image URL': jsonLd({ image: `https://cdn.example.com/${'i'.repeat(3000)}` }),
  'a relative canonical URL near the bound': `<link rel="canonical" href="/${'c'.repeat(2030)}">${jsonLd({})}`,
  'a price at the bound': jsonLd({ offers: { ...offer, price: '999999999.999999' } }),
  'a gtin with a prefix': jsonLd({ gtin13: 'urn:gtin:4006381333931' }),
  'a visual page with a long heading': `<html lang="en"><body><main><h1 class="product-title">${long(5000)}</h1><span class="price">€12,99</span><button class="add-to-cart">Add</button></main></body></html>`,
};

describe('every extractor output passes the worker schema', () => {
  for (const [page, html] of Object.entries(hostilePages)) {
    it(`accepts the detection of a page with ${page}`, () => {
      const product = extractFrom(html);
      expect(product).not.toBeNull();
      expect(v.safeParse(payload, { product, pageTime: null }).issues).toBeUndefined();
    });
  }

  it('keeps a 201-300 character brand rather than the whole detection failing', () => {
    const brand = long(250).trim();
    const product = extractFrom(jsonLd({ brand }));
    expect(v.safeParse(payload, { product, pageTime: null }).success).toBe(true);
    expect(product?.brand?.length).toBeGreaterThan(0);
  });
});
