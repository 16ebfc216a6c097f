import * as v from 'valibot';
import { AVAILABILITIES, ITEM_STATUSES, SAVE_METHODS } from '../../lists';
import { LIMITS } from '../../../platform/limits';

/**
 * An item of an export as the import writes it: what the shopper saved and chose, with the bounds
 * firestore.rules puts on a new item. Shared by the page, which checks a file before anything is
 * written, and the worker, which checks every `page:import-items` payload again.
 */
const webUrl = v.pipe(
  v.string(),
  v.maxLength(LIMITS.url),
  v.check((value) => /^https?:\/\//i.test(value) && URL.canParse(value), 'must be an http or https URL'),
);
const price = v.nullable(v.pipe(v.number(), v.finite(), v.gtValue(0), v.ltValue(LIMITS.priceExclusiveMax)));
const text = (min: number, max: number) => v.pipe(v.string(), v.minLength(min), v.maxLength(max));

const importItemEntries = {
  id: v.pipe(v.string(), v.regex(new RegExp(`^[A-Za-z0-9]{1,${LIMITS.documentId}}$`))),
  name: text(1, LIMITS.productName),
  brand: v.nullable(text(1, LIMITS.brand)),
  image: v.nullable(webUrl),
  url: webUrl,
  productKey: text(1, LIMITS.productKey),
  store: text(1, LIMITS.store),
  price,
  currency: v.nullable(v.pipe(v.string(), v.regex(/^[A-Z]{3}$/))),
  listPrice: price,
  savedPrice: price,
  availability: v.picklist(AVAILABILITIES),
  sku: v.nullable(text(1, LIMITS.identifier)),
  gtin: v.nullable(v.pipe(v.string(), v.regex(/^\d{8,14}$/))),
  method: v.picklist(SAVE_METHODS),
  confidence: v.nullable(v.pipe(v.number(), v.minValue(0), v.maxValue(1))),
  note: v.pipe(v.string(), v.maxLength(LIMITS.note)),
  quantity: v.pipe(v.number(), v.integer(), v.minValue(LIMITS.quantity.min), v.maxValue(LIMITS.quantity.max)),
  status: v.picklist(ITEM_STATUSES),
};

const pricesHaveCurrency = (item: { currency: string | null; price: number | null; listPrice: number | null; savedPrice: number | null }) =>
  item.currency !== null || (item.price === null && item.listPrice === null && item.savedPrice === null);
const NO_CURRENCY = 'a price needs its currency';

/** An item in a file: its other fields (history, trend, who added it) are left out. */
export const importItemSchema = v.pipe(v.object(importItemEntries), v.check((item) => pricesHaveCurrency(item), NO_CURRENCY));
/** An item in a `page:import-items` payload: exactly these fields. */
export const importItemPayloadSchema = v.pipe(v.strictObject(importItemEntries), v.check((item) => pricesHaveCurrency(item), NO_CURRENCY));

export type ImportItem = v.InferOutput<typeof importItemSchema>;

/** Items the page sends in one `page:import-items`; each is one batch (the item and its list's counter). */
export const IMPORT_PAGE_ITEMS = 20;

/** The largest file the import reads: parsing it whole must not exhaust the page. */
export const IMPORT_MAX_BYTES = 200 * 1024 * 1024;

/**
 * The worker's answer to one page of items, by the item's id in the file: the new item's id, the
 * id of the item with the same product key the list held already, those beyond the list's 1,000,
 * and those the server refused.
 */
export interface ImportItemsAnswer {
  added: Record<string, string>;
  alreadySaved: Record<string, string>;
  overLimit: string[];
  failed: string[];
}
