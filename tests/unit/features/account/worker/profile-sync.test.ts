import { DEFAULT_ALERT_PREFERENCES } from '../../../../../src/features/alerts/model/alerts';
import { NO_ALERTS } from '../../../../../src/features/alerts/model/alerts';
import { NO_TRACKING } from '../../../../../src/features/tracking/model/tracking';
import type { Firestore } from 'firebase/firestore';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createProfileSync } from '../../../../../src/features/account/worker/profile-sync';
import { createStateStore } from '../../../../../src/app/worker/store';
import { createWriteTracker } from '../../../../../src/app/worker/write-tracker';
import type { AccountState, AppState, ProfileState } from '../../../../../src/app/state';
import { EMPTY_SHARING } from '../../../../../src/features/sharing/model/sharing';

const server = vi.hoisted(() => ({
  onProfile: null as ((profile: unknown) => void) | null,
  create: null as null | (() => Promise<void>),
}));
vi.mock('../../../../../src/features/account/worker/firestore/users', () => ({
  subscribeProfile: (_db: unknown, _uid: string, onProfile: (profile: unknown) => void) => {
    server.onProfile = onProfile;
    return () => undefined;
  },
  createProfile: () => server.create!(),
}));

const ana: AccountState = { status: 'signed-in', uid: 'ana', email: null, emailVerified: false, anonymous: true };
const initial: AppState = { account: ana, profile: null, lists: null, items: {}, browsingDetection: false, failedWrites: [], network: 'online', extensionVersion: '0.1.0', cacheWriteFailed: false, tracking: NO_TRACKING, alerts: NO_ALERTS , sharing: EMPTY_SHARING};
const profile: ProfileState = { preferences: { recheckHours: 6, alerts: DEFAULT_ALERT_PREFERENCES }, listOrder: [], pendingWrites: false };
const refused = () => Promise.reject(Object.assign(new Error('denied'), { code: 'permission-denied' }));
const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

function setup() {
  const store = createStateStore(initial, { get: () => Promise.resolve({}), set: () => Promise.resolve(), remove: () => Promise.resolve() });
  const writes = createWriteTracker(store, { newId: () => 'f1', now: () => 5, reportError: () => undefined });
  const sync = createProfileSync({} as Firestore, () => undefined, 'Wishlist', writes, () => undefined);
  sync.follow(ana);
  return store;
}

describe('creating a new account’s profile', () => {
  beforeEach(() => {
    server.onProfile = null;
  });

  it('tells the shopper when the server refuses it and no profile exists', async () => {
    server.create = refused;
    const store = setup();
    server.onProfile?.(null);
    await settled();
    expect(store.snapshot().state.failedWrites).toEqual([
      { id: 'f1', request: { kind: 'background:create-profile', payload: null }, subject: '', error: 'permission-denied', at: 5 },
    ]);
  });

  it('says nothing when another browser created it first (its batch refused, the profile there)', async () => {
    let refuse: () => void = () => undefined;
    server.create = () => new Promise((_, reject) => (refuse = () => reject(Object.assign(new Error('denied'), { code: 'permission-denied' }))));
    const store = setup();
    server.onProfile?.(null);
    server.onProfile?.(profile);
    refuse();
    await settled();
    expect(store.snapshot().state.failedWrites).toEqual([]);
  });

  it('clears the failure once the profile arrives after all', async () => {
    server.create = refused;
    const store = setup();
    server.onProfile?.(null);
    await settled();
    expect(store.snapshot().state.failedWrites).toHaveLength(1);
    server.onProfile?.(profile);
    expect(store.snapshot().state.failedWrites).toEqual([]);
  });
});
