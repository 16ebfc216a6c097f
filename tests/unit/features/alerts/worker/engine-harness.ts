import { vi } from 'vitest';
import { createAlertEngine } from '../../../../../src/features/alerts/worker/alert-engine';
import { alertStorageOf, type AlertStorageArea } from '../../../../../src/features/alerts/worker/alert-storage';
import type { NewAlert } from '../../../../../src/features/alerts/worker/firestore/alerts';
import { DEFAULT_ALERT_PREFERENCES, NO_ALERTS, type AlertPreferences } from '../../../../../src/features/alerts/model/alerts';
import type { ListItem } from '../../../../../src/features/lists/model/items';
import { DEFAULT_PREFERENCES } from '../../../../../src/features/account/model/preferences';
import type { AppState } from '../../../../../src/app/state';
import { NO_TRACKING, type PricePoint } from '../../../../../src/features/tracking/model/tracking';
import { DAY, ME, T0 } from '../model/points';
import { listItem } from '../../../support/list-item';
import { EMPTY_SHARING } from '../../../../../src/features/sharing/model/sharing';

/** chrome.storage.local in memory, values copied through JSON as the browser does; every set recorded. */
export class FakeArea implements AlertStorageArea {
  values: Record<string, unknown> = {};
  sets: Record<string, unknown>[] = [];
  /** Throws on the next set whose keys include this one (a worker stopped mid-way). */
  failOn: string | null = null;
  get(keys: string[]) {
    return Promise.resolve(Object.fromEntries(keys.filter((key) => key in this.values).map((key) => [key, structuredClone(this.values[key])])));
  }
  set(entries: Record<string, unknown>) {
    if (this.failOn !== null && this.failOn in entries) {
      this.failOn = null;
      return Promise.reject(new Error('worker stopped'));
    }
    this.sets.push(entries);
    Object.assign(this.values, JSON.parse(JSON.stringify(entries)) as Record<string, unknown>);
    return Promise.resolve();
  }
  remove(keys: string[]) {
    for (const key of keys) delete this.values[key];
    return Promise.resolve();
  }
}

export function appState(items: ListItem[], alerts: Partial<AlertPreferences> = {}, storesWithAccess: string[] = []): AppState {
  return {
    account: { status: 'signed-in', uid: ME, email: null, emailVerified: false, anonymous: false },
    profile: { preferences: { ...DEFAULT_PREFERENCES, alerts: { ...DEFAULT_ALERT_PREFERENCES, timeZone: 'UTC', ...alerts } }, listOrder: [], pendingWrites: false },
    sharing: EMPTY_SHARING,
    lists: [],
    items: items.reduce<Record<string, ListItem[]>>((lists, item) => ({ ...lists, [item.listId]: [...(lists[item.listId] ?? []), item] }), {}),
    browsingDetection: false,
    failedWrites: [],
    network: 'online',
    extensionVersion: '0.1.0',
    cacheWriteFailed: false,
    tracking: { ...NO_TRACKING, storesWithAccess },
    alerts: { ...NO_ALERTS, feed: [] },
  };
}

/** An item whose trend follows its history's change points (what the items listener would show). */
export function itemWith(id: string, points: readonly PricePoint[], overrides: Partial<ListItem> = {}): ListItem {
  const changes = points.filter((point, index) => index === 0 || point.amount !== points[index - 1]!.amount || point.availability !== points[index - 1]!.availability);
  const last = points.at(-1);
  return listItem(id, 'L', {
    currency: 'EUR',
    price: last?.amount ?? null,
    availability: last?.availability ?? 'unknown',
    trend: changes.slice(-8).map((point) => ({ at: point.at, amount: point.amount, availability: point.availability })),
    ...overrides,
  });
}

/** The engine over fakes: history per item, a feed that the alerts listener fills, notifications recorded. */
export function harness(area = new FakeArea()) {
  const world = {
    now: T0,
    state: appState([]),
    history: {} as Record<string, PricePoint[]>,
    shown: [] as { id: string; title?: string; image: string | null }[],
    digests: [] as { id: string; count: number; names: string[] }[],
    feedWrites: [] as NewAlert[],
    failFeedWrites: false,
    /** The feed's documents on the server, which a feed not yet loaded (null) does not show. */
    server: {} as Record<string, { seen: boolean; withdrawn: boolean }>,
    existingReads: 0,
  };
  const readHistory = vi.fn((listId: string, itemId: string, days: number, now: number) =>
    Promise.resolve((world.history[`${listId}/${itemId}`] ?? []).filter((point) => point.at >= now - days * DAY).map((point) => ({ ...point }))),
  );
  const checkNow = vi.fn(() => Promise.resolve());
  const engine = createAlertEngine({
    now: () => world.now,
    uid: () => ME,
    state: () => world.state,
    area,
    stored: alertStorageOf(area),
    readHistory,
    checkNow,
    writeAlert: (_uid, alert) => {
      if (world.failFeedWrites) return Promise.reject(new Error('offline'));
      world.feedWrites.push(alert);
      const entry = { ...alert, createdAt: world.now, seen: false, withdrawn: false };
      const feed = (world.state.alerts.feed ?? []).filter((other) => other.id !== alert.id);
      world.state = { ...world.state, alerts: { ...world.state.alerts, feed: [entry, ...feed] } };
      return Promise.resolve();
    },
    existingAlert: (_uid, alertId) => {
      world.existingReads += 1;
      const stored = world.server[alertId];
      return Promise.resolve(stored === undefined ? null : { seen: stored.seen, withdrawn: stored.withdrawn });
    },
    notifier: {
      showAlert: (alert, image) => Promise.resolve(void world.shown.push({ id: alert.id, title: alert.name, image })),
      showDigest: (id, count, names) => Promise.resolve(void world.digests.push({ id, count, names })),
    },
    browserZone: () => 'UTC',
  });
  /** Sets the item's history and puts the item, as its listener would, into the state. */
  const setItem = (id: string, points: PricePoint[], overrides: Partial<ListItem> = {}): ListItem => {
    world.history[`L/${id}`] = points;
    const item = itemWith(id, points, overrides);
    const others = (world.state.items.L ?? []).filter((other) => other.id !== id);
    world.state = { ...world.state, items: { ...world.state.items, L: [...others, item] } };
    return item;
  };
  return { world, engine, area, readHistory, checkNow, setItem };
}
