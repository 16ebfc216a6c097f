import { describe, expect, it, vi } from 'vitest';
import { PERSIST_INTERVAL_MS, createStateStore, type KeyValueStorage } from '../../../src/background/state/store';
import type { AppState, StateSnapshot } from '../../../src/shared/state';
import { decodeStateCache, encodeStateCache } from '../../../src/shared/state-cache';

const initial: AppState = { account: { status: 'signed-out' }, profile: null, lists: null, items: {}, browsingDetection: false, network: 'online', extensionVersion: '0.1.0', cacheWriteFailed: false };

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

  it('tells subscribers every revision and mirrors it to storage', async () => {
    const { data, storage } = memoryStorage();
    const store = createStateStore(initial, storage, 'cache');
    await store.ready;
    const listener = vi.fn();
    store.subscribe(listener);
    store.update((state) => ({ ...state, network: 'offline' }));
    expect(listener).toHaveBeenCalledWith({ revision: 2, state: { ...initial, network: 'offline' } });
    await vi.waitFor(() => expect(decodeStateCache(data.get('cache'))).toEqual({ revision: 2, state: { ...initial, network: 'offline' } }));
  });

  it('writes a burst of revisions to storage once, as its latest revision', async () => {
    vi.useFakeTimers();
    try {
      const { data, storage } = memoryStorage();
      const set = vi.spyOn(storage, 'set');
      const store = createStateStore(initial, storage, 'cache');
      await store.ready;
      expect(set).toHaveBeenCalledTimes(1);
      const listener = vi.fn();
      store.subscribe(listener);
      for (let list = 1; list <= 20; list += 1) {
        store.update((state) => ({ ...state, items: { ...state.items, [`list-${list}`]: [] } }));
        await vi.advanceTimersByTimeAsync(10);
      }
      expect(listener).toHaveBeenCalledTimes(20);
      await vi.advanceTimersByTimeAsync(PERSIST_INTERVAL_MS);
      expect(set).toHaveBeenCalledTimes(2);
      expect(decodeStateCache(data.get('cache'))).toEqual(store.snapshot());
      expect(store.snapshot().revision).toBe(21);
      await vi.advanceTimersByTimeAsync(PERSIST_INTERVAL_MS * 4);
      expect(set).toHaveBeenCalledTimes(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it('writes one revision at a time, whatever storage takes', async () => {
    const pending: (() => void)[] = [];
    const set = vi.fn(() => new Promise<void>((resolveSet) => pending.push(resolveSet)));
    const storage: KeyValueStorage = { get: () => Promise.resolve(undefined), set };
    const store = createStateStore(initial, storage, 'cache');
    await store.ready;
    store.update((state) => ({ ...state, network: 'offline' }));
    store.update((state) => ({ ...state, browsingDetection: true }));
    expect(set).toHaveBeenCalledTimes(1);
    pending.shift()?.();
    await vi.waitFor(() => expect(set).toHaveBeenCalledTimes(2));
    expect(set).toHaveBeenLastCalledWith('cache', encodeStateCache(store.snapshot()));
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

  it('does not publish again what a new worker restored from storage, whose keys storage sorted', async () => {
    const account = { status: 'signed-in', uid: 'u1', email: 'a@b.c', emailVerified: false, anonymous: false } as const;
    const sortedKeys = { anonymous: false, email: 'a@b.c', emailVerified: false, status: 'signed-in', uid: 'u1' } as const;
    const { storage } = memoryStorage({ cache: { revision: 7, state: { ...initial, account: sortedKeys } } });
    const store = createStateStore(initial, storage, 'cache', { restore: (cached, fresh) => ({ ...fresh, account: cached.account }) });
    await store.ready;
    const listener = vi.fn();
    store.subscribe(listener);
    store.update((state) => ({ ...state, account }));
    expect(listener).not.toHaveBeenCalled();
    expect(store.snapshot().revision).toBe(8);
  });

  it('still starts when storage cannot be read', async () => {
    const reportError = vi.fn();
    const storage: KeyValueStorage = { get: () => Promise.reject(new Error('quota')), set: () => Promise.resolve() };
    const store = createStateStore(initial, storage, 'cache', { reportError });
    await store.ready;
    expect(store.snapshot().state).toEqual(initial);
    expect(reportError).toHaveBeenCalled();
  });

  it('keeps writing after a write fails', async () => {
    const reportError = vi.fn();
    const written: number[] = [];
    let failNext = true;
    const storage: KeyValueStorage = {
      get: () => Promise.resolve(undefined),
      set: (_key, value) => {
        written.push(decodeStateCache(value)?.revision ?? -1);
        if (failNext) {
          failNext = false;
          return Promise.reject(new Error('quota'));
        }
        return Promise.resolve();
      },
    };
    const store = createStateStore(initial, storage, 'cache', { reportError });
    await store.ready;
    store.update((state) => ({ ...state, network: 'offline' }));
    await vi.waitFor(() => expect(written).toEqual([1, 2]));
    expect(reportError).toHaveBeenCalledTimes(1);
  });
});

describe('state cache encoding', () => {
  const snapshot: StateSnapshot = { revision: 3, state: initial };

  it('reads back what it wrote, as one string', () => {
    const stored = encodeStateCache(snapshot);
    expect(typeof stored).toBe('string');
    expect(decodeStateCache(stored)).toEqual(snapshot);
  });

  it('still reads the object an older version stored, and nothing unusable', () => {
    expect(decodeStateCache(snapshot)).toEqual(snapshot);
    expect(decodeStateCache('{not json')).toBeNull();
    expect(decodeStateCache(JSON.stringify({ revision: 'x' }))).toBeNull();
    expect(decodeStateCache(undefined)).toBeNull();
  });
});
