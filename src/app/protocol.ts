/**
 * Every message in Cartwatch, grouped by direction, each with the schema of its payload: the
 * spread of every feature's slice (src/features/<feature>/protocol.ts) and the app's own. The
 * worker validates every incoming payload against these schemas; pages and content scripts import
 * only the types from here (`import type`), so the schemas stay out of their bundles.
 */
import * as v from 'valibot';
import { message, type PayloadOfSpec, type ResponseOfSpec } from '../platform/messaging/message-spec';
import { listId, noPayload } from '../platform/messaging/fields';
import type { RouterHandlers } from '../platform/messaging/router';
import type { Result } from '../platform/messaging/errors';
import type { StateSnapshot } from './state';
import type { ItemIndex } from '../features/lists';
import type { ListSummary } from '../features/lists';
import type { ExtractedProduct } from '../features/detection';
import { accountMessages } from '../features/account/protocol';
import { alertsMessages } from '../features/alerts/protocol';
import { contentToBackground, detectionMessages, type backgroundToOffscreen } from '../features/detection/protocol';
import { listsMessages } from '../features/lists/protocol';
import { savingMessages } from '../features/saving/protocol';
import { sharingMessages } from '../features/sharing/protocol';
import { trackingMessages } from '../features/tracking/protocol';
import { yourDataMessages } from '../features/your-data/protocol';

export type { SenderRole } from '../platform/messaging/message-spec';
export { backgroundToOffscreen, contentToBackground, FETCHED_PAGE_MAX_CHARS } from '../features/detection/protocol';

/** The app's own messages: the state every page shows, and the failed writes in it. */
const appMessages = {
  'page:get-state': message<StateSnapshot>()('page', noPayload),
  'page:dismiss-failed-write': message<null>()('page', v.strictObject({ id: v.pipe(v.string(), v.maxLength(64)) })),
} as const;

/** Page-to-background: sent by the popup and the options page. */
export const pageToBackground = {
  ...appMessages,
  ...accountMessages,
  ...detectionMessages,
  ...listsMessages,
  ...savingMessages,
  ...trackingMessages,
  ...alertsMessages,
  ...sharingMessages,
  ...yourDataMessages,
} as const;

/** Every message the background accepts through runtime.sendMessage. */
export const incomingMessages = { ...pageToBackground, ...contentToBackground } as const;

export type IncomingKind = keyof typeof incomingMessages;
export type PageKind = keyof typeof pageToBackground;
export type ContentKind = keyof typeof contentToBackground;

type SpecOf<K extends IncomingKind> = (typeof incomingMessages)[K];
export type PayloadOf<K extends IncomingKind> = PayloadOfSpec<SpecOf<K>>;
export type ResponseOf<K extends IncomingKind> = ResponseOfSpec<SpecOf<K>>;

/** Every incoming message's handler; a list requirement's handler is given the shopper's list. */
export type Handlers = RouterHandlers<typeof incomingMessages, ListSummary>;

/** The envelope every runtime message travels in. */
export interface Envelope<K extends IncomingKind = IncomingKind> {
  kind: K;
  payload: PayloadOf<K>;
}

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
