import type { Availability, ExtractionMethod } from '../../detection';
import { LIMITS } from '../../../platform/limits';
import type { ObservationSource } from '../../tracking';

/**
 * Alerts: the words the worker, the pages and the stored documents share (docs/alerts.md describes
 * the rule engine, docs/data-model.md the documents).
 */

/**
 * The alert rules set at one level (account, list or item). A missing key inherits from the level
 * above; `null` or `false` switches the rule off at this level (and below, unless a lower level
 * sets it again). Percentages are whole basis points (1 % = 100) everywhere.
 */
export interface AlertRuleSettings {
  dropBasisPoints?: number | null;
  dropAmount?: number | null;
  backInStock?: boolean;
  lowest90Days?: boolean;
}

/** An item's own settings: a target price belongs to one product, so only an item sets it. */
export interface ItemAlertSettings extends AlertRuleSettings {
  target?: number | null;
}

/** Every setting off: what "Stop watching" sets on an item. */
export const ALERTS_OFF: Required<ItemAlertSettings> = {
  target: null,
  dropBasisPoints: null,
  dropAmount: null,
  backInStock: false,
  lowest90Days: false,
};

/** Minutes after local midnight: `start` inclusive, `end` exclusive; start after end crosses midnight. */
export interface QuietHours {
  start: number;
  end: number;
}

/** Which kinds of system notification the shopper wants (the feed keeps every alert regardless). */
export interface NotificationKinds {
  price: boolean;
  stock: boolean;
  activity: boolean;
}

/** The shopper's synced alert preferences (in their profile, `preferences.alerts`). */
export interface AlertPreferences {
  /** The account's default rules, which lists and items inherit. */
  rules: AlertRuleSettings;
  quietHours: QuietHours | null;
  /** IANA zone the quiet hours and the daily cap's day are in; '' means this browser's zone. */
  timeZone: string;
  /** Notifications a day; a digest counts as one. */
  dailyCap: number;
  notify: NotificationKinds;
  /** BCP 47 locale prices are displayed in; null means the browser's. */
  priceLocale: string | null;
}

export const DEFAULT_ALERT_PREFERENCES: AlertPreferences = {
  rules: { dropBasisPoints: 1000, dropAmount: null, backInStock: true, lowest90Days: false },
  quietHours: null,
  timeZone: '',
  dailyCap: 10,
  notify: { price: true, stock: true, activity: true },
  priceLocale: null,
};

export const DAILY_CAP_RANGE = LIMITS.dailyCap;

/** The feed's kinds. `list-activity` belongs to sharing (another member's change to a list). */
export type AlertKind = 'target' | 'drop' | 'back-in-stock' | 'list-activity';
export const ALERT_KINDS = ['target', 'drop', 'back-in-stock', 'list-activity'] as const satisfies readonly AlertKind[];

/** The rule that named an alert: its kind and its number (target price, basis points or amount). */
export interface FiredRule {
  kind: 'target' | 'drop-percent' | 'drop-amount' | 'back-in-stock' | 'lowest-90-days';
  /** The target price, the basis points or the amount; null for back in stock and the 90-day low. */
  value: number | null;
}

/** One alert of the feed (`users/{uid}/alerts/{id}`), as the pages show it. */
export interface AlertEntry {
  /** Derived from the item, the rule and the observation: the same on every browser. */
  id: string;
  listId: string;
  itemId: string;
  /** The item's name and page when the alert was raised (the item may be gone since). */
  name: string;
  url: string;
  kind: AlertKind;
  rule: FiredRule | null;
  previousPrice: number | null;
  price: number | null;
  currency: string | null;
  availability: Availability;
  source: ObservationSource | null;
  method: ExtractionMethod | null;
  confidence: number | null;
  /** When the change was observed (ms since the epoch). */
  observedAt: number;
  /** Null when the shopper's own observation supports it; else the member whose observation it rests on. */
  observerId: string | null;
  /** Server time of the feed document (ms): the local estimate while it waits to sync, null when unknown. */
  createdAt: number | null;
  seen: boolean;
  /** The shopper said "Wrong price": kept in the feed, struck out, never notified again. */
  withdrawn: boolean;
  /** A `list-activity` entry's what and who (docs/sharing.md, "Activity"); absent on other kinds. */
  activity?: ListActivity;
}

/** Another member's change to a shared list: "Ana added Lego 42115 to Family gifts". */
export interface ListActivity {
  verb: 'added' | 'claimed' | 'bought';
  /** The member's display name in the list (their uid is the entry's observerId); null when unknown. */
  actorName: string | null;
  listName: string;
}

/** The alert feed and the shopper's list and item rules, as the worker shares them with pages. */
export interface AlertsState {
  /** The newest alerts first (at most FEED_SIZE); null while loading or signed out. */
  feed: AlertEntry[] | null;
  /** List defaults and item overrides, by `ruleScopeKey`. */
  rules: Record<string, ItemAlertSettings>;
  /** The browser lets Cartwatch show notifications (Chrome can turn them off per extension). */
  notificationsBlocked: boolean;
}

export const NO_ALERTS: AlertsState = { feed: null, rules: {}, notificationsBlocked: false };

/** How many alerts the worker follows and the feed shows. */
export const FEED_SIZE = 100;

/** The key of a list's defaults (`listId`) or an item's overrides (`listId/itemId`). */
export const ruleScopeKey = (listId: string, itemId?: string): string => (itemId === undefined ? listId : `${listId}/${itemId}`);

/** Unseen and not withdrawn: what the toolbar badge counts. */
export const isUnseen = (alert: AlertEntry): boolean => !alert.seen && !alert.withdrawn;
