import { describe, expect, it, vi } from 'vitest';
import { JUST_CHECKED_MS, type EngineView } from '../../../../../src/features/tracking/worker/engine';
import { LEASE_MS, RENEW_BEFORE_MS } from '../../../../../src/features/tracking/worker/firestore/lease-step';
import { CartwatchError } from '../../../../../src/platform/messaging/errors';
import type { ListItem } from '../../../../../src/features/lists/model/items';
import type { Reading } from '../../../../../src/features/tracking/model/tracking';
import { listItem } from '../../../support/list-item';
import { drain, engineHarness, failed, FakeSink, FakeStorage, okReading, POLITENESS, T0 } from './engine-harness';

const HOUR = 3_600_000;
const other = (id: string) => listItem(id, 'l1', { store: 'other.example', url: `https://other.example/${id}` });

function view(overrides: Partial<EngineView> = {}): EngineView {
  return {
    signedIn: true,
    intervalMs: 6 * HOUR,
    storesWithAccess: ['shop.example', 'other.example'],
    items: { l1: [listItem('a', 'l1'), listItem('b', 'l1'), listItem('c', 'l1'), other('d'), other('e')] },
    ...overrides,
    listIds: overrides.listIds ?? null,
  };
}

function gapsPerStore(requests: { store: string; at: number }[]): number[] {
  const last = new Map<string, number>();
  const gaps: number[] = [];
  for (const request of requests) {
    const previous = last.get(request.store);
    if (previous !== undefined) gaps.push(request.at - previous);
    last.set(request.store, request.at);
  }
  return gaps;
}

