/**
 * Every message in Cartwatch, grouped by direction, each with the schema of its payload.
 * The worker validates every incoming payload against these schemas; pages and content scripts
 * import only the types from here (`import type`), so the schemas stay out of their bundles.
 */
import * as v from 'valibot';
import { LIST_LIMITS } from './lists';
import { RECHECK_HOURS } from './preferences';
import type { PageDetection } from './product';
import type { AccountState, StateSnapshot } from './state';

export const LIMITS = {
  productName: 300,
  brand: 200,
  identifier: 100,
  url: 2048,
  priceExclusiveMax: 1e9,
} as const;

const httpUrl = v.pipe(
  v.string(),
  v.maxLength(LIMITS.url),
  v.check((value) => /^https?:\/\//i.test(value) && URL.canParse(value), 'must be an http or https URL'),
);

const amount = v.pipe(v.number(), v.finite(), v.gtValue(0), v.ltValue(LIMITS.priceExclusiveMax));
const shortText = (max: number) => v.nullable(v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(max)));

const detectedProduct = v.strictObject({
  name: shortText(LIMITS.productName),
  brand: shortText(LIMITS.brand),
  image: v.nullable(httpUrl),
  canonicalUrl: v.nullable(httpUrl),
  price: v.nullable(amount),
  currency: v.nullable(v.pipe(v.string(), v.regex(/^[A-Z]{3}$/, 'must be an ISO 4217 code'))),
  listPrice: v.nullable(amount),
  availability: v.picklist(['in-stock', 'out-of-stock', 'preorder', 'unknown']),
  sku: shortText(LIMITS.identifier),
  gtin: v.nullable(v.pipe(v.string(), v.regex(/^\d{8,14}$/, 'must be 8 to 14 digits'))),
  method: v.picklist(['json-ld', 'microdata', 'rdfa', 'opengraph', 'embedded-json', 'visual']),
  confidence: v.pipe(v.number(), v.minValue(0), v.maxValue(1)),
  priceIsFrom: v.boolean(),
  isRange: v.boolean(),
  currencyGuessed: v.boolean(),
});

const email = v.pipe(
  v.string(),
  v.trim(),
  v.nonEmpty('enter an email address'),
  v.maxLength(254, 'an email address has at most 254 characters'),
  v.email('enter a valid email address'),
);
const password = v.pipe(v.string(), v.nonEmpty('enter a password'), v.maxLength(4096));
const credentials = v.strictObject({ email, password });
const noPayload = v.strictObject({});
const listName = v.pipe(
  v.string(),
  v.trim(),
  v.nonEmpty('a list needs a name'),
  v.maxLength(LIST_LIMITS.nameMaxLength, `a list name has at most ${LIST_LIMITS.nameMaxLength} characters`),
);
const listId = v.pipe(v.string(), v.regex(/^[A-Za-z0-9]{1,40}$/, 'not a list id'));

/** Who may send a message: extension pages (popup, options, offscreen) or content scripts in tabs. */
export type SenderRole = 'page' | 'content';

interface MessageSpec<Schema extends v.GenericSchema, Response> {
  from: SenderRole;
  payload: Schema;
  /** Type-level only: what the worker answers with (in a tuple, so null survives NonNullable). */
  response?: [Response];
}

function message<Response>() {
  return <Schema extends v.GenericSchema>(
    from: SenderRole,
    payload: Schema,
  ): MessageSpec<Schema, Response> => ({ from, payload });
}

/** Page-to-background: sent by the popup and the options page. */
export const pageToBackground = {
  'page:get-state': message<StateSnapshot>()('page', noPayload),
  'page:detect-active-tab': message<PageDetection>()('page', noPayload),
  'page:set-browsing-detection': message<boolean>()('page', v.strictObject({ enabled: v.boolean() })),
  'page:sign-up': message<AccountState>()('page', credentials),
  'page:sign-in': message<AccountState>()('page', credentials),
  'page:start-anonymous': message<AccountState>()('page', noPayload),
  'page:sign-out': message<AccountState>()('page', noPayload),
  'page:send-password-reset': message<null>()('page', v.strictObject({ email })),
  'page:resend-verification': message<null>()('page', noPayload),
  'page:upgrade-anonymous': message<AccountState>()('page', credentials),
  'page:delete-account': message<null>()(
    'page',
    v.strictObject({ password: v.optional(v.pipe(v.string(), v.nonEmpty('enter your password'), v.maxLength(4096))) }),
  ),
  'page:create-list': message<{ id: string }>()('page', v.strictObject({ name: listName })),
  'page:rename-list': message<null>()('page', v.strictObject({ listId, name: listName })),
  'page:delete-list': message<null>()('page', v.strictObject({ listId })),
  'page:update-preferences': message<null>()(
    'page',
    v.strictObject({
      recheckHours: v.pipe(
        v.number(),
        v.integer('use whole hours'),
        v.minValue(RECHECK_HOURS.min),
        v.maxValue(RECHECK_HOURS.max),
      ),
    }),
  ),
  /** Answers null when the user closed Google's window: a quiet cancel, not an error. */
  'page:sign-in-google': message<AccountState | null>()('page', noPayload),
} as const;

/** Content-to-background: sent by the content script running in a store's tab. */
export const contentToBackground = {
  'content:product-detected': message<null>()('content', v.strictObject({ product: v.nullable(detectedProduct) })),
} as const;

/** Every message the background accepts through runtime.sendMessage. */
export const incomingMessages = { ...pageToBackground, ...contentToBackground } as const;

export type IncomingKind = keyof typeof incomingMessages;
export type PageKind = keyof typeof pageToBackground;
export type ContentKind = keyof typeof contentToBackground;

type SpecOf<K extends IncomingKind> = (typeof incomingMessages)[K];
export type PayloadOf<K extends IncomingKind> = v.InferOutput<SpecOf<K>['payload']>;
export type ResponseOf<K extends IncomingKind> = NonNullable<SpecOf<K>['response']>[0];

/** The envelope every runtime message travels in. */
export interface Envelope<K extends IncomingKind = IncomingKind> {
  kind: K;
  payload: PayloadOf<K>;
}

/** Background-to-page: what the worker posts on a page's port. */
export type BackgroundToPage = { kind: 'background:state'; snapshot: StateSnapshot };

