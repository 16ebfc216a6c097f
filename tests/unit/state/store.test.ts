import { describe, expect, it, vi } from 'vitest';
import { createStateStore, type KeyValueStorage } from '../../../src/background/state/store';
import type { AppState, StateSnapshot } from '../../../src/shared/state';

const initial: AppState = { account: { status: 'signed-out' }, profile: null, lists: null, items: {}, browsingDetection: false, network: 'online', extensionVersion: '0.1.0' };

function memoryStorage(seed: Record<string, unknown> = {}) {
  const data = new Map(Object.entries(seed));
  const storage: KeyValueStorage = {
    get: (key) => Promise.resolve(data.get(key)),
    set: (key, value) => {
      data.set(key, structuredClone(value));
      return Promise.resolve();
    },
  };
  return { data, storage };
}

describe('state store', () => {
  it('continues the cached revision after a worker restart', async () => {
    const cached: StateSnapshot = { revision: 41, state: { ...initial, network: 'offline' } };
    const { storage } = memoryStorage({ cache: cached });
    const store = createStateStore(initial, storage, 'cache');
    await store.ready;
    expect(store.snapshot()).toEqual({ revision: 42, state: initial });
  });

  it('keeps what restore takes from the cached state', async () => {
    const account = { status: 'signed-in', uid: 'u1', email: 'a@b.c', emailVerified: false, anonymous: false } as const;
    const { storage } = memoryStorage({ cache: { revision: 7, state: { ...initial, account, network: 'offline' } } });
    const store = createStateStore(initial, storage, 'cache', {
      restore: (cached, fresh) => ({ ...fresh, account: cached.account }),
    });
    await store.ready;
    expect(store.snapshot()).toEqual({ revision: 8, state: { ...initial, account } });
  });

  it('ignores a cached value of the wrong shape', async () => {
    const { storage } = memoryStorage({ cache: { revision: 'x', state: 3 } });
    const store = createStateStore(initial, storage, 'cache');
    await store.ready;
    expect(store.snapshot().revision).toBe(1);
  });

  it('mirrors every revision to storage and tells subscribers', async () => {
    const { data, storage } = memoryStorage();
    const store = createStateStore(initial, storage, 'cache');
    await store.ready;
    const listener = vi.fn();
    store.subscribe(listener);
    store.update((state) => ({ ...state, network: 'offline' }));
    expect(listener).toHaveBeenCalledWith({ revision: 2, state: { ...initial, network: 'offline' } });
    expect(data.get('cache')).toEqual({ revision: 2, state: { ...initial, network: 'offline' } });
  });

  it('does not publish a change that changes nothing', async () => {
    const { storage } = memoryStorage();
    const store = createStateStore(initial, storage, 'cache');
    await store.ready;
    const listener = vi.fn();
    store.subscribe(listener);
    store.update((state) => ({ ...state }));
    expect(listener).not.toHaveBeenCalled();
  });

  it('still starts when storage cannot be read', async () => {
    const reportError = vi.fn();
    const storage: KeyValueStorage = { get: () => Promise.reject(new Error('quota')), set: () => Promise.resolve() };
    const store = createStateStore(initial, storage, 'cache', { reportError });
    await store.ready;
    expect(store.snapshot().state).toEqual(initial);
    expect(reportError).toHaveBeenCalled();
  });
});