describe('the re-check engine', () => {
  it('checks every due item once, one request per store per interval, and records each reading', async () => {
    const { engine, requests, sink } = engineHarness({ view: view() });
    await engine.tick();
    await drain();
    expect(requests.map((request) => request.itemId).sort()).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(Math.min(...gapsPerStore(requests))).toBeGreaterThanOrEqual(POLITENESS.intervalMs);
    expect(sink.records.map((record) => record.itemId).sort()).toEqual(['a', 'b', 'c', 'd', 'e']);
  });

  it('asks the two stores in turn rather than one after the other', async () => {
    const { engine, requests } = engineHarness({ view: view() });
    await engine.tick();
    expect(requests.slice(0, 2).map((request) => request.store).sort()).toEqual(['other.example', 'shop.example']);
  });

  it('does not check again within the interval, and checks again after it', async () => {
    const harness = engineHarness({ view: view() });
    await harness.engine.tick();
    await harness.engine.tick();
    expect(harness.requests).toHaveLength(5);
    harness.clock.now += 6 * HOUR;
    await harness.engine.tick();
    expect(harness.requests).toHaveLength(10);
  });

  it('skips items another member checked within the interval', async () => {
    const recent = { at: T0 - HOUR, outcome: 'ok' as const, source: 'visit' as const };
    const { engine, requests } = engineHarness({ view: view({ items: { l1: [listItem('a', 'l1', { lastCheck: recent }), listItem('b', 'l1')] } }) });
    await engine.tick();
    expect(requests.map((request) => request.itemId)).toEqual(['b']);
  });

  it("leaves a (list, store) group to the browser holding its lease", async () => {
    const sink = new FakeSink('me');
    sink.leaseHolders.set('l1|shop.example', 'someone-else');
    const { engine, requests } = engineHarness({ view: view(), sink });
    await engine.tick();
    expect(requests.map((request) => request.itemId).sort()).toEqual(['d', 'e']);
    expect(sink.leaseRequests.filter((key) => key === 'l1|other.example')).toHaveLength(1);
  });

  it('checks a group whose lease the server refused, with a warning, not an error (a new list not on the server yet)', async () => {
    const sink = new FakeSink('me');
    sink.leaseFailure = Object.assign(new Error('Missing or insufficient permissions.'), { code: 'permission-denied' });
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      const { engine, requests } = engineHarness({ view: view(), sink });
      await engine.tick();
      expect(requests.map((request) => request.itemId).sort()).toEqual(['a', 'b', 'c', 'd', 'e']);
      expect(error).not.toHaveBeenCalled();
      expect(warn).toHaveBeenCalled();
    } finally {
      error.mockRestore();
      warn.mockRestore();
    }
  });

  it('stops at a long wait and resumes it at the next tick', async () => {
    const { engine, requests, clock } = engineHarness({ view: view(), answer: failed('http-error', 10 * 60_000) });
    await engine.tick();
    expect(requests).toHaveLength(2);
    clock.now += 11 * 60_000;
    await engine.tick();
    expect(requests).toHaveLength(4);
  });

  it("honours a store's Retry-After and keeps the last known price (no price is recorded)", async () => {
    const { engine, requests, sink, storage } = engineHarness({ view: view({ storesWithAccess: ['shop.example'] }), answer: failed('http-error', 120_000) });
    await engine.tick();
    await drain();
    expect(requests).toHaveLength(1);
    expect(storage.stored.storeBackoff['shop.example']).toMatchObject({ until: T0 + 120_000, outcome: 'http-error' });
    expect(sink.records.every((record) => record.reading.amount === null)).toBe(true);
  });

  it('checks nothing while signed out, queued items included', async () => {
    const storage = new FakeStorage();
    storage.stored = { ...storage.stored, queue: [{ listId: 'l1', itemId: 'a', store: 'shop.example', manual: true }] };
    const { engine, requests } = engineHarness({ view: view({ signedIn: false }), storage });
    await engine.tick();
    expect(requests).toEqual([]);
    expect(storage.stored.queue).toHaveLength(1);
  });

  it("keeps queued items of a list still loading without holding up the others, and drops a deleted list's", async () => {
    const storage = new FakeStorage();
    const queued = (listId: string, itemId: string) => ({ listId, itemId, store: 'shop.example', manual: true });
    storage.stored = { ...storage.stored, queue: [queued('l2', 'x'), queued('l3', 'y'), queued('l1', 'a')], progress: { done: 0, total: 3 } };
    const items = { l1: [listItem('a', 'l1')] };
    const first = engineHarness({ view: view({ items, listIds: ['l1', 'l2'] }), storage });
    await first.engine.tick();
    expect(first.requests.map((request) => request.itemId)).toEqual(['a']);
    expect(storage.stored.queue.map((entry) => entry.itemId)).toEqual(['x']);
    expect(storage.stored.progress).toEqual({ done: 2, total: 3 });

    const second = engineHarness({ view: view({ items: { ...items, l2: [listItem('x', 'l2')] }, listIds: ['l1', 'l2'] }), storage, clock: first.clock });
    await second.engine.tick();
    expect(second.requests.map((request) => request.itemId)).toEqual(['x']);
    expect(storage.stored.queue).toEqual([]);
    expect(storage.stored.progress).toBeNull();
  });

  it('drops a queued item deleted from its list, and counts it done', async () => {
    const storage = new FakeStorage();
    storage.stored = { ...storage.stored, queue: [{ listId: 'l1', itemId: 'gone', store: 'shop.example', manual: true }], progress: { done: 0, total: 1 } };
    const { engine, requests } = engineHarness({ view: view({ items: { l1: [] } }), storage });
    await engine.tick();
    expect(requests).toEqual([]);
    expect(storage.stored.queue).toEqual([]);
    expect(storage.stored.progress).toBeNull();
  });

  it('stops checking a store whose access was revoked', async () => {
    const harness = engineHarness({ view: view({ storesWithAccess: ['shop.example'] }), answer: () => new Promise(() => undefined) });
    void harness.engine.tick();
    await drain();
    const later = view({ storesWithAccess: [] });
    const next = engineHarness({ view: later, storage: harness.storage });
    await next.engine.tick();
    expect(next.requests).toEqual([]);
    expect(next.storage.stored.queue).toEqual([]);
  });
});

