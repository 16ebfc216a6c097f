import type { AlertKind, AlertPreferences } from '../model/alerts';
import type { DeliverySettings } from '../model/delivery-plan';

/** The delivery plan's settings from the shopper's preferences ('' zone: this browser's). */
export function deliverySettingsOf(preferences: AlertPreferences, browserZone: string): DeliverySettings {
  return {
    dailyCap: preferences.dailyCap,
    quietHours: preferences.quietHours,
    timeZone: preferences.timeZone === '' ? browserZone : preferences.timeZone,
  };
}

/** Whether the shopper wants a system notification for this kind (the feed keeps every alert). */
export function notificationWanted(kind: AlertKind, notify: AlertPreferences['notify']): boolean {
  if (kind === 'back-in-stock') return notify.stock;
  if (kind === 'list-activity') return notify.activity;
  return notify.price;
}
