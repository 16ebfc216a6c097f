/** Saving's message: a product into a list. */
import * as v from 'valibot';
import { message } from '../../platform/messaging/message-spec';
import { amount, currencyCode, gtin, httpUrl, listId, note, quantity, shortText } from '../../platform/messaging/fields';
import { LIMITS } from '../../platform/limits';
import { AVAILABILITIES, SAVE_METHODS } from '../lists';

/** A product as the shopper saves it: detected on the page, or typed in by hand. */
const productToSave = v.pipe(
  v.strictObject({
    url: httpUrl,
    name: v.pipe(v.string(), v.trim(), v.nonEmpty('a product needs a name'), v.maxLength(LIMITS.productName)),
    brand: shortText(LIMITS.brand),
    image: v.nullable(httpUrl),
    price: v.nullable(amount),
    currency: v.nullable(currencyCode),
    listPrice: v.nullable(amount),
    availability: v.picklist(AVAILABILITIES),
    sku: shortText(LIMITS.identifier),
    gtin,
    method: v.picklist(SAVE_METHODS),
    confidence: v.pipe(v.number(), v.minValue(0), v.maxValue(1)),
  }),
  v.check((product) => product.price === null || product.currency !== null, 'a price needs its currency'),
);

export type ProductToSave = v.InferOutput<typeof productToSave>;

/** When the page the product was read from said it (detection's pageTime); null or absent: unknown, or typed in. */
const readAt = v.nullable(v.pipe(v.number(), v.integer(), v.minValue(0)));

export const savingMessages = {
  'page:save-item': message<{ id: string }>()(
    'page',
    v.strictObject({ listId, product: productToSave, note: v.optional(note), quantity: v.optional(quantity), readAt: v.optional(readAt) }),
    'editor',
  ),
} as const;
