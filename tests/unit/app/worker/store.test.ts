import { NO_ALERTS } from '../../../../src/features/alerts/model/alerts';
import { NO_TRACKING } from '../../../../src/features/tracking/model/tracking';
import { describe, expect, it, vi } from 'vitest';
import { restoreCachedState } from '../../../../src/app/worker/restore-cached-state';
import { PERSIST_INTERVAL_MS, RESTORED_WRITE_HOLD_MS, createStateStore, type CacheStorage } from '../../../../src/app/worker/store';
import type { ListItem } from '../../../../src/features/lists/model/items';
import type { ListSummary } from '../../../../src/features/lists/model/lists';
import type { AppState, StateSnapshot } from '../../../../src/app/state';
import { cachedStateOf, decodeCacheHead, decodeListItems, encodeCacheHead, encodeListItems } from '../../../../src/app/state-cache';
import { LEGACY_STATE_CACHE_NAME, STATE_CACHE_HEAD_NAME } from '../../../../src/platform/state/storage-keys';
import { listItemsCacheKey } from '../../../../src/app/state-cache';
import { listItem } from '../../support/list-item';
import { EMPTY_SHARING } from '../../../../src/features/sharing/model/sharing';

const HEAD = STATE_CACHE_HEAD_NAME;
const initial: AppState = { account: { status: 'signed-out' }, profile: null, lists: null, items: {}, browsingDetection: false, failedWrites: [], network: 'online', extensionVersion: '0.1.0', cacheWriteFailed: false, tracking: NO_TRACKING, alerts: NO_ALERTS , sharing: EMPTY_SHARING};
const list = (id: string): ListSummary => ({ id, name: `List ${id}`, role: 'owner', ownerId: 'owner', memberCount: 1, gift: false, pendingWrites: false });
const itemsOf = (listId: string, count: number): ListItem[] => Array.from({ length: count }, (_, n) => listItem(`${listId}-${n}`, listId));

function memoryStorage(seed: Record<string, unknown> = {}) {
  const data = new Map(Object.entries(seed));
  const storage: CacheStorage = {
    get: (keys) => Promise.resolve(Object.fromEntries(keys.filter((key) => data.has(key)).map((key) => [key, data.get(key)]))),
    set: (entries) => {
      for (const [key, value] of Object.entries(entries)) data.set(key, structuredClone(value));
      return Promise.resolve();
    },
    remove: (keys) => {
      for (const key of keys) data.delete(key);
      return Promise.resolve();
    },
  };
  return { data, storage };
}

/** What storage holds as the state cache, put together again as the worker would restore it. */
function cachedSnapshot(data: Map<string, unknown>): StateSnapshot | null {
  const head = decodeCacheHead(data.get(HEAD));
  if (head === null) return null;
  const items = Object.fromEntries(
    (head.snapshot.state.lists ?? []).flatMap((summary) => {
      const listItems = decodeListItems(data.get(listItemsCacheKey(summary.id).name));
      return listItems === null ? [] : [[summary.id, listItems]];
    }),
  );
  return { revision: head.snapshot.revision, state: { ...head.snapshot.state, items } };
}

function seeded(snapshot: StateSnapshot): Record<string, string> {
  return {
    [HEAD]: encodeCacheHead(cachedStateOf(snapshot)),
    ...Object.fromEntries(Object.entries(snapshot.state.items).map(([listId, items]) => [listItemsCacheKey(listId).name, encodeListItems(items)])),
  };
}

const twoLists: AppState = { ...initial, lists: [list('a'), list('b')], items: { a: itemsOf('a', 3), b: itemsOf('b', 2) } };

