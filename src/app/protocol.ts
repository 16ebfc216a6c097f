/**
 * Every message in Cartwatch, grouped by direction, each with the schema of its payload.
 * The worker validates every incoming payload against these schemas; pages and content scripts
 * import only the types from here (`import type`), so the schemas stay out of their bundles.
 */
import * as v from 'valibot';
import { AVAILABILITIES, EXTRACTION_METHODS, SAVE_METHODS } from '../features/lists/model/items';
import { LIMITS } from '../platform/limits';
import type { PageDetection } from '../features/detection/model/product';
import type { AccountState, StateSnapshot } from './state';
import type { ItemIndex } from '../features/lists/model/item-index';
import type { ExtractedProduct } from '../features/detection/model/extract/types';
import type { Result } from '../platform/messaging/errors';
import type { PricePoint } from '../features/tracking/model/tracking';
import { DAILY_CAP_RANGE, FEED_SIZE } from '../features/alerts/model/alerts';
import { MEMBER_ROLES, SHARING_LIMITS, type InvitePreview } from '../features/sharing/model/sharing';
import type { ExportHead, ExportItemsPage } from '../features/your-data/model/export-format';
import { IMPORT_PAGE_ITEMS, importItemPayloadSchema, type ImportItemsAnswer } from '../features/your-data/model/import-item';

const httpUrl = v.pipe(
  v.string(),
  v.maxLength(LIMITS.url),
  v.check((value) => /^https?:\/\//i.test(value) && URL.canParse(value), 'must be an http or https URL'),
);

const amount = v.pipe(v.number(), v.finite(), v.gtValue(0), v.ltValue(LIMITS.priceExclusiveMax));
const shortText = (max: number) => v.nullable(v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(max)));

const currencyCode = v.pipe(v.string(), v.regex(/^[A-Z]{3}$/, 'must be an ISO 4217 code'));
const gtin = v.nullable(v.pipe(v.string(), v.regex(/^\d{8,14}$/, 'must be 8 to 14 digits')));
const availability = v.picklist(AVAILABILITIES);

const detectedProduct = v.strictObject({
  name: shortText(LIMITS.productName),
  brand: shortText(LIMITS.brand),
  image: v.nullable(httpUrl),
  canonicalUrl: v.nullable(httpUrl),
  price: v.nullable(amount),
  currency: v.nullable(currencyCode),
  listPrice: v.nullable(amount),
  availability,
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

const email = v.pipe(
  v.string(),
  v.trim(),
  v.nonEmpty('enter an email address'),
  v.maxLength(LIMITS.email, `an email address has at most ${LIMITS.email} characters`),
  v.email('enter a valid email address'),
);
const password = v.pipe(v.string(), v.nonEmpty('enter a password'), v.maxLength(4096));
const credentials = v.strictObject({ email, password });
const noPayload = v.strictObject({});
const listName = v.pipe(
  v.string(),
  v.trim(),
  v.nonEmpty('a list needs a name'),
  v.maxLength(LIMITS.listName.max, `a list name has at most ${LIMITS.listName.max} characters`),
);
const documentId = new RegExp(`^[A-Za-z0-9]{1,${LIMITS.documentId}}$`);
const listId = v.pipe(v.string(), v.regex(documentId, 'not a list id'));
const itemId = v.pipe(v.string(), v.regex(documentId, 'not an item id'));
const note = v.pipe(
  v.string(),
  v.trim(),
  v.maxLength(LIMITS.note, `a note has at most ${LIMITS.note} characters`),
);
const quantity = v.pipe(
  v.number(),
  v.integer('use a whole number'),
  v.minValue(LIMITS.quantity.min, `the quantity is at least ${LIMITS.quantity.min}`),
  v.maxValue(LIMITS.quantity.max, `the quantity is at most ${LIMITS.quantity.max}`),
);

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
    availability,
    sku: shortText(LIMITS.identifier),
    gtin,
    method: v.picklist(SAVE_METHODS),
    confidence: v.pipe(v.number(), v.minValue(0), v.maxValue(1)),
  }),
  v.check((product) => product.price === null || product.currency !== null, 'a price needs its currency'),
);

