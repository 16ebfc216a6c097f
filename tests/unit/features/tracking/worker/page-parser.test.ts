// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pageParserFor } from '../../../../../src/features/tracking/worker/page-parser';
import type { SettleCurrency } from '../../../../../src/features/detection/model/currency/settle-currency';
import type { ExtractedProduct } from '../../../../../src/features/detection/model/extract/types';

// What Firefox's event page parses in place: a fetched product page, as the store sent it.
const PRODUCT_PAGE = `<!doctype html><html><head><title>Camp Stove</title>
<script type="application/ld+json">${JSON.stringify({
  '@context': 'https://schema.org',
  '@type': 'Product',
  name: 'Camp Stove',
  sku: 'CS-1',
  offers: { '@type': 'Offer', price: '64.99', priceCurrency: 'USD', availability: 'https://schema.org/InStock' },
})}</script></head>
<body><h1>Camp Stove</h1><p class="price">$64.99</p></body></html>`;

// A shop that renders its product by script: DOMParser runs no scripts, so a re-check sees none.
const SCRIPT_RENDERED = `<!doctype html><html><head><title>Shop</title></head><body><div id="app"></div>
<script>document.getElementById('app').innerHTML = '<h1>Camp Stove</h1><p>$64.99</p>';</script></body></html>`;

const URL = 'https://harbor-pine.example/p/camp-stove';

/** A settler that records what it settled and decides an open currency as CAD (say, from the shopper's region). */
function settler() {
  const settled: [ExtractedProduct, string | undefined][] = [];
  const settle: SettleCurrency = (product, pageUrl) => {
    settled.push([product, pageUrl]);
    const open = product.currency === null || product.currencyGuessed;
    return Promise.resolve({ ...product, currency: open ? 'CAD' : product.currency, currencyGuessed: false });
  };
  return { settle, settled };
}

describe('the page parser of an event page with a DOM (Firefox)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('parses a fetched page in place with the content script\'s extractor and settles its currency', async () => {
    expect(typeof DOMParser).toBe('function');
    const { settle, settled } = settler();
    const product = await pageParserFor(globalThis, settle)(PRODUCT_PAGE, URL);
    expect(product).toMatchObject({ name: 'Camp Stove', price: 64.99, currency: 'USD', availability: 'in-stock', method: 'json-ld' });
    expect(product?.confidence).toBeGreaterThanOrEqual(0.9);
    expect(settled).toHaveLength(1);
    expect(settled[0]?.[1]).toBe(URL);
  });

  it('gives what the settler decided for a price whose currency the page left open', async () => {
    const { settle } = settler();
    const page = PRODUCT_PAGE.replace(/"priceCurrency":"USD",/, '');
    const product = await pageParserFor(globalThis, settle)(page, URL);
    expect(product).toMatchObject({ price: 64.99, currency: 'CAD', currencyGuessed: false });
  });

  it('finds no product on a page without one, or one rendered by script, and settles nothing', async () => {
    const { settle, settled } = settler();
    const parse = pageParserFor(globalThis, settle);
    expect(await parse('<!doctype html><html><head><title>About us</title></head><body><p>We sell stoves.</p></body></html>', URL)).toBeNull();
    expect(await parse(SCRIPT_RENDERED, URL)).toBeNull();
    expect(settled).toEqual([]);
  });

  it('leaves a scope without DOMParser (Chrome\'s service worker) to the offscreen document', async () => {
    const parsedThere = { name: 'from the offscreen document' };
    const sendMessage = vi.fn(() => Promise.resolve({ ok: true, data: parsedThere }));
    vi.stubGlobal('chrome', {
      runtime: { getURL: (path: string) => `chrome-extension://ext/${path}`, getContexts: () => Promise.resolve([{}]), ContextType: { OFFSCREEN_DOCUMENT: 'OFFSCREEN_DOCUMENT' }, sendMessage },
      offscreen: { createDocument: vi.fn(), Reason: { DOM_PARSER: 'DOM_PARSER' } },
    });
    const { settle, settled } = settler();
    const worker = { DOMParser: undefined } as unknown as typeof globalThis;
    expect(await pageParserFor(worker, settle)(PRODUCT_PAGE, URL)).toBe(parsedThere);
    expect(sendMessage).toHaveBeenCalledWith({ kind: 'offscreen:parse', payload: { html: PRODUCT_PAGE, url: URL } });
    expect(settled).toEqual([]);
  });
});