describe('a worker stopped mid-check', () => {
  it('does not ask the in-flight item again, counts it once, and finishes the rest', async () => {
    const storage = new FakeStorage();
    const items = { l1: [listItem('a', 'l1'), listItem('b', 'l1')] };
    const first = engineHarness({ view: view({ items }), storage, answer: () => new Promise(() => undefined) });
    await first.engine.checkAll();
    await drain();
    expect(first.requests.map((request) => request.itemId)).toEqual(['a']);
    expect(storage.stored.inFlight?.itemId).toBe('a');

    const second = engineHarness({ view: view({ items }), storage, clock: { now: first.clock.now + 1000 } });
    await second.engine.tick();
    await drain();
    expect(second.requests.map((request) => request.itemId)).toEqual(['b']);
    expect(second.published[0]?.progress).toEqual({ done: 1, total: 2 });
    expect(storage.stored.progress).toBeNull();
    expect(second.requests[0]!.at - first.requests[0]!.at).toBeGreaterThanOrEqual(POLITENESS.intervalMs);

    const third = engineHarness({ view: view({ items }), storage, clock: { now: second.clock.now + 1000 } });
    await third.engine.tick();
    expect(third.requests).toEqual([]);
  });
});

describe('a worker woken with nothing due', () => {
  it('writes nothing to storage.local, and still publishes the stored run', async () => {
    const storage = new FakeStorage();
    const items = { l1: [listItem('a', 'l1'), listItem('b', 'l1')] };
    const first = engineHarness({ view: view({ items }), storage });
    await first.engine.tick();
    await drain();
    expect(first.requests).toHaveLength(2);
    const savedBefore = storage.saves;

    // A new worker (a fresh engine over the same storage), a minute later: the alarm's wake.
    const woken = engineHarness({ view: view({ items }), storage, clock: { now: first.clock.now + 60_000 } });
    await woken.engine.tick();
    await drain();
    expect(woken.requests).toEqual([]);
    expect(storage.saves).toBe(savedBefore);
    expect(woken.published.at(-1)?.ownChecks).toEqual(storage.stored.ownChecks);
  });
});

describe('check now and check all', () => {
  it('refuses an unknown item and a store without access', async () => {
    const { engine } = engineHarness({ view: view({ storesWithAccess: ['other.example'] }) });
    await expect(engine.checkNow('l1', 'nope')).rejects.toMatchObject({ code: 'not-found' });
    await expect(engine.checkNow('l1', 'a')).rejects.toBeInstanceOf(CartwatchError);
    await expect(engine.checkNow('l1', 'a')).rejects.toMatchObject({ code: 'no-store-access' });
  });

  it('checks the item first, whoever holds the lease, and still waits for the store', async () => {
    const sink = new FakeSink('me');
    sink.leaseHolders.set('l1|shop.example', 'someone-else');
    const harness = engineHarness({ view: view({ intervalMs: 24 * HOUR }), sink });
    harness.storage.stored = { ...harness.storage.stored, storeNextAt: { 'shop.example': T0 + 4000 } };
    await harness.engine.checkNow('l1', 'c');
    await harness.engine.tick();
    const shop = harness.requests.filter((request) => request.store === 'shop.example');
    expect(shop.map((request) => request.itemId)).toEqual(['c']);
    expect(shop[0]!.at).toBeGreaterThanOrEqual(T0 + 4000);
  });

  it('queues every item with access and counts progress to the end', async () => {
    const harness = engineHarness({ view: view({ storesWithAccess: ['shop.example'] }) });
    expect(await harness.engine.checkAll()).toBe(3);
    expect(harness.published.at(-1)?.progress).toEqual({ done: 0, total: 3 });
    await harness.engine.tick();
    expect(harness.published.some((run) => run.progress?.done === 2)).toBe(true);
    expect(harness.published.at(-1)?.progress).toBeNull();
  });
});

