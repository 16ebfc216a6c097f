import { describe, expect, it, vi } from 'vitest';
import { admin, adminProduct, fetchPage } from './demo-store-client';
import { useFreshDemoStore } from './fresh-demo-store';
import type { AdminProduct } from './demo-store-client';
import { jsonLdBlocks, metaContent, text } from './dom';

const demo = useFreshDemoStore();

type Json = Record<string, unknown>;

async function productOffer(id: string): Promise<Json | undefined> {
  const page = await fetchPage((await adminProduct(demo.adminUrl, id)).url);
  const [product] = jsonLdBlocks(page.document) as Json[];
  return product?.offers as Json | undefined;
}

describe('reading products', () => {
  it('lists every product of both stores with its current values', async () => {
    const { status, body } = await admin<AdminProduct[]>(demo.adminUrl, 'GET', '/products');
    expect(status).toBe(200);
    expect(new Set(body.map((product) => product.store))).toEqual(new Set(['harbor-pine', 'alpenblick']));
    expect(body.find((product) => product.id === 'taschenuhr')).toMatchObject({
      currency: 'CHF',
      price: 1234.5,
      listPrice: null,
      displayPrice: "CHF\u00a01'234.50",
      availability: 'InStock',
      mode: 'ok',
      url: `${demo.store.stores[1]?.origin}/produkte/taschenuhr-jura`,
    });
  });

  it('answers 404 for an unknown product id', async () => {
    const { status, body } = await admin<Json>(demo.adminUrl, 'GET', '/products/no-such-product');
    expect(status).toBe(404);
    expect(body.error).toMatch(/unknown product id "no-such-product"/);
  });

  it('serves a small HTML admin page listing products with their current values', async () => {
    await admin(demo.adminUrl, 'POST', '/products/merino-beanie', { price: 19.99 });
    const page = await fetchPage(demo.adminUrl);
    expect(page.status).toBe(200);
    const row = page.document.querySelector('tr[data-product-id="merino-beanie"]');
    expect(row?.textContent).toContain('£19.99');
    expect(page.document.querySelectorAll('tbody tr').length).toBeGreaterThanOrEqual(18);
  });
});

describe('changing offers', () => {
  it('a new price shows on the very next page load, in structured data and on screen', async () => {
    const before = await fetchPage((await adminProduct(demo.adminUrl, 'trail-backpack')).url);
    expect(text(before.document, '.price--current')).toBe('$89.00');

    const { status, body } = await admin<AdminProduct>(demo.adminUrl, 'POST', '/products/trail-backpack', { price: 79.5 });
    expect(status).toBe(200);
    expect(body).toMatchObject({ price: 79.5, displayPrice: '$79.50', listPrice: 119 });

    const after = await fetchPage(body.url);
    expect(after.headers.get('cache-control')).toBe('no-store');
    expect(text(after.document, '.price--current')).toBe('$79.50');
    expect(text(after.document, '.instalments')).toBe('or 4 interest-free payments of $19.88');
    expect(await productOffer('trail-backpack')).toMatchObject({ price: '79.50' });
  });

  it('listPrice null ends a sale: no struck-through price and no ListPrice specification', async () => {
    await admin(demo.adminUrl, 'POST', '/products/trail-backpack', { listPrice: null });
    const page = await fetchPage((await adminProduct(demo.adminUrl, 'trail-backpack')).url);
    expect(page.document.querySelector('.price--was')).toBeNull();
    expect(await productOffer('trail-backpack')).not.toHaveProperty('priceSpecification');
  });

  it('a list price starts a sale on a product that had none', async () => {
    await admin(demo.adminUrl, 'POST', '/products/taschenuhr', { price: 999.95, listPrice: 1234.5 });
    const page = await fetchPage((await adminProduct(demo.adminUrl, 'taschenuhr')).url);
    expect(text(page.document, '.price--current')).toBe('CHF\u00a0999.95');
    expect(text(page.document, '.price--was')).toContain("CHF\u00a01'234.50");
  });

  it('availability shows in OpenGraph tags and on the cart button', async () => {
    const { body } = await admin<AdminProduct>(demo.adminUrl, 'POST', '/products/field-watch', { availability: 'InStock' });
    const page = await fetchPage(body.url);
    expect(metaContent(page.document, 'product:availability')).toBe('in stock');
    expect(text(page.document, '.add-to-cart')).toBe('Add to cart');
  });

  it('availability shows in microdata and JSON-LD', async () => {
    await admin(demo.adminUrl, 'POST', '/products/messerblock', { availability: 'InStock' });
    const microdata = await fetchPage((await adminProduct(demo.adminUrl, 'messerblock')).url);
    expect(microdata.document.querySelector('[itemprop="availability"]')?.getAttribute('href')).toBe('https://schema.org/InStock');

    await admin(demo.adminUrl, 'POST', '/products/siebtraeger', { availability: 'OutOfStock' });
    expect(await productOffer('siebtraeger')).toMatchObject({ availability: 'https://schema.org/OutOfStock' });
  });

  it('the carousel on other pages shows the changed price too', async () => {
    await admin(demo.adminUrl, 'POST', '/products/merino-beanie', { price: 17 });
    const page = await fetchPage((await adminProduct(demo.adminUrl, 'trail-backpack')).url);
    const prices = [...page.document.querySelectorAll('.related .card__price')].map((node) => node.textContent);
    expect(prices).toContain('£17.00');
  });
});

