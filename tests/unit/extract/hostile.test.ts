// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { extractProduct, parsePrice } from '../../../src/extract/index';
import { LIMITS } from '../../../src/shared/limits';
import { extractFrom, ldJson } from './helpers';

const offer = (price: unknown) => ({ '@type': 'Offer', price, priceCurrency: 'EUR' });
const product = (fields: Record<string, unknown>) => ldJson({ '@context': 'https://schema.org', '@type': 'Product', name: 'Lamp', ...fields });

describe('hostile pages', () => {
  it('stays within its budget on huge JSON-LD and ignores what is too big', () => {
    const filler = 'x'.repeat(900_000);
    const scripts = Array.from({ length: 8 }, () => ldJson({ '@type': 'Thing', description: filler, offers: [] })).join('');
    const started = performance.now();
    const p = extractFrom(scripts + product({ offers: offer(10) }));
    expect(performance.now() - started).toBeLessThan(3000);
    // The product sits after 7 MB of scripts: beyond the size budget, so it is not read.
    expect(p?.price ?? null).toBeNull();
  });

  it('survives deeply nested JSON-LD', () => {
    const depth = 20_000;
    const deep = `<script type="application/ld+json">${'{"a":['.repeat(depth)}{"@type":"Product","name":"Deep","offers":{"price":1}}${']}'.repeat(depth)}</script>`;
    expect(() => extractFrom(deep)).not.toThrow();
    expect(extractFrom(deep + product({ offers: offer(10) }))).toMatchObject({ name: 'Lamp', price: 10 });
  });

  it('skips invalid JSON and still reads the rest of the page', () => {
    const broken = '<script type="application/ld+json">{"@type": "Product", "name": "Broken", </script>';
    const p = extractFrom(`${broken}<meta property="og:title" content="Lamp"><meta property="product:price:amount" content="10">`);
    expect(p).toMatchObject({ name: 'Lamp', price: 10 });
  });

  it('repairs raw newlines inside JSON strings', () => {
    const raw = '<script type="application/ld+json">{"@type":"Product","name":"Two\nlines","offers":{"@type":"Offer","price":"5","priceCurrency":"EUR",}}</script>';
    expect(extractFrom(raw)).toMatchObject({ name: 'Two lines', price: 5 });
  });

  it('is not polluted by __proto__, constructor or prototype keys', () => {
    const json = `{"@type":"Product","name":"Lamp","__proto__":{"polluted":"yes","offers":{"price":1}},
      "constructor":{"prototype":{"polluted":"yes"}},"offers":{"@type":"Offer","priceCurrency":"EUR","__proto__":{"price":666}}}`;
    const p = extractFrom(`<script type="application/ld+json">${json}</script>`);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.prototype).not.toHaveProperty('polluted');
    expect(p?.price ?? null).toBeNull();
    const micro = extractFrom(`<div itemscope itemtype="https://schema.org/Product"><span itemprop="name">Lamp</span><span itemprop="__proto__">x</span></div>`);
    expect(micro?.name).toBe('Lamp');
    expect(({} as Record<string, unknown>).x).toBeUndefined();
  });

  it.each([[-5], [0], [1e12], ['NaN'], ['Infinity'], ['-12.00'], [Number.MAX_VALUE]])('rejects the price %s', (price) => {
    expect(extractFrom(product({ offers: offer(price) }))?.price ?? null).toBeNull();
  });

  it('drops javascript: and data: URLs', () => {
    const p = extractFrom(
      product({ image: 'javascript:alert(1)', url: 'data:text/html,<script>alert(1)</script>', offers: offer(10) }) +
        '<link rel="canonical" href="javascript:alert(1)"><meta property="og:image" content="data:image/png;base64,AAAA">',
      'https://shop.example.com/p/1',
    );
    expect(p?.image).toBeNull();
    expect(p?.canonicalUrl).toBe('https://shop.example.com/p/1');
    expect(extractFrom(product({ image: 'vbscript:x', offers: offer(1) }))?.image).toBeNull();
  });

  it('strips scripts and markup from names and bounds their length', () => {
    const p = extractFrom(product({ name: '<script>alert(1)</script>Lamp <b>Pro</b> &amp; more<img src=x onerror=alert(1)>', brand: 'A'.repeat(10_000), offers: offer(10) }));
    expect(p?.name).toBe('Lamp Pro & more');
    expect(p?.brand?.length).toBeLessThanOrEqual(LIMITS.brand);
    const viaMeta = extractFrom('<meta property="og:title" content="&lt;script&gt;alert(1)&lt;/script&gt;Mug"><meta property="product:price:amount" content="3">');
    expect(viaMeta?.name).toBe('Mug');
  });

  it('rejects identifiers with spaces or markup and GTINs that are not digits', () => {
    const p = extractFrom(product({ sku: 'A B <x>', gtin13: '12345abc', offers: offer(10) }));
    expect(p).toMatchObject({ sku: null, gtin: null });
  });

  it('parses huge or absurd price strings quickly and safely', () => {
    const started = performance.now();
    expect(parsePrice('9'.repeat(1_000_000))).toBeNull();
    expect(parsePrice(`${'1,'.repeat(200_000)}5 €`)).toBeNull();
    expect(parsePrice(`€ ${'-'.repeat(100_000)} 5`)).toBeNull();
    expect(performance.now() - started).toBeLessThan(500);
  });

  it('never throws, whatever it is given', () => {
    const trap = new Proxy({}, { get: () => { throw new Error('hostile getter'); } }) as unknown as Document;
    expect(extractProduct(trap)).toBeNull();
    expect(extractProduct(null as unknown as Document)).toBeNull();
    expect(parsePrice(undefined as unknown as string)).toBeNull();
    expect(parsePrice({ toString: () => '12 €' } as unknown as string)).toBeNull();
  });

  it('bounds the work on a page with thousands of price-like elements', () => {
    const cells = Array.from({ length: 5000 }, (_, i) => `<div class="price">${i + 1},00 €</div>`).join('');
    const html = `<html><body><div class="pdp"><h1 class="title">Lamp</h1><button class="add-to-cart">Add to cart</button></div>${cells}</body></html>`;
    const doc = new DOMParser().parseFromString(html, 'text/html');
    const started = performance.now();
    expect(() => extractProduct(doc, { url: 'https://shop.example.com/p/1', budgetMs: 30 })).not.toThrow();
    expect(performance.now() - started).toBeLessThan(2000);
  });
});
