import { DEFAULT_ALERT_PREFERENCES, type AlertEntry } from '../model/alerts';
import { NO_DELIVERIES, planDelivery, type DeliveryState } from '../model/delivery-plan';
import type { NewAlert } from './firestore/alerts';
import { sameData } from '../../../platform/state/same-data';
import type { AlertStorage, AlertStorageArea, NotifiedRecord, PendingAlert } from './alert-storage';
import { ALERT_KEYS, alertDeliveryKey, NOTIFIED_KEPT } from './alert-storage';
import { deliverySettingsOf, notificationWanted } from './delivery-settings';
import type { AppState } from '../../../app/state';

/** What shows notifications (browser.notifications in the worker). */
export interface AlertNotifier {
  showAlert(alert: NewAlert, image: string | null): Promise<void>;
  showDigest(id: string, count: number, names: string[]): Promise<void>;
}

export interface DeliveryDeps {
  now(): number;
  uid(): string | null;
  state(): AppState;
  area: AlertStorageArea;
  stored: AlertStorage;
  /** Writes one alert to the feed (createAlert); rejects when it could not. */
  writeAlert(uid: string, alert: NewAlert): Promise<void>;
  /**
   * The feed document's seen and withdrawn, or null when there is none: asked (one read) only while
   * the feed is not loaded, since a second write of an alert would make it unseen and not withdrawn again.
   */
  existingAlert(uid: string, alertId: string): Promise<Pick<AlertEntry, 'seen' | 'withdrawn'> | null>;
  notifier: AlertNotifier;
  browserZone(): string;
}

/** A feed write that has not answered by then is tried again on the next pass (the same id replaces it). */
export const FEED_WRITE_TIMEOUT_MS = 20_000;

async function withTimeout(work: Promise<void>, ms: number): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error('The alert feed write timed out.')), ms);
  });
  try {
    await Promise.race([work, late]);
  } finally {
    clearTimeout(timer);
  }
}

/** A day with nothing delivered or held is no state: the periodic pass does not write a new day's date alone. */
const meaningful = (state: DeliveryState): DeliveryState => (state.deliveredToday > 0 || state.held.length > 0 ? state : NO_DELIVERIES);

const digestIdOf = (firstId: string): string => `digest-${firstId}`;

function nameOf(state: AppState, feed: ReadonlyMap<string, Pick<AlertEntry, 'name'>>, id: string, itemPath: string): string | null {
  const [, listId, , itemId] = itemPath.split('/');
  const item = listId === undefined ? undefined : state.items[listId]?.find((entry) => entry.id === itemId);
  return item?.name ?? feed.get(id)?.name ?? null;
}

/**
 * Delivers the persisted pending alerts of the signed-in account: each into the feed (unless it is
 * there), then the delivery plan (quiet hours, the cap, a digest once they end), then the
 * notifications. What was shown is recorded in the same storage write that clears the pending
 * alerts and before anything is shown, so a worker restarted at any point never shows one twice.
 */
export async function deliverPending(deps: DeliveryDeps): Promise<void> {
  const uid = deps.uid();
  if (uid === null) return;
  const state = deps.state();
  const pending = await deps.stored.pending();
  const feed = new Map<string, Pick<AlertEntry, 'seen' | 'withdrawn' | 'name'>>((state.alerts.feed ?? []).map((alert) => [alert.id, alert]));
  const written: PendingAlert[] = [];
  const failed: PendingAlert[] = [];
  for (const entry of pending.filter((candidate) => candidate.uid === uid)) {
    if (state.alerts.feed === null && !feed.has(entry.alert.id)) {
      const existing = await deps.existingAlert(uid, entry.alert.id).catch((error: unknown) => (console.error(error), null));
      if (existing !== null) feed.set(entry.alert.id, { ...existing, name: entry.alert.name });
    }
    if (feed.has(entry.alert.id)) {
      written.push(entry);
      continue;
    }
    try {
      await withTimeout(deps.writeAlert(uid, entry.alert), FEED_WRITE_TIMEOUT_MS);
      written.push(entry);
    } catch (error) {
      console.error(error);
      failed.push(entry);
    }
  }
  const preferences = state.profile?.preferences.alerts ?? DEFAULT_ALERT_PREFERENCES;
  const notified = await deps.stored.notified();
  const shown = new Set(notified.map((record) => record.id));
  const wanted = written.filter((entry) => {
    const inFeed = feed.get(entry.alert.id);
    return notificationWanted(entry.alert.kind, preferences.notify) && !shown.has(entry.alert.id) && !inFeed?.seen && !inFeed?.withdrawn;
  });
  const delivery = await deps.stored.delivery(uid);
  const now = deps.now();
  const plan = planDelivery(wanted.map((entry) => entry.candidate), delivery, deliverySettingsOf(preferences, deps.browserZone()), now);
  const toShow = plan.deliverNow.flatMap((candidate) => wanted.filter((entry) => entry.alert.id === candidate.id));
  // Seen in the popup while quiet hours held it: nothing to tell any more.
  const digest = plan.digest?.filter((candidate) => !feed.get(candidate.id)?.seen && !feed.get(candidate.id)?.withdrawn) ?? [];
  const digestId = digest.length > 0 ? digestIdOf(digest[0]!.id) : null;
  const records: NotifiedRecord[] = toShow.map(({ alert }) => ({ id: alert.id, uid, listId: alert.listId, itemId: alert.itemId, url: alert.url }));
  if (digestId !== null && !shown.has(digestId)) records.push({ id: digestId, uid, listId: null, itemId: null, url: null });

  const entries: Record<string, unknown> = {};
  const remaining = pending.filter((entry) => entry.uid !== uid || failed.includes(entry));
  if (remaining.length !== pending.length) Object.assign(entries, ALERT_KEYS.pending.entry(remaining));
  const nextDelivery = meaningful(plan.nextState);
  if (!sameData(nextDelivery, meaningful(delivery))) Object.assign(entries, alertDeliveryKey(uid).entry(nextDelivery));
  if (records.length > 0) Object.assign(entries, ALERT_KEYS.notified.entry([...notified, ...records].slice(-NOTIFIED_KEPT)));
  if (Object.keys(entries).length > 0) await deps.area.set(entries);

  const showing = toShow.map(({ alert, image }) => deps.notifier.showAlert(alert, image));
  if (digestId !== null && records.some((record) => record.id === digestId)) {
    const names = digest.map((candidate) => nameOf(state, feed, candidate.id, candidate.itemPath)).filter((name): name is string => name !== null);
    showing.push(deps.notifier.showDigest(digestId, digest.length, names));
  }
  for (const outcome of await Promise.allSettled(showing)) if (outcome.status === 'rejected') console.error(outcome.reason);
}
