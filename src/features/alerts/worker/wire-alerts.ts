import { getDoc } from 'firebase/firestore';
import type { Alarms, Browser } from 'webextension-polyfill';
import { ALERTS_OFF, type AlertEntry } from '../model/alerts';
import type { ListItem } from '../../lists';
import { observerNameOf } from '../../sharing';
import type { Reading } from '../../tracking';
import { setAlertRules } from './firestore/alert-rules';
import { alertRef, createAlert, markAlertsSeen, type NewAlert } from './firestore/alerts';
import { readHistory } from '../../tracking/worker/firestore';
import { withdrawnHours, withoutWithdrawn } from '../model/withdrawn-observations';
import type { FirebaseServices } from '../../../platform/firebase/app';
import type { StateStore } from '../../../app/worker/store';
import type { WriteTracker } from '../../../app/worker/write-tracker';
import type { RecheckEngine } from '../../tracking/worker';
import { RECHECK_ALARM } from '../../tracking';
import { createAlertEngine } from './alert-engine';
import { alertStorageOf } from './alert-storage';
import { changedItems } from './item-changes';
import { newlySeen } from './newly-seen';
import { notificationClicks } from './notification-clicks';
import { followNotificationPermission, type PermissionLevelApi } from './notification-permission';
import { createNotifier } from './notifier';
import { openAlerts } from './open-alerts';
import { createToolbarBadge, unseenCount, type ToolbarBadge } from './toolbar-badge';

export interface AlertWiring {
  /** The product mark's way to the toolbar button (it steps aside while alerts are unseen). */
  badge: ToolbarBadge;
  /** The re-check engine's readings of this browser (wire-recheck's `onReading`). */
  onReading(listId: string, itemId: string, reading: Reading): void;
  onAlarm(alarm: Alarms.Alarm): void;
  /** Drops an item's rule state, so it re-baselines from its corrected history ("Wrong price"). */
  forgetItemAlertState(listId: string, itemId: string): Promise<void>;
  /** Shared-list activity: into the shopper's feed, and notified like other alerts (quiet hours, cap). */
  raiseActivity(owner: string, found: readonly NewAlert[]): void;
}

/**
 * The alert engine as the worker runs it: it follows the state's items, evaluates and delivers,
 * keeps the toolbar's count, and answers clicks on its notifications. Its listeners are added here,
 * synchronously, so call it at the top level of index.ts.
 */
