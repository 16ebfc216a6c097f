/** Every key Cartwatch keeps in browser.storage, in one place. */
export const STORAGE_KEYS = {
  /** The state cache's first-frame part: the state without items, and an index of the items. */
  stateCacheHead: 'state-cache-head',
  /** Version 1 of the state cache, the whole state in one value: the worker removes it. */
  legacyStateCache: 'state-cache',
  /** The re-check engine's run: queue, item in flight, per-store politeness and back-off, unwritten readings. */
  trackingRun: 'tracking-run',
  /** This browser's random id, for re-check leases shared with the other members' browsers. */
  browserId: 'browser-id',
  /** An account deletion under way: whose, and which of its steps are done, so an interrupted one resumes. */
  accountDeletion: 'account-deletion',
} as const;

export type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];

/** Each list's cached items are kept under a key of their own, read when the list is shown. */
export const listItemsCacheKey = (listId: string): string => `state-cache-items:${listId}`;

export const isListItemsCacheKey = (key: string): boolean => key.startsWith('state-cache-items:');

/** The alert engine's keys: alerts found and not yet delivered, the notifications this browser showed, its looks at changes awaiting confirmation. */
export const ALERT_STORAGE_KEYS = { pending: 'alert-pending', notified: 'alert-notified', looks: 'alert-looks' } as const;
/** One item's alert rule state, per account (one key an item, so evaluating one rewrites only its own). */
export const alertRuleStateKey = (uid: string, listId: string, itemId: string): string => `alert-rule:${uid}:${listId}/${itemId}`;
/** The account's delivery state on this browser: the day's count and what quiet hours hold. */
export const alertDeliveryKey = (uid: string): string => `alert-delivery:${uid}`;
