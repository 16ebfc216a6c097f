/** Detection's messages: the page asks what this tab shows; the content script says what it found. */
import * as v from 'valibot';
import { message } from '../../platform/messaging/message-spec';
import { amount, currencyCode, gtin, httpUrl, noPayload, shortText } from '../../platform/messaging/fields';
import { LIMITS } from '../../platform/limits';
import { AVAILABILITIES, EXTRACTION_METHODS } from '../lists';
import type { PageDetection } from './model/product';

const detectedProduct = v.strictObject({
  name: shortText(LIMITS.productName),
  brand: shortText(LIMITS.brand),
  image: v.nullable(httpUrl),
  canonicalUrl: v.nullable(httpUrl),
  price: v.nullable(amount),
  currency: v.nullable(currencyCode),
  listPrice: v.nullable(amount),
  availability: v.picklist(AVAILABILITIES),
  sku: shortText(LIMITS.identifier),
  gtin,
  method: v.picklist(EXTRACTION_METHODS),
  confidence: v.pipe(v.number(), v.minValue(0), v.maxValue(1)),
  priceIsFrom: v.boolean(),
  isRange: v.boolean(),
  currencyGuessed: v.boolean(),
  // What the worker settles the currency from (src/features/detection/model/currency/settle-currency.ts).
  priceText: v.optional(shortText(LIMITS.priceText)),
  lang: v.optional(shortText(LIMITS.lang)),
});

/** A page's time earlier than this is a nonsense clock. */
export const EARLIEST_PAGE_TIME = Date.UTC(2020, 0, 1);
/** How far a page's time may run ahead of the worker's clock (the same computer's, read at another moment). */
export const PAGE_CLOCK_SKEW_MS = 60_000;

/**
 * When the page came to say what it says (its load, or the last change of its product the content
 * script saw), ms since the epoch; null (or absent) when its age is unknown, as for a page the
 * browser served from its cache. A time before 2020 or ahead of the worker's clock is a nonsense
 * clock: it becomes unknown, so the product still shows and can be saved while its reading moves
 * nothing (docs/tracking.md, "Stale readings").
 */
const pageTime = v.pipe(
  v.nullable(v.pipe(v.number(), v.finite())),
  v.transform((time) => (time !== null && Number.isInteger(time) && time >= EARLIEST_PAGE_TIME && time <= Date.now() + PAGE_CLOCK_SKEW_MS ? time : null)),
);

export const detectionMessages = {
  'page:detect-active-tab': message<PageDetection>()('page', noPayload),
  'page:set-browsing-detection': message<boolean>()('page', v.strictObject({ enabled: v.boolean() })),
} as const;

/** Content-to-background: sent by the content script running in a store's tab. */
export const contentToBackground = {
  'content:product-detected': message<null>()('content', v.strictObject({ product: v.nullable(detectedProduct), pageTime: v.optional(pageTime) })),
} as const;

/** Fetched pages are cut to this many characters: product data sits in the head and the first screens. */
export const FETCHED_PAGE_MAX_CHARS = 3_000_000;

/** Background-to-offscreen: the worker has the offscreen document parse a page it fetched (Chrome). */
export const backgroundToOffscreen = {
  'offscreen:parse': v.strictObject({ html: v.pipe(v.string(), v.maxLength(FETCHED_PAGE_MAX_CHARS)), url: httpUrl }),
} as const;
