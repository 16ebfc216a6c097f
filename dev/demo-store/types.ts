export type StoreId = 'harbor-pine' | 'alpenblick';

export type Currency = 'USD' | 'EUR' | 'GBP' | 'JPY' | 'CHF' | 'PLN';

export const availabilities = ['InStock', 'OutOfStock', 'PreOrder'] as const;
export type Availability = (typeof availabilities)[number];

export const pageModes = ['ok', 'error', 'slow', 'bot-check', 'login-wall', 'challenge', 'rate-limited', 'gone', 'no-product'] as const;
export type PageMode = (typeof pageModes)[number];

/** Bot walls answer with different statuses; 200 is the hardest to tell from a product page. */
export const botCheckStatuses = [503, 403, 200] as const;
export type BotCheckStatus = (typeof botCheckStatuses)[number];

/** A Cloudflare-style managed challenge (`cf-mitigated: challenge`) answers 403 or 503. */
export const challengeStatuses = [403, 503] as const;
export type ChallengeStatus = (typeof challengeStatuses)[number];

/** A product taken off the shop: not found, or gone for good. */
export const goneStatuses = [404, 410] as const;
export type GoneStatus = (typeof goneStatuses)[number];

export const defaultRetryAfterS = 120;
export const maxRetryAfterS = 86_400;

/** How a product page is written; one template per format. */
export type PageFormat =
  | 'json-ld'
  | 'json-ld-graph'
  | 'json-ld-product-group'
  | 'json-ld-aggregate-offer'
  | 'json-ld-array'
  | 'microdata'
  | 'opengraph'
  | 'plain-html'
  | 'single-page';

export interface CatalogueProduct {
  id: string;
  storeId: StoreId;
  /** Path of the product page on its store, e.g. `/products/trail-backpack`. */
  path: string;
  format: PageFormat;
  /** What the page is there to demonstrate, shown in the admin page and README. */
  demonstrates: string;
  name: string;
  brand: string;
  sku: string;
  gtin?: string;
  category: string;
  description: string;
  currency: Currency;
  /** BCP 47 locale used for the page language and the price format. */
  locale: string;
  price: number;
  listPrice?: number;
  availability: Availability;
  /** When set, the price block shows "or N payments of …". */
  instalments?: number;
  /** Sizes for a ProductGroup page. */
  variants?: string[];
  /** Highest offer of an AggregateOffer page (the current price is the lowest). */
  highPrice?: number;
  /** Hue of the generated gallery image. */
  hue: number;
  mode?: PageMode;
  delayMs?: number;
}

export interface ProductState {
  price: number;
  listPrice: number | null;
  availability: Availability;
  mode: PageMode;
  delayMs: number;
  botCheckStatus: BotCheckStatus;
  challengeStatus: ChallengeStatus;
  goneStatus: GoneStatus;
  /** The Retry-After (seconds) of a rate-limited (429) answer. */
  retryAfterS: number;
}

export interface ModeChange {
  mode: PageMode;
  delayMs?: number;
  botCheckStatus?: BotCheckStatus;
  challengeStatus?: ChallengeStatus;
  goneStatus?: GoneStatus;
  retryAfterS?: number;
}

export interface ProductView {
  product: CatalogueProduct;
  state: ProductState;
}
