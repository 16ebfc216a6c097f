import type { Firestore } from 'firebase/firestore';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { alertHandlers } from '../../../../../src/features/alerts/worker/alert-handlers';
import { routed } from '../../../support/routed';
import { createStateStore } from '../../../../../src/app/worker/store';
import { createWriteTracker } from '../../../../../src/app/worker/write-tracker';
import { ALERTS_OFF, DEFAULT_ALERT_PREFERENCES, NO_ALERTS, type AlertEntry } from '../../../../../src/features/alerts/model/alerts';
import type { ListRole } from '../../../../../src/features/lists/model/lists';
import type { AppState } from '../../../../../src/app/state';
import { NO_TRACKING } from '../../../../../src/features/tracking/model/tracking';
import { listItem } from '../../../support/list-item';
import { EMPTY_SHARING } from '../../../../../src/features/sharing/model/sharing';

const calls = vi.hoisted(() => ({ log: [] as unknown[][], result: null as null | (() => Promise<void>), removal: null as null | (() => Promise<unknown>) }));
const written = () => (calls.result ?? (() => Promise.resolve()))();
vi.mock('../../../../../src/features/account/worker/firestore/users', () => ({
  updateAlertPreferences: (...args: unknown[]) => (calls.log.push(['updateAlertPreferences', ...args.slice(1)]), written()),
}));
vi.mock('../../../../../src/features/alerts/worker/firestore/alert-rules', () => ({
  setAlertRules: (...args: unknown[]) => (calls.log.push(['setAlertRules', ...args.slice(1)]), written()),
}));
vi.mock('../../../../../src/features/alerts/worker/firestore/alerts', () => ({
  markAlertsSeen: (...args: unknown[]) => (calls.log.push(['markAlertsSeen', ...args.slice(1)]), written()),
  withdrawAlert: (...args: unknown[]) => (calls.log.push(['withdrawAlert', ...args.slice(1)]), written()),
}));
vi.mock('../../../../../src/features/alerts/worker/firestore/wrong-price', () => ({
  removeWrongObservation: (...args: unknown[]) => {
    calls.log.push(['removeWrongObservation', ...args.slice(1)]);
    return calls.removal ? calls.removal() : Promise.resolve({ restored: null, written: written() });
  },
}));

const OBSERVED_AT = Date.UTC(2026, 2, 15, 14, 5);
const feedAlert = (overrides: Partial<AlertEntry> = {}): AlertEntry => ({
  id: 'a'.repeat(32),
  listId: 'L1',
  itemId: 'I1',
  name: 'Lamp',
  url: 'https://shop.example/lamp',
  kind: 'drop',
  rule: { kind: 'drop-percent', value: 1000 },
  previousPrice: 100,
  price: 5,
  currency: 'EUR',
  availability: 'in-stock',
  source: 'recheck',
  method: 'json-ld',
  confidence: 0.95,
  observedAt: OBSERVED_AT,
  observerId: null,
  createdAt: 1,
  seen: false,
  withdrawn: false,
  ...overrides,
});

function setup(options: { role?: ListRole; feed?: AlertEntry[]; uid?: string | null } = {}) {
  const { role = 'owner', feed = [feedAlert()], uid = 'ana' } = options;
  const state: AppState = {
    account: { status: 'signed-in', uid: 'ana', email: null, emailVerified: false, anonymous: true },
    profile: null,
    lists: [{ id: 'L1', name: 'Family gifts', role, ownerId: 'owner', memberCount: 1, gift: false, pendingWrites: false }],
    items: { L1: [listItem('I1', 'L1', { name: 'Desk lamp' })] },
    browsingDetection: false,
    failedWrites: [],
    network: 'online',
    extensionVersion: '0.1.0',
    cacheWriteFailed: false,
    tracking: NO_TRACKING,
    alerts: { ...NO_ALERTS, feed },
    sharing: EMPTY_SHARING,
  };
  const store = createStateStore(state, { get: () => Promise.resolve({}), set: () => Promise.resolve(), remove: () => Promise.resolve() });
  const writes = createWriteTracker(store, { newId: () => 'f1', now: () => 5, reportError: () => undefined });
  const forget = vi.fn((_listId: string, _itemId: string) => {
    calls.log.push(['forget']);
    return Promise.resolve();
  });
  const handlers = routed(alertHandlers({} as Firestore, () => store.snapshot().state, writes, forget), store, () => uid);
  const context = {};
  return { handlers, store, forget, context };
}

const settled = () => new Promise((resolve) => setTimeout(resolve, 0));
const refused = () => Promise.reject(Object.assign(new Error('denied'), { code: 'permission-denied' }));

beforeEach(() => {
  calls.log = [];
  calls.result = null;
  calls.removal = null;
});