export function alertsFor(
  browser: Browser,
  store: StateStore,
  firebase: FirebaseServices,
  uid: () => string | null,
  recheck: () => RecheckEngine,
  writes: WriteTracker,
): AlertWiring {
  const db = firebase.firestore;
  const area = browser.storage.local;
  const stored = alertStorageOf(area);
  const state = () => store.snapshot().state;
  const notifier = createNotifier({
    notifications: browser.notifications,
    fetcher: (input, init) => fetch(input, init),
    iconUrl: browser.runtime.getURL('icons/icon-128.png'),
    // Only Firefox has getBrowserInfo, and Firefox refuses buttons.
    supportsButtons: typeof (browser.runtime as { getBrowserInfo?: unknown }).getBrowserInfo !== 'function',
    priceLocale: () => state().profile?.preferences.alerts.priceLocale ?? null,
    observerName: (alert) => observerNameOf(state().sharing.members, alert),
  });
  const engine = createAlertEngine({
    now: () => Date.now(),
    uid,
    state,
    area,
    stored,
    // What the shopper called a wrong price stays out, also where only its observer could remove it.
    readHistory: async (listId, itemId, days, now) =>
      withoutWithdrawn(await readHistory(db, listId, itemId, days, now), withdrawnHours(store.snapshot().state.alerts.feed, listId, itemId)),
    checkNow: (listId, itemId) => recheck().checkNow(listId, itemId),
    writeAlert: (owner, alert) => createAlert(db, owner, alert),
    existingAlert: async (owner, alertId) => {
      const snapshot = await getDoc(alertRef(db, owner, alertId));
      return snapshot.exists() ? { seen: snapshot.get('seen') === true, withdrawn: snapshot.get('withdrawn') === true } : null;
    },
    notifier,
    browserZone: () => new Intl.DateTimeFormat().resolvedOptions().timeZone,
  });
  const badge = createToolbarBadge(browser.action, async () => (await browser.tabs.query({})).flatMap((tab) => (tab.id === undefined ? [] : [tab.id])));
  const clicks = notificationClicks({
    notified: () => stored.notified(),
    uid,
    openTab: (url) => browser.tabs.create({ url }),
    clear: (id) => browser.notifications.clear(id),
    // The same writes as the pages' messages, tracked the same way: a refused one is named in the pages.
    markSeen: (owner, alertId) => {
      writes.track(markAlertsSeen(db, owner, [alertId]), { kind: 'page:mark-alerts-seen', payload: { ids: [alertId] } }, '');
      return Promise.resolve();
    },
    stopWatching: (owner, listId, itemId) => {
      const name = state().items[listId]?.find((item) => item.id === itemId)?.name ?? '';
      writes.track(setAlertRules(db, owner, listId, itemId, ALERTS_OFF), { kind: 'page:stop-watching', payload: { listId, itemId } }, name);
      return Promise.resolve();
    },
    openAlerts: () =>
      openAlerts({
        openPopup: typeof browser.action.openPopup === 'function' ? () => browser.action.openPopup() : undefined,
        setPopup: (popup) => browser.action.setPopup({ popup }),
        createTab: (url) => browser.tabs.create({ url }),
        pageUrl: (path) => browser.runtime.getURL(path),
      }),
  });

  let followed: Record<string, readonly ListItem[]> = {};
  let feed: AlertEntry[] | null = null;
  const follow = () => {
    const current = state();
    void badge.setUnseen(unseenCount(current.alerts.feed)).catch((error: unknown) => console.error(error));
    for (const id of newlySeen(feed, current.alerts.feed)) void browser.notifications.clear(id).catch((error: unknown) => console.error(error));
    feed = current.alerts.feed;
    // Signed out (or not yet known after a wake): every item counts as new once the account is back.
    if (uid() === null) {
      followed = {};
      return;
    }
    const changed = changedItems(followed, current.items);
    followed = current.items;
    if (changed.length > 0) void engine.itemsChanged(changed);
  };
  void store.ready.then(() => {
    follow();
    store.subscribe(follow);
  });

  const report = (error: unknown) => console.error(error);
  browser.notifications.onClicked.addListener((id) => void clicks.clicked(id).catch(report));
  // Firefox shows no buttons and may not have the event.
  if ('onButtonClicked' in browser.notifications) {
    browser.notifications.onButtonClicked.addListener((id, index) => void clicks.buttonClicked(id, index).catch(report));
  }
  browser.tabs.onRemoved.addListener((tabId) => badge.forgetTab(tabId));
  followNotificationPermission((globalThis as { chrome?: { notifications?: PermissionLevelApi } }).chrome?.notifications, (blocked) =>
    store.update((current) => (current.alerts.notificationsBlocked === blocked ? current : { ...current, alerts: { ...current.alerts, notificationsBlocked: blocked } })),
  );

  return {
    badge,
    onReading: (listId, itemId, reading) => void engine.onReading(listId, itemId, reading),
    onAlarm(alarm) {
      // The re-check engine's minute: a digest soon after quiet hours end, and a look at changes awaiting confirmation.
      if (alarm.name === RECHECK_ALARM) void engine.tick();
    },
    forgetItemAlertState: (listId, itemId) => engine.forget(listId, itemId),
    raiseActivity(owner, found) {
      const pending = found.map((alert) => ({
        uid: owner,
        alert,
        // The delivery plan reads only the id, the kind, the item and the time; an activity rests on no observation.
        candidate: {
          id: alert.id,
          itemPath: `lists/${alert.listId}/items/${alert.itemId}`,
          kind: alert.kind,
          rules: [],
          previousPrice: null,
          price: null,
          currency: null,
          availability: alert.availability,
          source: 'visit' as const,
          confidence: 1,
          observedAt: alert.observedAt,
          observerId: alert.observerId,
        },
        image: state().items[alert.listId]?.find((item) => item.id === alert.itemId)?.image ?? null,
      }));
      void engine.raise(pending);
    },
  };
}