describe('an item whose address is not on its store (written outside the app)', () => {
  // Its store is one this browser may fetch; its address, fetched with the shopper's cookies, is elsewhere.
  const offStore = (id: string, url: string) => listItem(id, 'l1', { store: 'shop.example', url });
  const items = { l1: [listItem('a', 'l1'), offStore('x', 'https://evil.example/pixel'), offStore('y', 'https://shop.example@evil.example/p')] };

  it('is never fetched: not scheduled, refused by "Check now", left out of "Check all"', async () => {
    const harness = engineHarness({ view: view({ items }) });
    await harness.engine.tick();
    await drain();
    await expect(harness.engine.checkNow('l1', 'x')).rejects.toMatchObject({ code: 'off-store' });
    await expect(harness.engine.checkNow('l1', 'y')).rejects.toMatchObject({ code: 'off-store' });
    harness.clock.now += JUST_CHECKED_MS;
    expect(await harness.engine.checkAll()).toBe(1);
    await harness.engine.tick();
    await drain();
    expect(harness.requests.map((request) => request.itemId)).toEqual(['a', 'a']);
  });

  it('is dropped from the queue when its address changed after it was queued (by an earlier worker)', async () => {
    const harness = engineHarness({ view: view({ items: { l1: [offStore('a', 'https://evil.example/pixel')] } }) });
    harness.storage.stored = { ...harness.storage.stored, queue: [{ listId: 'l1', itemId: 'a', store: 'shop.example', manual: true }] };
    await harness.engine.tick();
    await drain();
    expect(harness.requests).toEqual([]);
    expect(harness.published.at(-1)?.queue).toEqual([]);
  });
});

describe('check all, right after a run', () => {
  it('leaves out what this browser has just checked, and says how many it queued', async () => {
    const harness = engineHarness({ view: view({ storesWithAccess: ['shop.example'] }) });
    await harness.engine.tick();
    await drain();
    expect(harness.requests).toHaveLength(3);
    expect(await harness.engine.checkAll()).toBe(0);
    await harness.engine.tick();
    expect(harness.requests).toHaveLength(3);

    harness.clock.now += JUST_CHECKED_MS;
    expect(await harness.engine.checkAll()).toBe(3);
  });
});

describe('Firestore out of quota', () => {
  it('backs the whole engine off and writes the kept readings once it may', async () => {
    const sink = new FakeSink();
    sink.failWith = Object.assign(new Error('quota'), { code: 'resource-exhausted' });
    const harness = engineHarness({ view: view({ items: { l1: [listItem('a', 'l1'), listItem('b', 'l1')] } }), sink });
    await harness.engine.tick();
    await drain();
    expect(harness.storage.stored.quota?.until).toBeGreaterThan(harness.clock.now);
    expect(harness.storage.stored.pending.length).toBeGreaterThanOrEqual(1);
    expect(harness.requests.length).toBeLessThan(2);

    sink.failWith = null;
    harness.clock.now = harness.storage.stored.quota!.until + 1;
    await harness.engine.tick();
    await drain();
    expect(sink.records.map((record) => record.itemId).sort()).toEqual(['a', 'b']);
    expect(harness.storage.stored.pending).toEqual([]);
    expect(harness.storage.stored.quota).toBeNull();
  });

  it('keeps readings across a restart when the write failed for another reason', async () => {
    const sink = new FakeSink();
    sink.failWith = new Error('offline');
    const items = { l1: [listItem('a', 'l1')] };
    const first = engineHarness({ view: view({ items }), sink });
    await first.engine.tick();
    await drain();
    expect(first.storage.stored.pending).toHaveLength(1);
    const working = new FakeSink();
    const second = engineHarness({ view: view({ items }), storage: first.storage, sink: working, clock: first.clock });
    await second.engine.tick();
    await drain();
    expect(working.records).toEqual([{ itemId: 'a', reading: okReading(T0) }]);
    expect(second.requests).toEqual([]);
  });
});

