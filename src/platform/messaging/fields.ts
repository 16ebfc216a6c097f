/**
 * The payload fields several features' messages share, each checked as firestore.rules checks it
 * (src/platform/limits.ts). A feature's own fields live in its protocol.ts.
 */
import * as v from 'valibot';
import { LIMITS } from '../limits';

export const httpUrl = v.pipe(
  v.string(),
  v.maxLength(LIMITS.url),
  v.check((value) => /^https?:\/\//i.test(value) && URL.canParse(value), 'must be an http or https URL'),
);

export const amount = v.pipe(v.number(), v.finite(), v.gtValue(0), v.ltValue(LIMITS.priceExclusiveMax));
export const shortText = (max: number) => v.nullable(v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(max)));

export const currencyCode = v.pipe(v.string(), v.regex(/^[A-Z]{3}$/, 'must be an ISO 4217 code'));
export const gtin = v.nullable(v.pipe(v.string(), v.regex(/^\d{8,14}$/, 'must be 8 to 14 digits')));

export const email = v.pipe(
  v.string(),
  v.trim(),
  v.nonEmpty('enter an email address'),
  v.maxLength(LIMITS.email, `an email address has at most ${LIMITS.email} characters`),
  v.email('enter a valid email address'),
);
export const noPayload = v.strictObject({});

const documentId = new RegExp(`^[A-Za-z0-9]{1,${LIMITS.documentId}}$`);
export const listId = v.pipe(v.string(), v.regex(documentId, 'not a list id'));
export const itemId = v.pipe(v.string(), v.regex(documentId, 'not an item id'));
export const uid = v.pipe(v.string(), v.regex(new RegExp(`^[A-Za-z0-9]{1,${LIMITS.userId}}$`), 'not a user id'));

export const note = v.pipe(
  v.string(),
  v.trim(),
  v.maxLength(LIMITS.note, `a note has at most ${LIMITS.note} characters`),
);
export const quantity = v.pipe(
  v.number(),
  v.integer('use a whole number'),
  v.minValue(LIMITS.quantity.min, `the quantity is at least ${LIMITS.quantity.min}`),
  v.maxValue(LIMITS.quantity.max, `the quantity is at most ${LIMITS.quantity.max}`),
);
