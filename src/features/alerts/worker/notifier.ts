import type { Notifications } from 'webextension-polyfill';
import { t } from '../../../platform/browser/i18n';
import type { NewAlert } from './firestore/alerts';
import type { AlertNotifier } from './alert-delivery';
import { imageDataUrl } from './notification-image';
import { alertNotificationText, digestNotificationText } from './notification-text';

/** Chrome's buttons, which the polyfill's types (Firefox's API) lack. */
export type NotificationOptions = Notifications.CreateNotificationOptions & { buttons?: { title: string }[] };

export interface NotificationsApi {
  create(id: string, options: NotificationOptions): Promise<string>;
}

export interface NotifierDeps {
  notifications: NotificationsApi;
  fetcher: typeof fetch;
  /** The extension's icon, when the product has no usable image. */
  iconUrl: string;
  /** Chrome shows buttons; Firefox rejects them. */
  supportsButtons: boolean;
  priceLocale(): string | null;
  /** The display name of the list member whose observation the alert rests on, when known. */
  observerName(alert: NewAlert): string | null;
}

/** System notifications of alerts; the notification id is the alert id, so this browser shows each once. */
export function createNotifier(deps: NotifierDeps): AlertNotifier {
  let buttons = deps.supportsButtons;

  async function create(id: string, options: NotificationOptions): Promise<void> {
    if (!buttons) {
      await deps.notifications.create(id, options);
      return;
    }
    try {
      await deps.notifications.create(id, { ...options, buttons: [{ title: t('notificationOpenProduct') }, { title: t('notificationStopWatching') }] });
    } catch {
      // A browser that refuses buttons (the detection guessed wrong): the text and a click still work.
      buttons = false;
      await deps.notifications.create(id, options);
    }
  }

  return {
    async showAlert(alert: NewAlert, image: string | null) {
      const { title, message } = alertNotificationText(alert, deps.priceLocale(), deps.observerName(alert));
      const iconUrl = (await imageDataUrl(deps.fetcher, image)) ?? deps.iconUrl;
      await create(alert.id, { type: 'basic', iconUrl, title, message });
    },
    async showDigest(id: string, count: number, names: string[]) {
      const { title, message } = digestNotificationText(count, names);
      await deps.notifications.create(id, { type: 'basic', iconUrl: deps.iconUrl, title, message });
    },
  };
}
