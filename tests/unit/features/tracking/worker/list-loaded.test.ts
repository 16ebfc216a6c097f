import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { StateSnapshot } from '../../../../../src/app/state';
import type { ListItem } from '../../../../../src/features/lists/model/items';
import type { ListSummary } from '../../../../../src/features/lists/model/lists';
import { whenItemSynced, whenListLoaded } from '../../../../../src/features/tracking/worker/list-loaded';
import { listItem } from '../../../support/list-item';

function fakeStore(lists: ListSummary[] | null, items: Record<string, ListItem[]>) {
  let snapshot = { revision: 1, state: { lists, items } } as unknown as StateSnapshot;
  const listeners = new Set<(next: StateSnapshot) => void>();
  return {
    snapshot: () => snapshot,
    subscribe(listener: (next: StateSnapshot) => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    set(nextLists: ListSummary[] | null, nextItems: Record<string, ListItem[]>) {
      snapshot = { revision: snapshot.revision + 1, state: { ...snapshot.state, lists: nextLists, items: nextItems } };
      for (const listener of listeners) listener(snapshot);
    },
    listeners,
  };
}

const wishlist: ListSummary = { id: 'a1', name: 'Wishlist', role: 'owner', ownerId: 'owner', memberCount: 1, gift: false, pendingWrites: false };
/** Whether the promise has settled once every callback due by now has run (the clock is fake: nothing else moves it). */
async function settled(promise: Promise<void>): Promise<boolean> {
  let done = false;
  void promise.then(() => (done = true));
  await vi.advanceTimersByTimeAsync(0);
  return done;
}

describe('whenListLoaded: "Check now" right after the worker woke', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("waits for the list's items, however long short of the timeout, then stops listening", async () => {
    const store = fakeStore([wishlist], {});
    const loaded = whenListLoaded(store, 'a1', 10_000);
    await vi.advanceTimersByTimeAsync(9_999);
    expect(await settled(loaded)).toBe(false);
    store.set([wishlist], { a1: [] });
    expect(await settled(loaded)).toBe(true);
    expect(store.listeners.size).toBe(0);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('goes on at once when the items are there, or the lists loaded without this one', async () => {
    expect(await settled(whenListLoaded(fakeStore([wishlist], { a1: [] }), 'a1', 10_000))).toBe(true);
    expect(await settled(whenListLoaded(fakeStore([wishlist], {}), 'gone', 10_000))).toBe(true);
  });

  it('gives up waiting after the timeout', async () => {
    const store = fakeStore(null, {});
    const loaded = whenListLoaded(store, 'a1', 5);
    await vi.advanceTimersByTimeAsync(4);
    expect(await settled(loaded)).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await settled(loaded)).toBe(true);
    expect(store.listeners.size).toBe(0);
  });
});

describe('whenItemSynced: "Check now" right after the save', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('waits while the save is not on the server, then stops listening', async () => {
    const pending = listItem('i1', 'a1', { pendingWrites: true });
    const store = fakeStore([wishlist], { a1: [pending] });
    const synced = whenItemSynced(store, 'a1', 'i1', 10_000);
    expect(await settled(synced)).toBe(false);
    store.set([wishlist], { a1: [{ ...pending, pendingWrites: false }] });
    expect(await settled(synced)).toBe(true);
    expect(store.listeners.size).toBe(0);
  });

  it('does not wait for an item on the server or gone, and gives up after the timeout', async () => {
    const store = fakeStore([wishlist], { a1: [listItem('i1', 'a1')] });
    expect(await settled(whenItemSynced(store, 'a1', 'i1', 10_000))).toBe(true);
    expect(await settled(whenItemSynced(store, 'a1', 'gone', 10_000))).toBe(true);
    const stuck = fakeStore([wishlist], { a1: [listItem('i1', 'a1', { pendingWrites: true })] });
    const waited = whenItemSynced(stuck, 'a1', 'i1', 10_000);
    await vi.advanceTimersByTimeAsync(9_999);
    expect(await settled(waited)).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await settled(waited)).toBe(true);
  });
});
