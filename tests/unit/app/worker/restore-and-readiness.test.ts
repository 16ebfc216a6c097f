import { NO_ALERTS } from '../../../../src/features/alerts/model/alerts';
import { NO_TRACKING } from '../../../../src/features/tracking/model/tracking';
import { describe, expect, it } from 'vitest';
import { whenQuickSaveReady } from '../../../../src/features/saving/worker/quick-save-readiness';
import { restoreCachedState } from '../../../../src/app/worker/restore-cached-state';
import { createStateStore } from '../../../../src/app/worker/store';
import type { AppState } from '../../../../src/app/state';
import { EMPTY_SHARING } from '../../../../src/features/sharing/model/sharing';

const fresh: AppState = { account: { status: 'signed-out' }, profile: null, lists: null, items: {}, browsingDetection: false, failedWrites: [], network: 'online', extensionVersion: '0.2.0', cacheWriteFailed: false, tracking: NO_TRACKING, alerts: NO_ALERTS , sharing: EMPTY_SHARING};
const ana = { status: 'signed-in', uid: 'ana', email: null, emailVerified: false, anonymous: true } as const;
const cached: AppState = {
  ...fresh,
  account: ana,
  lists: [{ id: 'L1', name: 'Wishlist', role: 'owner', ownerId: 'owner', memberCount: 1, gift: false, pendingWrites: false }],
  items: { L1: [] },
  browsingDetection: true,
  failedWrites: [{ id: 'f1', request: { kind: 'page:create-list', payload: { name: 'Gifts' } }, subject: 'Gifts', error: 'permission-denied', at: 0 }],
  network: 'offline',
  extensionVersion: '0.1.0',
};

describe('restoring the cached state in a new worker', () => {
  it('keeps what was last seen, refused writes included, but not the old network or version', () => {
    expect(restoreCachedState(cached, fresh)).toEqual({ ...cached, network: 'online', extensionVersion: '0.2.0' });
  });

  it('keeps the sharing notices until dismissed, and reads a cache without a newer sharing field', () => {
    const notice = { id: 'n1', listId: 'L2', listName: 'Family gifts', kind: 'removed' as const, role: null, at: 1 };
    const { activityOff: _dropped, ...olderSharing } = { ...EMPTY_SHARING, notices: [notice] };
    const restored = restoreCachedState({ ...cached, sharing: olderSharing }, fresh);
    expect(restored.sharing).toEqual({ ...EMPTY_SHARING, notices: [notice] });
  });
});

describe('quick save readiness', () => {
  const memory = () => ({ get: () => Promise.resolve({}), set: () => Promise.resolve(), remove: () => Promise.resolve() });

  it('waits until the signed-in user’s lists and their items are back', async () => {
    const store = createStateStore({ ...fresh, account: ana }, memory());
    let uid: string | null = null;
    let ready = false;
    const waiting = whenQuickSaveReady(store, () => Promise.resolve(), () => uid, 60_000).then(() => (ready = true));
    await store.ready;
    store.update((state) => ({ ...state, lists: cached.lists }));
    uid = 'ana';
    store.update((state) => ({ ...state, items: {} }));
    await Promise.resolve();
    expect(ready).toBe(false);
    store.update((state) => ({ ...state, items: { L1: [] } }));
    await waiting;
    expect(ready).toBe(true);
  });

  it('is ready at once when nobody is signed in', async () => {
    const store = createStateStore(fresh, memory());
    await expect(whenQuickSaveReady(store, () => Promise.resolve(), () => null, 60_000)).resolves.toBeUndefined();
  });
});
