import type { ExtractedProduct } from '../../src/features/detection/model/extract/types';
import type { ProductToSave } from '../../src/features/saving/model/product-to-save';
import type { PageParser } from '../../src/features/tracking/worker/check-page';

const DAY_MS = 86_400_000;
const WEEK_MS = 7 * DAY_MS;

/**
 * How a product's price behaves, as real ones do: most stay put for weeks, some move once in a
 * month, a few every week (a weekly offer: down a fifth, back the next week).
 */
export type PriceHabit = 'steady' | 'monthly' | 'weekly';

export interface Product {
  url: string;
  name: string;
  store: string;
  habit: PriceHabit;
  basePrice: number;
  /** For `monthly`: when its one change happens; for `weekly`: the offset of its weekly rhythm. */
  changeAt: number;
}

/** A small deterministic generator, so every run simulates the same month. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

function hashOf(text: string): number {
  let hash = 2_166_136_261;
  for (let i = 0; i < text.length; i += 1) hash = Math.imul(hash ^ text.charCodeAt(i), 16_777_619);
  return hash >>> 0;
}

/** A failed fetch this often (a timeout, a store's hiccup): it is a change of state, then one back. */
export const TRANSIENT_FAILURE_RATE = 0.003;

/** The stores and their products; each product page answers its price as of the simulated time. */
export class Market {
  private readonly products = new Map<string, Product>();
  /** When each product's price changed, for the alert delays. */
  readonly changes: { url: string; at: number; from: number; to: number }[] = [];

  constructor(
    private readonly monthStart: number,
    private readonly monthEnd: number,
  ) {}

  add(product: Product): Product {
    this.products.set(product.url, product);
    return product;
  }

  productOf(url: string): Product | undefined {
    return this.products.get(url);
  }

  priceAt(product: Product, at: number): number {
    if (product.habit === 'steady') return product.basePrice;
    if (product.habit === 'monthly') return at >= product.changeAt ? Math.round(product.basePrice * 85) / 100 : product.basePrice;
    const weeks = Math.floor((at - product.changeAt) / WEEK_MS);
    return at >= product.changeAt && weeks % 2 === 0 ? Math.round(product.basePrice * 80) / 100 : product.basePrice;
  }

  /** Every price change inside the month, in order. */
  priceChanges(): { url: string; at: number; from: number; to: number }[] {
    const changes: { url: string; at: number; from: number; to: number }[] = [];
    for (const product of this.products.values()) {
      const moments = product.habit === 'monthly' ? [product.changeAt] : product.habit === 'weekly' ? weeklyMoments(product.changeAt, this.monthStart, this.monthEnd) : [];
      for (const at of moments) {
        if (at < this.monthStart || at >= this.monthEnd) continue;
        changes.push({ url: product.url, at, from: this.priceAt(product, at - 1), to: this.priceAt(product, at) });
      }
    }
    return changes.sort((a, b) => a.at - b.at);
  }

  /** What a shopper saves from the product's page (its price as of `at`). */
  toSave(product: Product, at: number): ProductToSave {
    return {
      url: product.url,
      name: product.name,
      brand: null,
      image: null,
      price: this.priceAt(product, at),
      currency: 'EUR',
      listPrice: null,
      availability: 'in-stock',
      sku: null,
      gtin: null,
      method: 'json-ld',
      confidence: 0.95,
    };
  }

  /** The stores' answers to a re-check: the page as of now, or a rare failure. */
  readonly fetcher: typeof fetch = (input) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const product = this.products.get(url);
    if (!product) return Promise.resolve(new Response('Not found', { status: 404 }));
    const now = Date.now();
    // The same check (product, minute) always fails or succeeds alike.
    if ((hashOf(`${url}@${Math.floor(now / 60_000)}`) % 10_000) / 10_000 < TRANSIENT_FAILURE_RATE) {
      return Promise.reject(new TypeError('fetch failed'));
    }
    const page: ExtractedProduct = {
      name: product.name, brand: null, image: null, canonicalUrl: product.url, price: this.priceAt(product, now), currency: 'EUR',
      listPrice: null, availability: 'in-stock', sku: null, gtin: null, method: 'json-ld', confidence: 0.95,
      priceIsFrom: false, isRange: false, currencyGuessed: false,
    };
    return Promise.resolve(new Response(JSON.stringify(page), { status: 200, headers: { 'content-type': 'text/html' } }));
  };

  /** The simulation's pages carry their product as JSON: parsing reads it back. */
  readonly parse: PageParser = (html) => Promise.resolve(JSON.parse(html) as ExtractedProduct);
}

function weeklyMoments(offset: number, from: number, to: number): number[] {
  const moments: number[] = [];
  for (let at = offset; at < to; at += WEEK_MS) if (at >= from) moments.push(at);
  return moments;
}

/** Products on `stores` stores with the given share of habits, placed deterministically. */
export function makeProducts(market: Market, options: {
  prefix: string;
  count: number;
  /** The shops they come from: `store<N>.<shops>.example`, N below `stores`. */
  shops: string;
  stores: number;
  weeklyShare: number;
  monthlyShare: number;
  monthStart: number;
  seed: number;
}): Product[] {
  const random = seededRandom(options.seed);
  return Array.from({ length: options.count }, (_, index) => {
    const roll = random();
    const habit: PriceHabit = roll < options.weeklyShare ? 'weekly' : roll < options.weeklyShare + options.monthlyShare ? 'monthly' : 'steady';
    const store = `store${Math.floor(random() * options.stores)}.${options.shops}.example`;
    return market.add({
      url: `https://${store}/p/${options.prefix}-${index}`,
      name: `${options.prefix} product ${index}`,
      store,
      habit,
      basePrice: Math.round((10 + random() * 190) * 100) / 100,
      // Changes land at any minute of the month (a weekly rhythm starts in its first week).
      changeAt: options.monthStart + Math.floor(random() * (habit === 'weekly' ? 7 : 28) * DAY_MS / 60_000) * 60_000,
    });
  });
}
