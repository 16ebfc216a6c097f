import { describe, expect, it } from 'vitest';
import { firedRuleOf, itemPathOf, newAlertOf } from '../../../../../src/features/alerts/worker/alert-entry';
import { deliverySettingsOf, notificationWanted } from '../../../../../src/features/alerts/worker/delivery-settings';
import { DEFAULT_ALERT_PREFERENCES } from '../../../../../src/features/alerts/model/alerts';
import { candidate, point } from '../model/points';
import { listItem } from '../../../support/list-item';

describe('the feed entry of a candidate', () => {
  it('names the item as it is now, the rule that named the alert with its number, and the method of its observation', () => {
    const found = { ...candidate('x'), observedAt: point(5, 80).at };
    const item = listItem('i', 'L', { name: 'Lego 42115', url: 'https://shop.example/p/42115' });
    expect(newAlertOf(found, item, [point(4, 100), point(5, 80, { method: 'json-ld' })])).toEqual({
      id: 'x', listId: 'L', itemId: 'i', name: 'Lego 42115', url: 'https://shop.example/p/42115', kind: 'drop',
      rule: { kind: 'drop-percent', value: 1000 }, previousPrice: 100, price: 80, currency: 'EUR', availability: 'in-stock',
      source: 'recheck', method: 'json-ld', confidence: 0.9, observedAt: found.observedAt, observerId: null,
    });
  });

  it('gives each rule its number', () => {
    expect(firedRuleOf({ kind: 'target', target: 45 })).toEqual({ kind: 'target', value: 45 });
    expect(firedRuleOf({ kind: 'drop-amount', amount: 5 })).toEqual({ kind: 'drop-amount', value: 5 });
    expect(firedRuleOf({ kind: 'back-in-stock' })).toEqual({ kind: 'back-in-stock', value: null });
    expect(itemPathOf('L', 'i')).toBe('lists/L/items/i');
  });
});

describe('delivery settings', () => {
  it("takes the browser's zone for '', and the shopper's cap and quiet hours", () => {
    const quietHours = { start: 22 * 60, end: 7 * 60 };
    expect(deliverySettingsOf({ ...DEFAULT_ALERT_PREFERENCES, quietHours, dailyCap: 3 }, 'Europe/Berlin')).toEqual({ dailyCap: 3, quietHours, timeZone: 'Europe/Berlin' });
    expect(deliverySettingsOf({ ...DEFAULT_ALERT_PREFERENCES, timeZone: 'Asia/Tokyo' }, 'Europe/Berlin').timeZone).toBe('Asia/Tokyo');
  });

  it('maps price kinds to "price" and back in stock to "stock"', () => {
    const notify = { price: false, stock: true, activity: false };
    expect(['target', 'drop', 'back-in-stock', 'list-activity'].map((kind) => notificationWanted(kind as never, notify))).toEqual([false, false, true, false]);
  });
});