const basisPoints = v.pipe(v.number(), v.integer('use whole basis points'), v.minValue(LIMITS.basisPoints.min), v.maxValue(LIMITS.basisPoints.max));
const ruleSettingsEntries = {
  dropBasisPoints: v.optional(v.nullable(basisPoints)),
  dropAmount: v.optional(v.nullable(amount)),
  backInStock: v.optional(v.boolean()),
  lowest90Days: v.optional(v.boolean()),
};
const ruleSettings = v.strictObject(ruleSettingsEntries);
const itemRuleSettings = v.strictObject({ ...ruleSettingsEntries, target: v.optional(v.nullable(amount)) });
const minuteOfDay = v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(24 * 60 - 1));
const isTimeZoneName = (value: string) => {
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return true;
  } catch {
    return false;
  }
};
const alertPreferences = v.strictObject({
  rules: ruleSettings,
  quietHours: v.nullable(v.strictObject({ start: minuteOfDay, end: minuteOfDay })),
  timeZone: v.pipe(v.string(), v.maxLength(LIMITS.timeZone), v.check((zone) => zone === '' || isTimeZoneName(zone), 'not a time zone')),
  dailyCap: v.pipe(v.number(), v.integer('use a whole number'), v.minValue(DAILY_CAP_RANGE.min), v.maxValue(DAILY_CAP_RANGE.max)),
  notify: v.strictObject({ price: v.boolean(), stock: v.boolean(), activity: v.boolean() }),
  priceLocale: v.nullable(
    v.pipe(v.string(), v.maxLength(LIMITS.priceLocale), v.check((tag) => Intl.NumberFormat.supportedLocalesOf([tag]).length === 1, 'not a locale')),
  ),
});
const memberRole = v.picklist(MEMBER_ROLES);
const memberName = v.pipe(
  v.string(),
  v.trim(),
  v.nonEmpty('enter the name other members will see'),
  v.maxLength(SHARING_LIMITS.memberName.max, `a name has at most ${SHARING_LIMITS.memberName.max} characters`),
);
/** A typed code (normalised by the worker: spaces, dashes and case do not matter) or an email invite's id. */
const inviteCode = v.pipe(
  v.string(),
  v.trim(),
  v.nonEmpty('enter the invite code'),
  v.maxLength(64, 'that is not an invite code'),
);
const uid = v.pipe(v.string(), v.regex(new RegExp(`^[A-Za-z0-9]{1,${LIMITS.userId}}$`), 'not a user id'));
const alertId = v.pipe(v.string(), v.regex(/^[0-9a-f]{32}$/, 'not an alert id'));

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
  'page:save-item': message<{ id: string }>()(
    'page',
    v.strictObject({ listId, product: productToSave, note: v.optional(note), quantity: v.optional(quantity) }),
  ),
  'page:update-item': message<null>()(
    'page',
    v.pipe(
      v.strictObject({
        listId,
        itemId,
        note: v.optional(note),
        quantity: v.optional(quantity),
        status: v.optional(v.picklist(['wanted', 'claimed', 'bought'])),
      }),
      v.check(
        (change) => change.note !== undefined || change.quantity !== undefined || change.status !== undefined,
        'nothing to change',
      ),
    ),
  ),
  'page:move-item': message<null>()('page', v.strictObject({ listId, itemId, toListId: listId })),
  'page:remove-item': message<null>()('page', v.strictObject({ listId, itemId })),
  'page:reorder-lists': message<null>()(
    'page',
    v.strictObject({ listIds: v.pipe(v.array(listId), v.maxLength(LIMITS.listsPerAccount)) }),
  ),
  'page:update-preferences': message<null>()(
    'page',
    v.strictObject({
      recheckHours: v.pipe(
        v.number(),
        v.integer('use whole hours'),
        v.minValue(LIMITS.recheckHours.min),
        v.maxValue(LIMITS.recheckHours.max),
      ),
    }),
  ),
  'page:dismiss-failed-write': message<null>()('page', v.strictObject({ id: v.pipe(v.string(), v.maxLength(64)) })),
  /** Fails with google-window-closed when the user closed Google's window: nothing changed. */
  'page:sign-in-google': message<AccountState>()('page', noPayload),
  /**
   * Re-checks one item as soon as its store's politeness allows; answers once it is queued (the
   * result arrives in the state: the item's lastCheck and price). Fails with no-store-access
   * when this browser may not fetch the item's store.
   */
  'page:check-now': message<null>()('page', v.strictObject({ listId, itemId })),
  /** Queues every tracked item this browser may fetch; progress shows in state.tracking.progress. */
  'page:check-all': message<{ queued: number }>()('page', noPayload),
  /** An item's price history over the last `days` days, oldest first (read on demand, not kept in state). */
  'page:get-history': message<PricePoint[]>()(
    'page',
    v.strictObject({ listId, itemId, days: v.picklist([30, 90, 730]) }),
  ),
  /** Replaces the account's alert preferences (defaults, quiet hours, cap, notification kinds, display). */
  'page:update-alert-preferences': message<null>()('page', alertPreferences),
  /**
   * Sets a list's default rules (no itemId) or an item's own rules; null removes them, so the list
   * or item inherits again.
   */
  'page:set-alert-rules': message<null>()(
    'page',
    v.strictObject({ listId, itemId: v.optional(itemId), settings: v.nullable(itemRuleSettings) }),
  ),
  /** Marks these alerts of the feed seen ("Mark all seen" sends every unseen id). */
  'page:mark-alerts-seen': message<null>()(
    'page',
    v.strictObject({ ids: v.pipe(v.array(alertId), v.minLength(1), v.maxLength(FEED_SIZE)) }),
  ),
  /**
   * "Wrong price": the observation the alert rests on is marked bad and leaves the list's history,
   * the item gets its previous price back, and the alert is withdrawn.
   */
  'page:wrong-price': message<null>()('page', v.strictObject({ alertId })),
  /** "Stop watching": every alert rule of the item off (what the notification's button does too). */
  'page:stop-watching': message<null>()('page', v.strictObject({ listId, itemId })),
  /**
   * Invites to a list the shopper owns: a code (email null) or an invite shown to that address when
   * its owner signs in with it verified. `ownerName` is how members will see the owner.
   */
  'page:create-invite': message<{ code: string }>()(
    'page',
    v.strictObject({
      listId,
      role: memberRole,
      maxUses: v.pipe(
        v.number(),
        v.integer('use a whole number'),
        v.minValue(SHARING_LIMITS.inviteUses.min, `an invite lets in at least ${SHARING_LIMITS.inviteUses.min} person`),
        v.maxValue(SHARING_LIMITS.inviteUses.max, `an invite lets in at most ${SHARING_LIMITS.inviteUses.max} people`),
      ),
      email: v.nullable(email),
      ownerName: memberName,
    }),
  ),
  'page:revoke-invite': message<null>()('page', v.strictObject({ code: inviteCode })),
  /** What joining with this code means (list, owner, role); fails with invite-unknown, -expired, -used-up, -revoked. */
  'page:preview-invite': message<InvitePreview>()('page', v.strictObject({ code: inviteCode })),
  /** Joins with the code under the given name; answers with the list's id. */
  'page:join-list': message<{ listId: string }>()('page', v.strictObject({ code: inviteCode, name: memberName })),
  /** The owner changes a member's role. */
  'page:set-member-role': message<null>()('page', v.strictObject({ listId, uid, role: memberRole })),
  /** The owner removes a member. */
  'page:remove-member': message<null>()('page', v.strictObject({ listId, uid })),
  /** A member (not the owner) leaves a list. */
  'page:leave-list': message<null>()('page', v.strictObject({ listId })),
  /** The owner marks a list as a gift list, or back. */
  'page:set-gift-mode': message<null>()('page', v.strictObject({ listId, gift: v.boolean() })),
  /** A member who is not the owner claims a gift list's item, marks it bought, or releases it (null). */
  'page:set-claim': message<null>()(
    'page',
    v.strictObject({ listId, itemId, status: v.nullable(v.picklist(['claimed', 'bought'])) }),
  ),
  /** Shared-list activity (another member's changes) in the feed and notifications, for one list. */
  'page:set-list-activity': message<null>()('page', v.strictObject({ listId, enabled: v.boolean() })),
  'page:dismiss-list-notice': message<null>()('page', v.strictObject({ id: v.pipe(v.string(), v.maxLength(64)) })),
  /** The JSON export's first answer: everything but the items, with each list's item count (docs/export.md). */
  'page:export-begin': message<ExportHead>()('page', noPayload),
  /** A page of a list's items from `offset` on (oldest saved first), each with its whole price history. */
  'page:export-items': message<ExportItemsPage>()(
    'page',
    v.strictObject({ listId, offset: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(LIMITS.itemsPerList)) }),
  ),
  /**
   * Writes a page of an export's items into a list the shopper may add to; items whose product key
   * the list holds are merged. Answers once the server has them (docs/export.md, "Import").
   */
  'page:import-items': message<ImportItemsAnswer>()(
    'page',
    v.strictObject({ listId, items: v.pipe(v.array(importItemPayloadSchema), v.minLength(1), v.maxLength(IMPORT_PAGE_ITEMS)) }),
  ),
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