describe('alert settings', () => {
  it('writes the alert preferences alone', async () => {
    const { handlers, context } = setup();
    const preferences = { ...DEFAULT_ALERT_PREFERENCES, dailyCap: 3 };
    expect(await handlers['page:update-alert-preferences'](preferences, context)).toBeNull();
    expect(calls.log).toEqual([['updateAlertPreferences', 'ana', preferences]]);
  });

  it('sets an item’s rules and a list’s defaults, and removes them with null', async () => {
    const { handlers, context } = setup();
    await handlers['page:set-alert-rules']({ listId: 'L1', itemId: 'I1', settings: { target: 30 } }, context);
    await handlers['page:set-alert-rules']({ listId: 'L1', settings: { dropBasisPoints: 500 } }, context);
    await handlers['page:set-alert-rules']({ listId: 'L1', itemId: 'I1', settings: null }, context);
    expect(calls.log).toEqual([
      ['setAlertRules', 'ana', 'L1', 'I1', { target: 30 }],
      ['setAlertRules', 'ana', 'L1', undefined, { dropBasisPoints: 500 }],
      ['setAlertRules', 'ana', 'L1', 'I1', null],
    ]);
  });

  it('"Stop watching" switches every rule of the item off', async () => {
    const { handlers, context } = setup();
    await handlers['page:stop-watching']({ listId: 'L1', itemId: 'I1' }, context);
    expect(calls.log).toEqual([['setAlertRules', 'ana', 'L1', 'I1', ALERTS_OFF]]);
  });

  it('refuses rules for a list the shopper does not have, and everything when signed out', async () => {
    const { handlers, context } = setup();
    await expect(handlers['page:set-alert-rules']({ listId: 'other', settings: null }, context)).rejects.toMatchObject({ code: 'not-found' });
    const signedOut = setup({ uid: null });
    await expect(signedOut.handlers['page:stop-watching']({ listId: 'L1', itemId: 'I1' }, context)).rejects.toMatchObject({ code: 'not-signed-in' });
    expect(calls.log).toEqual([]);
  });

  it('tells the shopper, naming the item, when the server refuses a rule change', async () => {
    calls.result = refused;
    const { handlers, store, context } = setup();
    await handlers['page:set-alert-rules']({ listId: 'L1', itemId: 'I1', settings: { target: 30 } }, context);
    await settled();
    expect(store.snapshot().state.failedWrites).toEqual([
      {
        id: 'f1',
        request: { kind: 'page:set-alert-rules', payload: { listId: 'L1', itemId: 'I1', settings: { target: 30 } } },
        subject: 'Desk lamp',
        error: 'permission-denied',
        at: 5,
      },
    ]);
  });
});

describe('marking alerts seen', () => {
  it('writes only the unseen alerts the feed holds, in one batch', async () => {
    const feed = [feedAlert({ id: '1'.repeat(32) }), feedAlert({ id: '2'.repeat(32), seen: true }), feedAlert({ id: '3'.repeat(32) })];
    const { handlers, context } = setup({ feed });
    await handlers['page:mark-alerts-seen']({ ids: ['1'.repeat(32), '2'.repeat(32), '9'.repeat(32)] }, context);
    expect(calls.log).toEqual([['markAlertsSeen', 'ana', ['1'.repeat(32)]]]);
  });

  it('writes nothing when every alert named is seen already', async () => {
    const { handlers, context } = setup({ feed: [feedAlert({ seen: true })] });
    await handlers['page:mark-alerts-seen']({ ids: ['a'.repeat(32)] }, context);
    expect(calls.log).toEqual([]);
  });
});

describe('"Wrong price"', () => {
  const alertId = 'a'.repeat(32);

  it.each([
    ['the list’s owner', 'owner', 'eddie'],
    ['an editor', 'editor', 'vera'],
    ['a viewer on their own observation', 'viewer', null],
  ] as const)('%s: withdraws the alert, removes the observation of its hour, then the engine forgets the item', async (_who, role, observerId) => {
    const { handlers, forget, context } = setup({ role, feed: [feedAlert({ observerId })] });
    expect(await handlers['page:wrong-price']({ alertId }, context)).toBeNull();
    expect(calls.log).toEqual([['withdrawAlert', 'ana', alertId], ['removeWrongObservation', 'L1', 'I1', { hour: '2026031514', observerId: observerId ?? 'ana' }, 'ana'], ['forget']]);
    expect(forget).toHaveBeenCalledWith('L1', 'I1');
  });

  it('a viewer on another member’s observation: only their alert is withdrawn, and their engine forgets the item', async () => {
    const { handlers, forget, context } = setup({ role: 'viewer', feed: [feedAlert({ observerId: 'eddie' })] });
    await handlers['page:wrong-price']({ alertId }, context);
    expect(calls.log).toEqual([['withdrawAlert', 'ana', alertId], ['forget']]);
    expect(forget).toHaveBeenCalledWith('L1', 'I1');
  });

  it('a removal that fails (offline, refused) is shown as not saved, and the engine forgets the item anyway', async () => {
    calls.removal = refused;
    const { handlers, store, forget, context } = setup();
    await handlers['page:wrong-price']({ alertId }, context);
    await settled();
    expect(forget).toHaveBeenCalledTimes(1);
    expect(store.snapshot().state.failedWrites).toEqual([
      { id: 'f1', request: { kind: 'page:wrong-price', payload: { alertId } }, subject: 'Lamp', error: 'permission-denied', at: 5 },
    ]);
  });

  it('refuses an alert the feed does not hold, and a list activity alert', async () => {
    const { handlers, forget, context } = setup({ feed: [feedAlert({ kind: 'list-activity' })] });
    await expect(handlers['page:wrong-price']({ alertId: 'b'.repeat(32) }, context)).rejects.toMatchObject({ code: 'not-found' });
    await expect(handlers['page:wrong-price']({ alertId }, context)).rejects.toMatchObject({ code: 'invalid-payload' });
    expect(calls.log).toEqual([]);
    expect(forget).not.toHaveBeenCalled();
  });
});
