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

export const detectionMessages = {
  'page:detect-active-tab': message<PageDetection>()('page', noPayload),
  'page:set-browsing-detection': message<boolean>()('page', v.strictObject({ enabled: v.boolean() })),
} as const;

/** Content-to-background: sent by the content script running in a store's tab. */
export const contentToBackground = {
  'content:product-detected': message<null>()('content', v.strictObject({ product: v.nullable(detectedProduct) })),
} as const;

/** Fetched pages are cut to this many characters: product data sits in the head and the first screens. */
export const FETCHED_PAGE_MAX_CHARS = 3_000_000;

/** Background-to-offscreen: the worker has the offscreen document parse a page it fetched (Chrome). */
export const backgroundToOffscreen = {
  'offscreen:parse': v.strictObject({ html: v.pipe(v.string(), v.maxLength(FETCHED_PAGE_MAX_CHARS)), url: httpUrl }),
} as const;