describe('refusing bad input with 400 and a clear message', () => {
  const badOffers: [string, unknown, RegExp][] = [
    ['a body that is not JSON', '{price: 1', /not valid JSON/],
    ['an empty body', '', /must be a JSON object/],
    ['an array', [1, 2], /must be a JSON object/],
    ['no known field', {}, /at least one of price, listPrice, availability/],
    ['an unknown field', { price: 10, colour: 'red' }, /unknown field\(s\) colour/],
    ['a price given as a string', { price: '79.50' }, /price must be a number/],
    ['a zero price', { price: 0 }, /greater than 0/],
    ['a negative price', { price: -5 }, /greater than 0/],
    ['a price too large', { price: 1e12 }, /below 1000000000/],
    ['more decimals than the currency has', { price: 79.999 }, /more decimals than USD allows/],
    ['an unknown availability', { availability: 'Sold' }, /availability must be one of InStock, OutOfStock, PreOrder/],
    ['a list price below the price', { listPrice: 50 }, /listPrice \(50 USD\) must be greater than price \(89 USD\)/],
    ['a price above the current list price', { price: 150 }, /send listPrice: null to end the sale/],
  ];

  it.each(badOffers)('refuses an offer change with %s', async (_name, body, message) => {
    const { status, body: answer } = await admin<Json>(demo.adminUrl, 'POST', '/products/trail-backpack', body);
    expect(status).toBe(400);
    expect(answer.error).toMatch(message);
    expect(await adminProduct(demo.adminUrl, 'trail-backpack')).toMatchObject({ price: 89, listPrice: 119, availability: 'InStock' });
  });

  it('refuses decimals on a JPY price', async () => {
    const { status, body } = await admin<Json>(demo.adminUrl, 'POST', '/products/hasami-mug-set', { price: 12800.5 });
    expect(status).toBe(400);
    expect(body.error).toMatch(/more decimals than JPY allows/);
  });

  const badModes: [string, unknown, RegExp][] = [
    ['an unknown mode', { mode: 'broken' }, /mode must be one of ok, error, slow, bot-check, login-wall, challenge, rate-limited, gone, no-product/],
    ['no mode', { delayMs: 100 }, /mode must be one of/],
    ['a delay on a mode that is not slow', { mode: 'error', delayMs: 100 }, /delayMs only applies to mode 'slow'/],
    ['a negative delay', { mode: 'slow', delayMs: -1 }, /delayMs must be a whole number of milliseconds from 0 to 60000/],
    ['a fractional delay', { mode: 'slow', delayMs: 1.5 }, /delayMs must be a whole number/],
    ['a delay over a minute', { mode: 'slow', delayMs: 60_001 }, /delayMs must be a whole number/],
    ['an unknown field', { mode: 'ok', colour: 'red' }, /unknown field\(s\) colour/],
    ['a status on a mode that has none', { mode: 'error', status: 200 }, /status only applies to modes 'bot-check', 'challenge' and 'gone'/],
    ['an unsupported bot-check status', { mode: 'bot-check', status: 418 }, /status for bot-check must be one of 503, 403, 200/],
    ['an unsupported challenge status', { mode: 'challenge', status: 200 }, /status for challenge must be one of 403, 503/],
    ['an unsupported gone status', { mode: 'gone', status: 500 }, /status for gone must be one of 404, 410/],
    ['a Retry-After on a mode that is not rate-limited', { mode: 'error', retryAfterS: 5 }, /retryAfterS only applies to mode 'rate-limited'/],
    ['a Retry-After over a day', { mode: 'rate-limited', retryAfterS: 86_401 }, /retryAfterS must be a whole number of seconds from 0 to 86400/],
  ];

  it.each(badModes)('refuses a mode change with %s', async (_name, body, message) => {
    const { status, body: answer } = await admin<Json>(demo.adminUrl, 'POST', '/products/trail-backpack/mode', body);
    expect(status).toBe(400);
    expect(answer.error).toMatch(message);
    expect(await adminProduct(demo.adminUrl, 'trail-backpack')).toMatchObject({ mode: 'ok' });
  });

  it('answers 404 when changing an unknown product', async () => {
    expect((await admin(demo.adminUrl, 'POST', '/products/nope', { price: 1 })).status).toBe(404);
    expect((await admin(demo.adminUrl, 'POST', '/products/nope/mode', { mode: 'ok' })).status).toBe(404);
  });

  it('answers 405 with Allow for a wrong method and 404 for an unknown endpoint', async () => {
    const wrongMethod = await fetch(`${demo.adminUrl}/reset`);
    expect(wrongMethod.status).toBe(405);
    expect(wrongMethod.headers.get('allow')).toBe('POST');
    expect((await admin(demo.adminUrl, 'GET', '/products/trail-backpack/price')).status).toBe(404);
  });
});

