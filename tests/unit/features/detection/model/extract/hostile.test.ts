// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Budget } from '../../../../../../src/features/detection/model/extract/budget';
import { parsePriceFromDisk as parsePrice } from '../currency/disk-table';
import { extractProduct } from '../../../../../../src/features/detection/model/extract/index';
import { LIMITS } from '../../../../../../src/platform/limits';
import { extractFrom, ldJson } from './helpers';

const offer = (price: unknown) => ({ '@type': 'Offer', price, priceCurrency: 'EUR' });
const product = (fields: Record<string, unknown>) => ldJson({ '@context': 'https://schema.org', '@type': 'Product', name: 'Lamp', ...fields });

// Work is counted (characters parsed, regular expressions run, DOM calls, budget steps), not timed:
// a busy machine cannot fail these, and a change that makes the work grow with the page does.
const charactersIn = (calls: unknown[][]) => calls.reduce((sum, [text]) => sum + String(text).length, 0);

describe('hostile pages', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('parses at most 3 MB of huge JSON-LD and ignores what is beyond', () => {
    const filler = 'x'.repeat(900_000);
    const scripts = Array.from({ length: 8 }, () => ldJson({ '@type': 'Thing', description: filler, offers: [] })).join('');
    const parse = vi.spyOn(JSON, 'parse');
    const p = extractFrom(scripts + product({ offers: offer(10) }));
    expect(charactersIn(parse.mock.calls)).toBeLessThanOrEqual(3_000_000);
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

  it('parses huge or absurd price strings safely, running its patterns on 400 characters at most', () => {
    // The first call builds the currency table from the generated CLDR data, once.
    expect(parsePrice('1 €')?.amount).toBe(1);
    const exec = vi.spyOn(RegExp.prototype, 'exec');
    expect(parsePrice('9'.repeat(1_000_000))).toBeNull();
    expect(parsePrice(`${'1,'.repeat(200_000)}5 €`)).toBeNull();
    expect(parsePrice(`€ ${'-'.repeat(100_000)} 5`)).toBeNull();
    expect(Math.max(...exec.mock.calls.map(([text]) => String(text).length))).toBeLessThanOrEqual(400);
    // Measured: 4,403 runs for the three strings; a pattern run per character of the input would be 10^6.
    expect(exec.mock.calls.length).toBeLessThan(10_000);
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
    const steps = vi.spyOn(Budget.prototype, 'step');
    const contains = vi.spyOn(Element.prototype, 'contains');
    const attributes = vi.spyOn(Element.prototype, 'getAttribute');
    // A budget no machine reaches: what is bounded here is the work, whatever the clock says.
    expect(() => extractProduct(doc, { url: 'https://shop.example.com/p/1', budgetMs: 600_000 })).not.toThrow();
    // Measured: 1,500 steps, 24 contains() and 8,007 attribute reads (one scan of the page's elements).
    expect(steps.mock.calls.length).toBeLessThanOrEqual(2_000);
    expect(contains.mock.calls.length).toBeLessThanOrEqual(100);
    expect(attributes.mock.calls.length).toBeLessThanOrEqual(2 * 5000 + 100);
    // Parsing 5,000 elements under spies takes seconds on a busy machine; only the counts are checked.
  }, 60_000);
});