describe('state store', () => {
  it('continues the cached revision after a worker restart', async () => {
    const { storage } = memoryStorage(seeded({ revision: 41, state: { ...initial, network: 'offline' } }));
    const store = createStateStore(initial, storage);
    await store.ready;
    expect(store.snapshot()).toEqual({ revision: 42, state: initial });
  });

  it('keeps what restore takes from the cached state, items included', async () => {
    const account = { status: 'signed-in', uid: 'u1', email: 'a@b.c', emailVerified: false, anonymous: false } as const;
    const { storage } = memoryStorage(seeded({ revision: 7, state: { ...twoLists, account, network: 'offline' } }));
    const store = createStateStore(initial, storage, {
      restore: (cached, fresh) => ({ ...fresh, account: cached.account, lists: cached.lists, items: cached.items }),
    });
    await store.ready;
    expect(store.snapshot()).toEqual({ revision: 8, state: { ...twoLists, account } });
  });

  it('ignores a cache of another version and removes the whole-state cache of version 1', async () => {
    const olderHead = JSON.stringify({ version: 1, ...cachedStateOf({ revision: 30, state: { ...initial, network: 'offline' } }) });
    const versionOne = JSON.stringify({ revision: 40, state: { ...initial, network: 'offline' } });
    const { data, storage } = memoryStorage({ [HEAD]: olderHead, [LEGACY_STATE_CACHE_NAME]: versionOne });
    const store = createStateStore(initial, storage, { restore: (cached) => cached });
    await store.ready;
    expect(store.snapshot()).toEqual({ revision: 1, state: initial });
    await vi.waitFor(() => expect(data.has(LEGACY_STATE_CACHE_NAME)).toBe(false));
  });

  it('ignores a cached head of the wrong shape', async () => {
    const { storage } = memoryStorage({ [HEAD]: JSON.stringify({ version: 2, snapshot: { revision: 'x', state: 3 }, index: {} }) });
    const store = createStateStore(initial, storage);
    await store.ready;
    expect(store.snapshot().revision).toBe(1);
  });

  it('tells subscribers every revision and mirrors it to storage, each list’s items apart', async () => {
    const { data, storage } = memoryStorage();
    const store = createStateStore(initial, storage);
    await store.ready;
    const listener = vi.fn();
    store.subscribe(listener);
    store.update(() => twoLists);
    expect(listener).toHaveBeenCalledWith({ revision: 2, state: twoLists });
    await vi.waitFor(() => expect(cachedSnapshot(data)).toEqual({ revision: 2, state: twoLists }));
    expect(decodeCacheHead(data.get(HEAD))?.snapshot.state.items).toEqual({});
    expect(decodeListItems(data.get(listItemsCacheKey('b').name))).toEqual(twoLists.items.b);
  });

  it('writes the items of the lists that changed only, and removes those of lists that went away', async () => {
    vi.useFakeTimers();
    try {
      const { data, storage } = memoryStorage();
      const set = vi.spyOn(storage, 'set');
      const remove = vi.spyOn(storage, 'remove');
      const store = createStateStore(twoLists, storage);
      await store.ready;
      expect(Object.keys(set.mock.calls[0]?.[0] ?? {}).sort()).toEqual([HEAD, listItemsCacheKey('a').name, listItemsCacheKey('b').name].sort());
      await vi.advanceTimersByTimeAsync(PERSIST_INTERVAL_MS);
      store.update((state) => ({ ...state, items: { a: itemsOf('a', 3), b: [...itemsOf('b', 2), listItem('b-new', 'b')] } }));
      await vi.advanceTimersByTimeAsync(0);
      expect(Object.keys(set.mock.calls[1]?.[0] ?? {}).sort()).toEqual([HEAD, listItemsCacheKey('b').name].sort());
      await vi.advanceTimersByTimeAsync(PERSIST_INTERVAL_MS);
      store.update((state) => ({ ...state, lists: [list('a')], items: { a: state.items.a ?? [] } }));
      await vi.advanceTimersByTimeAsync(0);
      expect(Object.keys(set.mock.calls[2]?.[0] ?? {})).toEqual([HEAD]);
      expect(remove).toHaveBeenCalledWith([listItemsCacheKey('b').name]);
      expect(data.has(listItemsCacheKey('b').name)).toBe(false);
    } finally {
      vi.useRealTimers();
    }
  });

  it('writes a burst of revisions to storage once, as its latest revision', async () => {
    vi.useFakeTimers();
    try {
      const { data, storage } = memoryStorage();
      const set = vi.spyOn(storage, 'set');
      const store = createStateStore({ ...initial, lists: Array.from({ length: 20 }, (_, n) => list(`list-${n + 1}`)) }, storage);
      await store.ready;
      expect(set).toHaveBeenCalledTimes(1);
      const listener = vi.fn();
      store.subscribe(listener);
      for (let n = 1; n <= 20; n += 1) {
        store.update((state) => ({ ...state, items: { ...state.items, [`list-${n}`]: itemsOf(`list-${n}`, 2) } }));
        await vi.advanceTimersByTimeAsync(10);
      }
      expect(listener).toHaveBeenCalledTimes(20);
      await vi.advanceTimersByTimeAsync(PERSIST_INTERVAL_MS);
      expect(set).toHaveBeenCalledTimes(2);
      expect(cachedSnapshot(data)).toEqual(store.snapshot());
      expect(store.snapshot().revision).toBe(21);
      await vi.advanceTimersByTimeAsync(PERSIST_INTERVAL_MS * 4);
      expect(set).toHaveBeenCalledTimes(2);
    } finally {
      vi.useRealTimers();
    }
  });

  describe('after a restore from the cache', () => {
    const account = { status: 'signed-in', uid: 'u1', email: 'a@b.c', emailVerified: false, anonymous: false } as const;
    // An account without alerts has an empty feed; until the feed listener answers it is null.
    const feed: AppState['alerts']['feed'] = [];
    const lastSeen: AppState = { ...twoLists, account, alerts: { ...NO_ALERTS, feed }, tracking: { ...NO_TRACKING, storesWithAccess: ['shop.example'] } };
    const restarted = () => {
      const { data, storage } = memoryStorage(seeded({ revision: 7, state: lastSeen }));
      const set = vi.spyOn(storage, 'set');
      const store = createStateStore(initial, storage, { restore: restoreCachedState });
      return { data, set, store };
    };

    it('writes once, the latest revision, when the listeners publish back what the restore does not keep', async () => {
      vi.useFakeTimers();
      try {
        const { data, set, store } = restarted();
        const revisions: number[] = [];
        store.subscribe((snapshot) => revisions.push(snapshot.revision));
        await store.ready;
        await vi.advanceTimersByTimeAsync(600);
        store.update((state) => ({ ...state, alerts: { ...state.alerts, feed } }));
        await vi.advanceTimersByTimeAsync(300);
        store.update((state) => ({ ...state, tracking: { ...state.tracking, storesWithAccess: ['shop.example'] } }));
        expect(revisions).toEqual([8, 9, 10]);
        expect(set).not.toHaveBeenCalled();
        await vi.advanceTimersByTimeAsync(RESTORED_WRITE_HOLD_MS);
        expect(set).toHaveBeenCalledTimes(1);
        // The lists' items are in storage already: only the head is written.
        expect(Object.keys(set.mock.calls[0]?.[0] ?? {})).toEqual([HEAD]);
        expect(cachedSnapshot(data)).toEqual({ revision: 10, state: lastSeen });
        await vi.advanceTimersByTimeAsync(PERSIST_INTERVAL_MS * 10);
        expect(set).toHaveBeenCalledTimes(1);
      } finally {
        vi.useRealTimers();
      }
    });

    it('writes a change made during the hold when the hold ends, however many follow', async () => {
      vi.useFakeTimers();
      try {
        const { data, set, store } = restarted();
        await store.ready;
        const changed = [listItem('a-new', 'a'), ...itemsOf('a', 3)];
        store.update((state) => ({ ...state, items: { ...state.items, a: changed } }));
        const ticking = setInterval(() => store.update((state) => ({ ...state, network: state.network === 'online' ? 'offline' : 'online' })), 100);
        await vi.advanceTimersByTimeAsync(RESTORED_WRITE_HOLD_MS - 1);
        expect(set).not.toHaveBeenCalled();
        const latest = store.snapshot();
        await vi.advanceTimersByTimeAsync(1);
        clearInterval(ticking);
        expect(set).toHaveBeenCalledTimes(1);
        expect(cachedSnapshot(data)).toEqual(latest);
        expect(latest.state.items.a).toEqual(changed);
      } finally {
        vi.useRealTimers();
      }
    });

    it('writes a change after the hold as any other, within PERSIST_INTERVAL_MS', async () => {
      vi.useFakeTimers();
      try {
        const { data, set, store } = restarted();
        await store.ready;
        await vi.advanceTimersByTimeAsync(RESTORED_WRITE_HOLD_MS + PERSIST_INTERVAL_MS);
        expect(set).toHaveBeenCalledTimes(1);
        store.update((state) => ({ ...state, items: { ...state.items, b: [] } }));
        await vi.advanceTimersByTimeAsync(0);
        expect(set).toHaveBeenCalledTimes(2);
        expect(cachedSnapshot(data)).toEqual(store.snapshot());
      } finally {
        vi.useRealTimers();
      }
    });

    it('writes nothing before the cache is read, and keeps the revisions growing', async () => {
      vi.useFakeTimers();
      try {
        const { data, storage: memory } = memoryStorage(seeded({ revision: 7, state: lastSeen }));
        let readCache = (): void => undefined;
        const cacheRead = new Promise<void>((resolveRead) => (readCache = resolveRead));
        const storage: CacheStorage = { ...memory, get: (keys) => cacheRead.then(() => memory.get(keys)) };
        const set = vi.spyOn(storage, 'set');
        const store = createStateStore(initial, storage, { restore: restoreCachedState });
        store.update((state) => ({ ...state, network: 'offline' }));
        expect(store.snapshot().revision).toBe(1);
        await vi.advanceTimersByTimeAsync(PERSIST_INTERVAL_MS);
        expect(set).not.toHaveBeenCalled();
        readCache();
        await store.ready;
        expect(store.snapshot().revision).toBe(8);
        await vi.advanceTimersByTimeAsync(RESTORED_WRITE_HOLD_MS);
        expect(set).toHaveBeenCalledTimes(1);
        expect(cachedSnapshot(data)).toEqual({ revision: 8, state: { ...lastSeen, network: 'offline', alerts: NO_ALERTS, tracking: NO_TRACKING } });
      } finally {
        vi.useRealTimers();
      }
    });
  });

  it('writes one revision at a time, whatever storage takes', async () => {
    const pending: (() => void)[] = [];
    const set = vi.fn((_entries: Record<string, string>) => new Promise<void>((resolveSet) => pending.push(resolveSet)));
    const storage: CacheStorage = { get: () => Promise.resolve({}), set, remove: () => Promise.resolve() };
    const store = createStateStore(initial, storage);
    await store.ready;
    store.update((state) => ({ ...state, network: 'offline' }));
    store.update((state) => ({ ...state, browsingDetection: true }));
    expect(set).toHaveBeenCalledTimes(1);
    pending.shift()?.();
    await vi.waitFor(() => expect(set).toHaveBeenCalledTimes(2));
    expect(decodeCacheHead(set.mock.lastCall?.[0][HEAD])?.snapshot).toEqual(store.snapshot());
  });

  it('does not publish a change that changes nothing', async () => {
    const { storage } = memoryStorage();
    const store = createStateStore(initial, storage);
    await store.ready;
    const listener = vi.fn();
    store.subscribe(listener);
    store.update((state) => ({ ...state }));
    expect(listener).not.toHaveBeenCalled();
  });

  it('does not publish again what a new worker restored from storage, whose keys storage sorted', async () => {
    const account = { status: 'signed-in', uid: 'u1', email: 'a@b.c', emailVerified: false, anonymous: false } as const;
    const sortedKeys = { anonymous: false, email: 'a@b.c', emailVerified: false, status: 'signed-in', uid: 'u1' } as const;
    const { storage } = memoryStorage(seeded({ revision: 7, state: { ...initial, account: sortedKeys } }));
    const store = createStateStore(initial, storage, { restore: (cached, fresh) => ({ ...fresh, account: cached.account }) });
    await store.ready;
    const listener = vi.fn();
    store.subscribe(listener);
    store.update((state) => ({ ...state, account }));
    expect(listener).not.toHaveBeenCalled();
    expect(store.snapshot().revision).toBe(8);
  });

  it('still starts when storage cannot be read', async () => {
    const reportError = vi.fn();
    const storage: CacheStorage = { get: () => Promise.reject(new Error('quota')), set: () => Promise.resolve(), remove: () => Promise.resolve() };
    const store = createStateStore(initial, storage, { reportError });
    await store.ready;
    expect(store.snapshot().state).toEqual(initial);
    expect(reportError).toHaveBeenCalled();
  });

  it('shows a failed write in the state the pages see, and clears it once a write succeeds', async () => {
    const reportError = vi.fn();
    const written: number[] = [];
    let failNext = true;
    const storage: CacheStorage = {
      get: () => Promise.resolve({}),
      set: (entries) => {
        written.push(decodeCacheHead(entries[HEAD])?.snapshot.revision ?? -1);
        if (failNext) {
          failNext = false;
          return Promise.reject(new Error('QUOTA_BYTES quota exceeded'));
        }
        return Promise.resolve();
      },
      remove: () => Promise.resolve(),
    };
    const store = createStateStore(initial, storage, { reportError });
    const seen: boolean[] = [];
    store.subscribe((snapshot) => seen.push(snapshot.state.cacheWriteFailed));
    await store.ready;
    await vi.waitFor(() => expect(seen).toEqual([false, true]));
    expect(reportError).toHaveBeenCalledTimes(1);
    await vi.waitFor(() => expect(seen).toEqual([false, true, false]));
    expect(written.slice(0, 2)).toEqual([1, 2]);
  });
});
