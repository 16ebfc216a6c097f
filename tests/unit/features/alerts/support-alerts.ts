import { DEFAULT_ALERT_PREFERENCES, NO_ALERTS, type AlertEntry } from '../../../../src/features/alerts/model/alerts';
import type { AppState } from '../../../../src/app/state';
import { NO_TRACKING } from '../../../../src/features/tracking/model/tracking';
import { EMPTY_SHARING } from '../../../../src/features/sharing/model/sharing';

/** An alert id as the worker makes them: 32 hex digits. */
export const alertIdOf = (n: number): string => n.toString(16).padStart(32, '0');

export function alertEntry(n: number, overrides: Partial<AlertEntry> = {}): AlertEntry {
  return {
    id: alertIdOf(n),
    listId: 'wish',
    itemId: `i${n}`,
    name: `Product ${n}`,
    url: `https://shop.example/p/${n}`,
    kind: 'drop',
    rule: { kind: 'drop-percent', value: 1000 },
    previousPrice: 100,
    price: 85,
    currency: 'EUR',
    availability: 'in-stock',
    source: 'recheck',
    method: 'json-ld',
    confidence: 0.95,
    observedAt: 1_700_000_000_000 + n * 60_000,
    observerId: null,
    createdAt: 1_700_000_000_000 + n * 60_000,
    seen: false,
    withdrawn: false,
    ...overrides,
  };
}

export const signedInState: AppState = {
  account: { status: 'signed-in', uid: 'ana', email: 'ana@x.test', emailVerified: true, anonymous: false },
  profile: { preferences: { recheckHours: 6, alerts: { ...DEFAULT_ALERT_PREFERENCES, priceLocale: 'en-US' } }, listOrder: [], pendingWrites: false },
  sharing: EMPTY_SHARING,
  lists: [{ id: 'wish', name: 'Wishlist', role: 'owner', ownerId: 'owner', memberCount: 1, gift: false, pendingWrites: false }],
  items: { wish: [] },
  browsingDetection: false,
  failedWrites: [],
  network: 'online',
  extensionVersion: '0.1.0',
  cacheWriteFailed: false,
  tracking: NO_TRACKING,
  alerts: NO_ALERTS,
};

export const withFeed = (feed: AlertEntry[] | null, extra: Partial<AppState> = {}): AppState => ({
  ...signedInState,
  ...extra,
  alerts: { ...signedInState.alerts, feed },
});
