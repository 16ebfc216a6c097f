import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDemoStore } from '../../../dev/demo-store/index';
import type { DemoStore } from '../../../dev/demo-store/index';
import { admin, fetchPage } from './demo-store-client';
import type { AdminProduct } from './demo-store-client';
import { jsonLdBlocks, metaContent, text } from './dom';

const nbsp = '\u00a0';

let demoStore: DemoStore;
const urls = new Map<string, string>();
let products: AdminProduct[] = [];

function urlOf(id: string): string {
  const url = urls.get(id);
  if (!url) throw new Error(`no product ${id}`);
  return url;
}

type Json = Record<string, unknown>;

beforeAll(async () => {
  demoStore = await startDemoStore();
  products = (await admin<AdminProduct[]>(demoStore.adminUrl, 'GET', '/products')).body;
  for (const product of products) urls.set(product.id, product.url);
});

afterAll(async () => {
  await demoStore.close();
});

describe('product pages, one per way of writing them', () => {
  it('plain JSON-LD: a Product with one Offer, a struck-through list price and instalments', async () => {
    const page = await fetchPage(urlOf('trail-backpack'));
    expect(page.status).toBe(200);
    expect(page.headers.get('cache-control')).toBe('no-store');
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const [product] = jsonLdBlocks(page.document) as Json[];
    expect(product).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Ridgeline 28L Trail Backpack',
      sku: 'HP-BP-028',
      gtin13: '0812345678901',
      offers: {
        '@type': 'Offer',
        price: '89.00',
        priceCurrency: 'USD',
        availability: 'https://schema.org/InStock',
        priceSpecification: { priceType: 'https://schema.org/ListPrice', price: '119.00' },
      },
    });
    expect(text(page.document, '.price--current')).toBe('$89.00');
    expect(text(page.document, '.price--was')).toBe('Was $119.00');
    expect(text(page.document, '.instalments')).toBe('or 4 interest-free payments of $22.25');
  });

  it('puts other prices around the real one: a shipping banner before it and a carousel after it', async () => {
    const page = await fetchPage(urlOf('trail-backpack'));
    expect(text(page.document, '.promo')).toBe('Free shipping on orders over $75.00');
    expect(page.html.indexOf('$75.00')).toBeLessThan(page.html.indexOf('$89.00'));
    const carouselPrices = [...page.document.querySelectorAll('.related .card__price')].map((node) => node.textContent);
    expect(carouselPrices.length).toBeGreaterThanOrEqual(3);
    expect(carouselPrices).not.toContain('$89.00');
  });

  it('@graph: WebSite, BreadcrumbList and Product in one graph, priced in GBP', async () => {
    const page = await fetchPage(urlOf('merino-beanie'));
    expect(page.status).toBe(200);
    const blocks = jsonLdBlocks(page.document) as Json[];
    expect(blocks).toHaveLength(1);
    const graph = blocks[0]?.['@graph'] as Json[];
    expect(graph.map((node) => node['@type'])).toEqual(['WebSite', 'BreadcrumbList', 'Product']);
    expect(graph[2]).toMatchObject({ offers: { price: '24.50', priceCurrency: 'GBP' } });
    expect(page.document.documentElement.lang).toBe('en-GB');
    expect(text(page.document, '.price--current')).toBe('£24.50');
  });

  it('ProductGroup: one Product per size in hasVariant, each with its own Offer', async () => {
    const page = await fetchPage(urlOf('trail-runner'));
    const [group] = jsonLdBlocks(page.document) as Json[];
    expect(group?.['@type']).toBe('ProductGroup');
    const variants = group?.hasVariant as Json[];
    expect(variants.map((variant) => variant.size)).toEqual(['US 8', 'US 9', 'US 10', 'US 11']);
    for (const variant of variants) {
      expect(variant).toMatchObject({ '@type': 'Product', offers: { price: '139.95', priceCurrency: 'USD' } });
    }
    expect(text(page.document, '.instalments')).toBe('or 4 interest-free payments of $34.99');
    expect(page.document.querySelectorAll('select[name="size"] option')).toHaveLength(4);
  });

  it('AggregateOffer: a "from" price with lowPrice and highPrice, EUR with a decimal comma', async () => {
    const page = await fetchPage(urlOf('kaffeemuehle'));
    const [product] = jsonLdBlocks(page.document) as Json[];
    expect(product?.offers).toMatchObject({
      '@type': 'AggregateOffer',
      lowPrice: '49.90',
      highPrice: '79.90',
      priceCurrency: 'EUR',
    });
    expect(text(page.document, '.price-block .price__from')).toBe('ab');
    expect(text(page.document, '.price--current')).toBe(`49,90${nbsp}€`);
    expect(page.document.documentElement.lang).toBe('de-DE');
  });

  it('JSON-LD array: an Organization first, then the Product, priced in CHF with apostrophes', async () => {
    const page = await fetchPage(urlOf('taschenuhr'));
    const [array] = jsonLdBlocks(page.document) as Json[][];
    expect(array?.map((node) => node['@type'])).toEqual(['Organization', 'Product']);
    expect(array?.[1]).toMatchObject({ offers: { price: '1234.50', priceCurrency: 'CHF' } });
    expect(text(page.document, '.price--current')).toBe(`CHF${nbsp}1'234.50`);
  });

  it('EUR with a thousands separator, a sale price and German instalments', async () => {
    const page = await fetchPage(urlOf('siebtraeger'));
    expect(text(page.document, '.price--current')).toBe(`1.249,00${nbsp}€`);
    expect(text(page.document, '.price--was')).toBe(`Statt 1.499,00${nbsp}€`);
    expect(text(page.document, '.instalments')).toBe(`oder 4 Raten à 312,25${nbsp}€`);
    expect(text(page.document, '.add-to-cart')).toBe('In den Warenkorb');
  });

  it('microdata only: Product and Offer as itemprops, JPY without decimals', async () => {
    const page = await fetchPage(urlOf('hasami-mug-set'));
    expect(jsonLdBlocks(page.document)).toEqual([]);
    const product = page.document.querySelector('[itemscope][itemtype="https://schema.org/Product"]');
    expect(product?.querySelector('h1[itemprop="name"]')?.textContent).toBe('Hasami Porcelain Mug Set of 4');
    const offer = product?.querySelector('[itemprop="offers"]');
    expect(offer?.querySelector('[itemprop="price"]')?.getAttribute('content')).toBe('12800');
    expect(offer?.querySelector('[itemprop="priceCurrency"]')?.getAttribute('content')).toBe('JPY');
    expect(offer?.querySelector('[itemprop="availability"]')?.getAttribute('href')).toBe('https://schema.org/InStock');
    expect(text(page.document, '.price--current')).toBe('¥12,800');
    expect(page.document.documentElement.lang).toBe('ja-JP');
  });

  it('microdata, out of stock: OutOfStock availability and a disabled cart button', async () => {
    const page = await fetchPage(urlOf('messerblock'));
    expect(page.document.querySelector('[itemprop="availability"]')?.getAttribute('href')).toBe('https://schema.org/OutOfStock');
    expect(page.document.querySelector<HTMLButtonElement>('.add-to-cart')?.disabled).toBe(true);
    expect(text(page.document, '.stock')).toBe('Ausverkauft');
  });

  it('OpenGraph and product: tags only, pre-order', async () => {
    const page = await fetchPage(urlOf('field-watch'));
    expect(jsonLdBlocks(page.document)).toEqual([]);
    expect(page.document.querySelector('[itemscope]')).toBeNull();
    expect(metaContent(page.document, 'og:type')).toBe('product');
    expect(metaContent(page.document, 'og:title')).toBe('Expedition Field Watch 38mm');
    expect(metaContent(page.document, 'og:image')).toBe(new URL('/images/field-watch.svg', urlOf('field-watch')).href);
    expect(metaContent(page.document, 'product:price:amount')).toBe('249.00');
    expect(metaContent(page.document, 'product:price:currency')).toBe('USD');
    expect(metaContent(page.document, 'product:availability')).toBe('preorder');
    expect(text(page.document, '.add-to-cart')).toBe('Pre-order now');
  });

  it('plain HTML: no structured data of any kind, out of stock', async () => {
    const page = await fetchPage(urlOf('canvas-tote'));
    expect(jsonLdBlocks(page.document)).toEqual([]);
    expect(page.document.querySelector('[itemscope], [itemprop], meta[property]')).toBeNull();
    expect(text(page.document, 'h1')).toBe('Waxed Canvas Market Tote');
    expect(text(page.document, '.price--current')).toBe('$34.00');
    expect(page.document.querySelector<HTMLButtonElement>('.add-to-cart')?.disabled).toBe(true);
  });

  it('plain HTML in PLN: non-breaking spaces as thousands separator and before zł', async () => {
    const page = await fetchPage(urlOf('zeliwny-garnek'));
    expect(jsonLdBlocks(page.document)).toEqual([]);
    expect(text(page.document, '.price--current')).toBe(`1${nbsp}149,00${nbsp}zł`);
    expect(text(page.document, '.price--was')).toContain(`1${nbsp}299,00${nbsp}zł`);
    expect(page.document.documentElement.lang).toBe('pl-PL');
  });

  it('every server-rendered product page has the full shop layout and a gallery image served by the store', async () => {
    const pages = products.filter((product) => product.mode === 'ok' && product.format !== 'single-page');
    expect(pages.length).toBeGreaterThanOrEqual(10);
    for (const product of pages) {
      const page = await fetchPage(product.url);
      expect(page.status, product.id).toBe(200);
      for (const selector of ['header.site-header', 'nav.breadcrumbs', 'h1', '.gallery img', '.price-block', '.add-to-cart', '.description', '.related .card__price']) {
        expect(page.document.querySelector(selector), `${product.id}: ${selector}`).not.toBeNull();
      }
      const imageUrl = new URL(page.document.querySelector('.gallery img')?.getAttribute('src') ?? '', product.url);
      expect(imageUrl.origin).toBe(new URL(product.url).origin);
      const image = await fetch(imageUrl);
      expect(image.headers.get('content-type')).toBe('image/svg+xml');
      expect(await image.text()).toMatch(/^<svg /);
    }
  });

  it('absolute URLs use the host name the request came in on', async () => {
    const viaOtherHost = urlOf('trail-backpack').replace('localhost', '127.0.0.1');
    const page = await fetchPage(viaOtherHost);
    expect(page.document.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(viaOtherHost);
    const [product] = jsonLdBlocks(page.document) as Json[];
    expect(product?.offers).toMatchObject({ url: viaOtherHost });
  });
});

describe('other store pages', () => {
  it('the home page lists the store products with links', async () => {
    const [store] = demoStore.stores;
    const page = await fetchPage(`${store?.origin}/`);
    expect(page.status).toBe(200);
    const links = [...page.document.querySelectorAll('.card a')].map((link) => link.getAttribute('href'));
    expect(links).toContain('/products/trail-backpack');
    expect(links).not.toContain('/produkte/taschenuhr-jura');
  });

  it('an unknown path answers 404 with the shop layout', async () => {
    const [store] = demoStore.stores;
    const page = await fetchPage(`${store?.origin}/products/no-such-thing`);
    expect(page.status).toBe(404);
    expect(text(page.document, 'h1')).toBe('Page not found');
  });

  it('a non-GET request to a page answers 405', async () => {
    const page = await fetchPage(urlOf('trail-backpack'), { method: 'DELETE' });
    expect(page.status).toBe(405);
  });
});
