import { DEFAULT_PREFERENCES } from '../../../../src/features/account/model/preferences';
import { EMPTY_SHARING } from '../../../../src/features/sharing/model/sharing';
import { NO_TRACKING } from '../../../../src/features/tracking/model/tracking';
import type { AlertEntry } from '../../../../src/features/alerts/model/alerts';
import type { AppState } from '../../../../src/app/state';
import { listItem } from '../../support/list-item';

export const T0 = Date.UTC(2026, 0, 2, 3, 4, 5);

/** A stored item as the data module hands it over: plain fields, times in milliseconds. */
export function storedItem(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    name: 'Lego 42115',
    brand: 'Lego',
    image: 'https://shop.example/lego.jpg',
    url: 'https://shop.example/p/lego-42115',
    productKey: 'https://shop.example/p/lego-42115',
    store: 'shop.example',
    price: 299.99,
    currency: 'EUR',
    listPrice: 349.99,
    savedPrice: 319.99,
    availability: 'in-stock',
    sku: 'L-42115',
    gtin: '5702016616378',
    method: 'json-ld',
    confidence: 0.95,
    note: 'for Ben',
    quantity: 1,
    status: 'wanted',
    addedBy: 'ana',
    addedAt: T0,
    updatedAt: T0 + 1000,
    observerId: 'ana',
    observationHour: '2026010303',
    lastCheck: { at: T0 + 86_400_000, outcome: 'ok', source: 'recheck', observerId: 'ana' },
    trend: [{ at: T0 + 86_400_000, amount: 299.99, availability: 'in-stock' }],
    ...overrides,
  };
}

export function storedObservation(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    amount: 299.99,
    currency: 'EUR',
    availability: 'in-stock',
    outcome: 'ok',
    source: 'recheck',
    method: 'json-ld',
    confidence: 0.95,
    observerId: 'ana',
    observedAt: T0 + 86_400_000,
    expiresAt: T0 + 731 * 86_400_000,
    ...overrides,
  };
}

export const alertEntry = (overrides: Partial<AlertEntry> = {}): AlertEntry => ({
  id: 'a'.repeat(32),
  listId: 'family',
  itemId: 'lego',
  name: 'Lego 42115',
  url: 'https://shop.example/p/lego-42115',
  kind: 'drop',
  rule: { kind: 'drop-percent', value: 1000 },
  previousPrice: 349.99,
  price: 299.99,
  currency: 'EUR',
  availability: 'in-stock',
  source: 'recheck',
  method: 'json-ld',
  confidence: 0.95,
  observedAt: T0,
  observerId: null,
  createdAt: T0 + 5000,
  seen: false,
  withdrawn: false,
  ...overrides,
});

export function signedInState(overrides: Partial<AppState> = {}): AppState {
  return {
    account: { status: 'signed-in', uid: 'ana', email: 'ana@cartwatch.test', emailVerified: true, anonymous: false },
    profile: { preferences: DEFAULT_PREFERENCES, listOrder: ['gifts', 'family'], pendingWrites: false },
    lists: [
      { id: 'family', name: 'Family', role: 'owner', ownerId: 'ana', memberCount: 1, gift: false, pendingWrites: false },
      { id: 'gifts', name: 'Ben’s birthday', role: 'editor', ownerId: 'ben', memberCount: 2, gift: true, pendingWrites: false },
    ],
    items: { family: [listItem('lego', 'family'), listItem('duplo', 'family')], gifts: [listItem('book', 'gifts')] },
    browsingDetection: false,
    failedWrites: [],
    network: 'online',
    extensionVersion: '0.1.0',
    cacheWriteFailed: false,
    tracking: NO_TRACKING,
    alerts: { feed: [], rules: { family: { dropBasisPoints: 500 }, 'family/lego': { target: 250 } }, notificationsBlocked: false },
    sharing: {
      ...EMPTY_SHARING,
      members: {
        gifts: [
          { uid: 'ben', name: 'Ben', role: 'owner' },
          { uid: 'ana', name: 'Ana', role: 'editor' },
        ],
      },
      claims: { gifts: { book: { listId: 'gifts', itemId: 'book', claimedBy: 'ana', claimerName: 'Ana', status: 'claimed', updatedAt: T0 } } },
      activityOff: ['gifts'],
    },
    ...overrides,
  };
}
