/*
 * Every name Cartwatch stores under in browser.storage, in one place. A stored name never changes:
 * what was stored under the old name would be lost at the update.
 */

/** The state cache's first-frame part: the state without items, and an index of the items. */
export const STATE_CACHE_HEAD_NAME = 'state-cache-head';
/** Version 1 of the state cache, the whole state in one value: the worker removes it. */
export const LEGACY_STATE_CACHE_NAME = 'state-cache';
/** The re-check engine's run: queue, item in flight, per-store politeness and back-off, unwritten readings. */
export const TRACKING_RUN_NAME = 'tracking-run';
/** This browser's random id, for re-check leases shared with the other members' browsers. */
export const BROWSER_ID_NAME = 'browser-id';
/** An account deletion under way: whose, and which of its steps are done, so an interrupted one resumes. */
export const ACCOUNT_DELETION_NAME = 'account-deletion';
/** The alert engine's alerts found and not yet delivered. */
export const ALERT_PENDING_NAME = 'alert-pending';
/** The notifications this browser showed. */
export const ALERT_NOTIFIED_NAME = 'alert-notified';
/** The alert engine's looks at changes awaiting confirmation. */
export const ALERT_LOOKS_NAME = 'alert-looks';

/* Names that end in an id, one key each. */

/** Each list's cached items, read when the list is shown: `state-cache-items:<listId>`. */
export const LIST_ITEMS_CACHE_PREFIX = 'state-cache-items:';
/** One item's alert rule state, per account: `alert-rule:<uid>:<listId>/<itemId>` (evaluating one item rewrites only its own). */
export const ALERT_RULE_STATE_PREFIX = 'alert-rule:';
/** The account's delivery state on this browser, the day's count and what quiet hours hold: `alert-delivery:<uid>`. */
export const ALERT_DELIVERY_PREFIX = 'alert-delivery:';
/** How far this browser has seen a list's items, for the "changed since" queries at a wake: `items-seen:<listId>`. */
export const ITEMS_SEEN_PREFIX = 'items-seen:';

type StorageName =
  | typeof STATE_CACHE_HEAD_NAME
  | typeof LEGACY_STATE_CACHE_NAME
  | typeof TRACKING_RUN_NAME
  | typeof BROWSER_ID_NAME
  | typeof ACCOUNT_DELETION_NAME
  | typeof ALERT_PENDING_NAME
  | typeof ALERT_NOTIFIED_NAME
  | typeof ALERT_LOOKS_NAME;
type StoragePrefix = typeof LIST_ITEMS_CACHE_PREFIX | typeof ALERT_RULE_STATE_PREFIX | typeof ALERT_DELIVERY_PREFIX | typeof ITEMS_SEEN_PREFIX;

/**
 * A stored key with the type it reads as and the type written under it (the value itself, unless
 * it is stored encoded). Whatever is stored, from an older version or damaged, reads as a `T`.
 */
export interface StorageKey<T, Stored = NonNullable<T>> {
  readonly name: string;
  /** This key's value in what `storage.get` answered. */
  read(stored: Record<string, unknown>): T;
  /** The entry `storage.set` takes to store `value` under this key. */
  entry(value: Stored): Record<string, Stored>;
}

export function defineKey<T, Stored = NonNullable<T>>(
  name: StorageName | `${StoragePrefix}${string}`,
  decode: (stored: unknown) => T,
): StorageKey<T, Stored> {
  return { name, read: (stored) => decode(stored[name]), entry: (value) => ({ [name]: value }) };
}

/** The keys of one prefix, one per id. */
export function defineKeyFamily<T, Stored = NonNullable<T>>(
  prefix: StoragePrefix,
  decode: (stored: unknown) => T,
): (id: string) => StorageKey<T, Stored> {
  return (id) => defineKey<T, Stored>(`${prefix}${id}`, decode);
}