describe('reset', () => {
  it('restores every price, availability and mode', async () => {
    await admin(demo.adminUrl, 'POST', '/products/trail-backpack', { price: 10, listPrice: null, availability: 'OutOfStock' });
    await admin(demo.adminUrl, 'POST', '/products/trail-backpack/mode', { mode: 'error' });
    await admin(demo.adminUrl, 'POST', '/products/rain-shell/mode', { mode: 'ok' });
    await admin(demo.adminUrl, 'POST', '/products/jubilaeumsuhr/mode', { mode: 'bot-check', status: 200 });

    const { status } = await admin(demo.adminUrl, 'POST', '/reset');
    expect(status).toBe(200);
    expect(await adminProduct(demo.adminUrl, 'trail-backpack')).toMatchObject({
      price: 89,
      listPrice: 119,
      availability: 'InStock',
      mode: 'ok',
    });
    expect(await adminProduct(demo.adminUrl, 'rain-shell')).toMatchObject({ mode: 'error' });
    expect(await adminProduct(demo.adminUrl, 'jubilaeumsuhr')).toMatchObject({ mode: 'bot-check', botCheckStatus: 503 });
    const page = await fetchPage((await adminProduct(demo.adminUrl, 'trail-backpack')).url);
    expect(text(page.document, '.price--current')).toBe('$89.00');
  });
});

describe('request log', () => {
  it('records shop requests per store with status and timing, but not admin calls', async () => {
    const [harbor, alpenblick] = demo.store.stores;
    await fetch(`${harbor?.origin}/products/canvas-tote`, { headers: { 'user-agent': 'cartwatch-test' } }).then((r) => r.text());
    await fetch(`${alpenblick?.origin}/produkte/jubilaeumsuhr`).then((r) => r.text());

    const all = await vi.waitFor(async () => {
      const { body } = await admin<Json[]>(demo.adminUrl, 'GET', '/requests');
      expect(body.every((entry) => entry.finishedAt !== null)).toBe(true);
      return body;
    });
    expect(all.map((entry) => entry.path)).toEqual(['/products/canvas-tote', '/produkte/jubilaeumsuhr']);
    expect(all[0]).toMatchObject({ store: 'harbor-pine', method: 'GET', status: 200, userAgent: 'cartwatch-test' });
    expect(Date.parse(String(all[0]?.finishedAt))).toBeGreaterThanOrEqual(Date.parse(String(all[0]?.startedAt)));

    const { body: onlyAlpenblick } = await admin<Json[]>(demo.adminUrl, 'GET', '/requests?store=alpenblick');
    expect(onlyAlpenblick).toHaveLength(1);
    expect(onlyAlpenblick[0]).toMatchObject({ store: 'alpenblick', status: 503 });
  });

  it('refuses an unknown store filter', async () => {
    const { status, body } = await admin<Json>(demo.adminUrl, 'GET', '/requests?store=amazon');
    expect(status).toBe(400);
    expect(body.error).toMatch(/store must be one of harbor-pine, alpenblick/);
  });
});
