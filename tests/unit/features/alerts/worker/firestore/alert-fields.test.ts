import { describe, expect, it } from 'vitest';
import { alertEntryOf, alertPreferencesOf, alertRulesOf, itemSettingsOf, ruleSettingsOf } from '../../../../../../src/features/alerts/worker/firestore/alert-fields';
import { readPreferences } from '../../../../../../src/features/account/worker/firestore/users';
import { DEFAULT_ALERT_PREFERENCES, type AlertPreferences } from '../../../../../../src/features/alerts/model/alerts';

const custom: AlertPreferences = {
  rules: { dropBasisPoints: 500, dropAmount: 20, backInStock: false, lowest90Days: true },
  quietHours: { start: 1320, end: 420 },
  timeZone: 'Europe/Berlin',
  dailyCap: 3,
  notify: { price: true, stock: false, activity: false },
  priceLocale: 'de-CH',
};

describe('preferences.alerts as the worker reads it', () => {
  it('reads valid preferences as they are', () => {
    expect(alertPreferencesOf(custom)).toEqual(custom);
  });

  it('gives a profile from before alerts (or a value that is not a map) the defaults', () => {
    expect(alertPreferencesOf(undefined)).toEqual(DEFAULT_ALERT_PREFERENCES);
    expect(alertPreferencesOf('on')).toEqual(DEFAULT_ALERT_PREFERENCES);
    expect(readPreferences({ recheckHours: 12 })).toEqual({ recheckHours: 12, alerts: DEFAULT_ALERT_PREFERENCES });
  });

  it.each([
    ['dailyCap', 0, DEFAULT_ALERT_PREFERENCES.dailyCap],
    ['dailyCap', 51, DEFAULT_ALERT_PREFERENCES.dailyCap],
    ['dailyCap', 2.5, DEFAULT_ALERT_PREFERENCES.dailyCap],
    ['timeZone', 7, DEFAULT_ALERT_PREFERENCES.timeZone],
    ['timeZone', 'x'.repeat(65), DEFAULT_ALERT_PREFERENCES.timeZone],
    ['priceLocale', '', DEFAULT_ALERT_PREFERENCES.priceLocale],
    ['priceLocale', 'x'.repeat(36), DEFAULT_ALERT_PREFERENCES.priceLocale],
    ['quietHours', { start: 0, end: 1440 }, DEFAULT_ALERT_PREFERENCES.quietHours],
    ['quietHours', 'night', DEFAULT_ALERT_PREFERENCES.quietHours],
    ['rules', 'default', DEFAULT_ALERT_PREFERENCES.rules],
  ] as const)('falls back on %s %j alone, keeping every other field', (field, value, fallback) => {
    expect(alertPreferencesOf({ ...custom, [field]: value })).toEqual({ ...custom, [field]: fallback });
  });

  it('falls back per notification kind', () => {
    expect(alertPreferencesOf({ ...custom, notify: { price: 'yes', stock: false } }).notify).toEqual({ price: true, stock: false, activity: true });
  });

  it('keeps quiet hours switched off (null)', () => {
    expect(alertPreferencesOf({ ...custom, quietHours: null }).quietHours).toBeNull();
  });

  it('keeps recheckHours and alerts independent: a bad interval does not reset the alerts', () => {
    expect(readPreferences({ recheckHours: 99, alerts: custom })).toEqual({ recheckHours: 6, alerts: custom });
  });
});

describe('rule settings as the worker reads them', () => {
  it('keeps valid keys, null and false (a rule switched off) and leaves out the rest (they inherit)', () => {
    expect(ruleSettingsOf({ dropBasisPoints: null, dropAmount: 0, backInStock: false, lowest90Days: 'no', target: 5 })).toEqual({
      dropBasisPoints: null,
      backInStock: false,
    });
    expect(ruleSettingsOf({ dropBasisPoints: 10_001 })).toEqual({});
    expect(ruleSettingsOf({ dropBasisPoints: 12.5 })).toEqual({});
  });

  it('reads an item’s target, which a list’s defaults never carry', () => {
    expect(itemSettingsOf({ target: 299.99, dropBasisPoints: 1 })).toEqual({ target: 299.99, dropBasisPoints: 1 });
    expect(itemSettingsOf({ target: null })).toEqual({ target: null });
    expect(itemSettingsOf({ target: -1 })).toEqual({});
  });

  it('reads a rules document as its scope and settings', () => {
    expect(alertRulesOf({ listId: 'L1', itemId: null, dropBasisPoints: 500, target: 3 })).toEqual({
      listId: 'L1',
      itemId: null,
      settings: { dropBasisPoints: 500 },
      activityOff: false,
    });
    expect(alertRulesOf({ listId: 'L1', itemId: 'I1', target: 3 })).toEqual({ listId: 'L1', itemId: 'I1', settings: { target: 3 }, activityOff: false });
    expect(alertRulesOf({ itemId: 'I1' })).toBeNull();
  });

  it('keeps a list’s shared-list activity switch beside its rules (only `false` switches it off)', () => {
    expect(alertRulesOf({ listId: 'L1', itemId: null, backInStock: false, activity: false })).toEqual({
      listId: 'L1',
      itemId: null,
      settings: { backInStock: false },
      activityOff: true,
    });
    expect(alertRulesOf({ listId: 'L1', itemId: null, activity: true })?.activityOff).toBe(false);
    expect(alertRulesOf({ listId: 'L1', itemId: 'I1', activity: false })?.activityOff).toBe(false);
    expect(alertRulesOf({ listId: 'L1', itemId: 4 })).toBeNull();
  });
});

describe('a feed document as the worker reads it', () => {
  const stored = {
    listId: 'L1',
    itemId: 'I1',
    name: 'Lamp',
    url: 'https://shop.example/lamp',
    kind: 'drop',
    rule: { kind: 'drop-percent', value: 1000 },
    previousPrice: 100,
    price: 89,
    currency: 'EUR',
    availability: 'in-stock',
    source: 'recheck',
    method: 'json-ld',
    confidence: 0.95,
    observedAt: 1_700_000_000_000,
    observerId: null,
    seen: false,
    withdrawn: false,
  };

  it('reads every field, with the id and the server time given', () => {
    expect(alertEntryOf('a1', stored, 1_700_000_100_000)).toEqual({ id: 'a1', ...stored, createdAt: 1_700_000_100_000 });
  });

  it('skips a document that names no item, kind or time', () => {
    expect(alertEntryOf('a1', { ...stored, listId: undefined }, 0)).toBeNull();
    expect(alertEntryOf('a1', { ...stored, itemId: '' }, 0)).toBeNull();
    expect(alertEntryOf('a1', { ...stored, kind: 'rise' }, 0)).toBeNull();
    expect(alertEntryOf('a1', { ...stored, observedAt: 'today' }, 0)).toBeNull();
  });

  it('reads a bad field as unknown rather than dropping the alert', () => {
    const entry = alertEntryOf('a1', { ...stored, price: -1, availability: 'sold', rule: 'text', confidence: 2, seen: 'yes' }, null);
    expect(entry).toMatchObject({ price: null, availability: 'unknown', rule: null, confidence: null, seen: false, createdAt: null });
  });
});