describe('a reading the server refuses', () => {
  /** Refuses item a's readings as the rules would (the shopper lost the role), writes the rest. */
  class RefusingSink extends FakeSink {
    attempts: string[] = [];
    override record(item: ListItem, reading: Reading): Promise<void> {
      this.attempts.push(item.id);
      if (item.id === 'a') return Promise.reject(Object.assign(new Error('denied'), { code: 'permission-denied' }));
      return super.record(item, reading);
    }
  }

  it('is dropped and reported once, and the readings behind it are still written', async () => {
    const sink = new RefusingSink();
    const items = { l1: [listItem('a', 'l1'), listItem('b', 'l1')] };
    const harness = engineHarness({ view: view({ items }), sink });
    await harness.engine.tick();
    await drain();
    expect(harness.refused.map((refusal) => refusal.itemId)).toEqual(['a']);
    expect(sink.records.map((record) => record.itemId)).toEqual(['b']);
    expect(harness.storage.stored.pending).toEqual([]);
    expect(harness.storage.stored.quota).toBeNull();

    // A later run does not send it again (the item is not due: its check is an hour old).
    harness.clock.now += HOUR;
    await harness.engine.tick();
    await drain();
    expect(sink.attempts.filter((id) => id === 'a')).toHaveLength(1);
    expect(harness.refused).toHaveLength(1);
  });

  it('unlike one the server never answered, which is kept (see "Firestore out of quota")', async () => {
    const sink = new FakeSink();
    sink.failWith = Object.assign(new Error('offline'), { code: 'unavailable' });
    const harness = engineHarness({ view: view({ items: { l1: [listItem('a', 'l1')] } }), sink });
    await harness.engine.tick();
    await drain();
    expect(harness.refused).toEqual([]);
    expect(harness.storage.stored.pending).toHaveLength(1);
  });
});

describe('timing found by the worker benchmark', () => {
  it("counts a store's next turn from the request, not from before the save that precedes it", async () => {
    const items = { l1: [listItem('a', 'l1'), listItem('b', 'l1')] };
    const clock = { now: T0 };
    let requestsSent = 0;
    const storage = new FakeStorage();
    const save = storage.save;
    // Saving is slow until the first request has gone out: the first request leaves 3 s after it was planned.
    storage.save = (run) => {
      if (requestsSent === 0) clock.now += 3000;
      return save(run);
    };
    const harness = engineHarness({
      view: view({ items }),
      storage,
      clock,
      answer: (_item, at) => {
        requestsSent += 1;
        return Promise.resolve({ reading: okReading(at), retryAfterMs: null });
      },
    });
    await harness.engine.tick();
    await drain();
    const [first, second] = harness.requests;
    expect(second!.at - first!.at).toBeGreaterThanOrEqual(POLITENESS.intervalMs);
  });

  it('writes a reading that finished while an earlier one was still being written, without waiting for the next alarm', async () => {
    const items = { l1: [listItem('a', 'l1'), listItem('b', 'l1')] };
    const sink = new FakeSink();
    const record = sink.record.bind(sink);
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    sink.record = (item, reading) => (item.id === 'a' ? held.then(() => record(item, reading)) : record(item, reading));
    const harness = engineHarness({ view: view({ items }), sink });
    await harness.engine.tick();
    await drain();
    expect(harness.requests.map((request) => request.itemId)).toEqual(['a', 'b']);
    release();
    await drain();
    expect(sink.records.map((written) => written.itemId)).toEqual(['a', 'b']);
  });
});

describe('the lease of a (list, store) group', () => {
  it('is asked for once a day, and again before it ends, so its holder renews it first', async () => {
    const items = { l1: [listItem('a', 'l1')] };
    const harness = engineHarness({ view: view({ items }) });
    await harness.engine.tick();
    await drain();
    expect(harness.sink.leaseRequests).toEqual(['l1|shop.example']);

    harness.clock.now += 6 * HOUR;
    await harness.engine.tick();
    await drain();
    expect(harness.sink.leaseRequests).toHaveLength(1);

    harness.clock.now = T0 + LEASE_MS - RENEW_BEFORE_MS + 1;
    await harness.engine.tick();
    await drain();
    expect(harness.sink.leaseRequests).toHaveLength(2);
  });
});
