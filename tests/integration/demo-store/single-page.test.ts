import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { startDemoStore } from '../../../dev/demo-store/index';
import type { DemoStore } from '../../../dev/demo-store/index';
import { admin, fetchPage } from './demo-store-client';
import { jsonLdBlocks, openInBrowserLikeWindow, text } from './dom';

let demoStore: DemoStore;
let origin: string;
const openWindows: Window[] = [];

beforeAll(async () => {
  demoStore = await startDemoStore();
  origin = demoStore.stores[0]?.origin ?? '';
});

beforeEach(async () => {
  await admin(demoStore.adminUrl, 'POST', '/reset');
});

afterEach(() => {
  for (const window of openWindows.splice(0)) window.close();
});

afterAll(async () => {
  await demoStore.close();
});

async function open(path: string): Promise<Window> {
  const window = await openInBrowserLikeWindow(`${origin}${path}`);
  openWindows.push(window);
  return window;
}

async function waitForProduct(window: Window, id: string): Promise<Document> {
  await vi.waitFor(() => expect(window.document.getElementById('app')?.dataset.renderedProduct).toBe(id), {
    timeout: 10_000,
    interval: 20,
  });
  return window.document;
}

describe('the server-sent shell', () => {
  it('holds no product until the script runs', async () => {
    const page = await fetchPage(`${origin}/app/p/summit-headlamp`);
    expect(page.status).toBe(200);
    expect(jsonLdBlocks(page.document)).toEqual([]);
    expect(page.html).not.toContain('Summit 400 Headlamp');
    expect(text(page.document, '#app')).toBe('Loading…');
    expect(page.document.querySelector('script[src="/app/app.js"]')).not.toBeNull();
  });

  it('serves the script and sends /app to the first product', async () => {
    const script = await fetch(`${origin}/app/app.js`);
    expect(script.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(await script.text()).toContain('history.pushState');
    const app = await fetch(`${origin}/app`, { redirect: 'manual' });
    expect(app.status).toBe(302);
    expect(app.headers.get('location')).toBe('/app/p/summit-headlamp');
  });

  it('answers product data on its JSON API, and 404 for products that are not single-page', async () => {
    const answer = await fetch(`${origin}/api/products/trekking-poles`);
    expect(answer.status).toBe(200);
    expect(await answer.json()).toMatchObject({ name: 'Carbon Trekking Poles (pair)', price: '$74.50', listPrice: '$89.00' });
    expect((await fetch(`${origin}/api/products/trail-backpack`)).status).toBe(404);
    expect((await fetch(`${origin}/api/products/nothing`)).status).toBe(404);
  });
});

describe('in a browser-like window', () => {
  it('renders the product after load: title, h1, price and JSON-LD', async () => {
    const document = await waitForProduct(await open('/app/p/summit-headlamp'), 'summit-headlamp');
    expect(document.title).toBe('Summit 400 Headlamp | Harbor & Pine Outfitters');
    expect(text(document, 'h1')).toBe('Summit 400 Headlamp');
    expect(text(document, '.price--current')).toBe('$42.00');
    expect(jsonLdBlocks(document)).toMatchObject([{ '@type': 'Product', offers: { price: '42.00', priceCurrency: 'USD' } }]);
    const carouselPrices = [...document.querySelectorAll('.related .card__price')].map((node) => node.textContent);
    expect(carouselPrices).toEqual(['$74.50', '$39.95']);
  });

  it('moves to another product with pushState, replacing title, JSON-LD and DOM', async () => {
    const window = await open('/app/p/summit-headlamp');
    await waitForProduct(window, 'summit-headlamp');
    const link = window.document.querySelector<HTMLAnchorElement>('a[href="/app/p/trekking-poles"]');
    expect(link).not.toBeNull();
    link?.click();

    expect(window.location.pathname).toBe('/app/p/trekking-poles');
    const document = await waitForProduct(window, 'trekking-poles');
    expect(window.history.length).toBe(2);
    expect(document.title).toBe('Carbon Trekking Poles (pair) | Harbor & Pine Outfitters');
    expect(text(document, '.price--current')).toBe('$74.50');
    expect(text(document, '.price--was')).toBe('$89.00');
    const blocks = jsonLdBlocks(document);
    expect(blocks).toHaveLength(1);
    expect(blocks[0]).toMatchObject({ name: 'Carbon Trekking Poles (pair)', offers: { price: '74.50' } });
  });

  it('goes back to the previous product on history.back()', async () => {
    const window = await open('/app/p/summit-headlamp');
    await waitForProduct(window, 'summit-headlamp');
    window.document.querySelector<HTMLAnchorElement>('a[href="/app/p/water-filter"]')?.click();
    await waitForProduct(window, 'water-filter');
    expect(window.document.querySelector<HTMLButtonElement>('.add-to-cart')?.disabled).toBe(true);

    window.history.back();
    const document = await waitForProduct(window, 'summit-headlamp');
    expect(window.location.pathname).toBe('/app/p/summit-headlamp');
    expect(text(document, 'h1')).toBe('Summit 400 Headlamp');
  });

  it('shows a price changed through the admin API on the next in-app navigation', async () => {
    const window = await open('/app/p/summit-headlamp');
    await waitForProduct(window, 'summit-headlamp');
    await admin(demoStore.adminUrl, 'POST', '/products/trekking-poles', { price: 69, listPrice: null });
    window.document.querySelector<HTMLAnchorElement>('a[href="/app/p/trekking-poles"]')?.click();
    const document = await waitForProduct(window, 'trekking-poles');
    expect(text(document, '.price--current')).toBe('$69.00');
    expect(document.querySelector('.price--was')).toBeNull();
  });
});
