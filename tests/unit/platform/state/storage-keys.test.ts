import { describe, expect, it } from 'vitest';
import * as storageKeys from '../../../../src/platform/state/storage-keys';
import { BROWSER_ID_NAME, defineKey, defineKeyFamily, LIST_ITEMS_CACHE_PREFIX, TRACKING_RUN_NAME } from '../../../../src/platform/state/storage-keys';
import { listItemsCacheKey, STATE_CACHE_HEAD } from '../../../../src/app/state-cache';
import { ALERT_KEYS, alertDeliveryKey, alertRuleStateKey } from '../../../../src/features/alerts/worker/alert-storage';

describe('typed storage keys', () => {
  const counter = defineKey(BROWSER_ID_NAME, (stored) => (typeof stored === 'number' ? stored : 0));

  it('read their own value, decoded, from what storage answered', () => {
    expect(counter.read({ [BROWSER_ID_NAME]: 3, [TRACKING_RUN_NAME]: 9 })).toBe(3);
  });

  it('read a missing or damaged value as their decoder says', () => {
    expect(counter.read({})).toBe(0);
    expect(counter.read({ [BROWSER_ID_NAME]: 'three' })).toBe(0);
  });

  it('give storage.set the entry of a value under their name', () => {
    expect(counter.entry(4)).toEqual({ 'browser-id': 4 });
  });

  it('of one family are named by their prefix and id, and decode alike', () => {
    const perList = defineKeyFamily(LIST_ITEMS_CACHE_PREFIX, (stored) => (Array.isArray(stored) ? stored.length : null));
    expect(perList('L1').name).toBe('state-cache-items:L1');
    expect(perList('L1').read({ 'state-cache-items:L1': [1, 2], 'state-cache-items:L2': [1] })).toBe(2);
    expect(perList('L2').read({})).toBeNull();
  });
});

/** Every stored name and prefix that storage-keys.ts declares, by its constant's name. */
const declared = (suffix: '_NAME' | '_PREFIX'): Record<string, unknown> =>
  Object.fromEntries(Object.entries(storageKeys).filter(([constant]) => constant.endsWith(suffix)));

describe('stored names', () => {
  // What a version of Cartwatch stored must still be read after the update: these never change.
  it('are those earlier versions wrote', () => {
    expect(declared('_NAME')).toEqual({
      STATE_CACHE_HEAD_NAME: 'state-cache-head',
      LEGACY_STATE_CACHE_NAME: 'state-cache',
      TRACKING_RUN_NAME: 'tracking-run',
      BROWSER_ID_NAME: 'browser-id',
      ACCOUNT_DELETION_NAME: 'account-deletion',
      ALERT_PENDING_NAME: 'alert-pending',
      ALERT_NOTIFIED_NAME: 'alert-notified',
      ALERT_LOOKS_NAME: 'alert-looks',
    });
    expect(declared('_PREFIX')).toEqual({
      LIST_ITEMS_CACHE_PREFIX: 'state-cache-items:',
      ALERT_RULE_STATE_PREFIX: 'alert-rule:',
      ALERT_DELIVERY_PREFIX: 'alert-delivery:',
      ITEMS_SEEN_PREFIX: 'items-seen:',
    });
    expect(STATE_CACHE_HEAD.name).toBe('state-cache-head');
    expect(listItemsCacheKey('L1').name).toBe('state-cache-items:L1');
    expect([ALERT_KEYS.pending.name, ALERT_KEYS.notified.name, ALERT_KEYS.looks.name]).toEqual(['alert-pending', 'alert-notified', 'alert-looks']);
    expect(alertRuleStateKey('u1', 'L1', 'i1').name).toBe('alert-rule:u1:L1/i1');
    expect(alertDeliveryKey('u1').name).toBe('alert-delivery:u1');
  });

  it('are all distinct, and no name starts with a family prefix', () => {
    const names = Object.values(declared('_NAME')) as string[];
    expect(new Set(names).size).toBe(names.length);
    for (const prefix of Object.values(declared('_PREFIX')) as string[]) expect(names.filter((name) => name.startsWith(prefix))).toEqual([]);
  });
});