/** Fetched pages are cut to this many characters: product data sits in the head and the first screens. */
export const FETCHED_PAGE_MAX_CHARS = 3_000_000;

/** Background-to-offscreen: the worker has the offscreen document parse a page it fetched (Chrome). */
export const backgroundToOffscreen = {
  'offscreen:parse': v.strictObject({ html: v.pipe(v.string(), v.maxLength(FETCHED_PAGE_MAX_CHARS)), url: httpUrl }),
} as const;

export type OffscreenKind = keyof typeof backgroundToOffscreen;
export interface OffscreenEnvelope<K extends OffscreenKind = OffscreenKind> {
  kind: K;
  payload: v.InferOutput<(typeof backgroundToOffscreen)[K]>;
}
/** What the offscreen document answers: the extractor's product, or null when the page has none. */
export type OffscreenResponse = Result<ExtractedProduct | null>;

/**
 * Background-to-page: what the worker posts on a page's port. The snapshot holds the items of the
 * lists the page watches (see `pagePortMessage`); the index covers every list's items.
 */
export type BackgroundToPage = { kind: 'background:state'; snapshot: StateSnapshot; index: ItemIndex };

/** More lists than a page could show: an account's own plus lists shared with it. */
const WATCHED_LISTS_MAX = 1_000;

/**
 * Page-to-background on the state port: the lists whose items the page shows, replacing the last
 * such message, or all of them. The worker answers with the state at once.
 */
export const pagePortMessage = v.strictObject({
  kind: v.literal('page:watch-lists'),
  lists: v.union([v.literal('all'), v.pipe(v.array(listId), v.maxLength(WATCHED_LISTS_MAX))]),
});
export type PagePortMessage = v.InferOutput<typeof pagePortMessage>;

