import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { LEASE_MS, createRecheckLeases, leaseIdOf, takeRecheckLease, type LeaseRequest, type ListLeaseRequest } from '../../../../../../src/features/tracking/worker/firestore/leases';
import { type LiteClient, connectLite } from '../../../../firestore/helpers/sdk';
import { startTestServer } from '../../../../firestore/helpers/server';

const HOUR_MS = 60 * 60 * 1000;

describe('re-check leases through firebase/firestore/lite against the local Firestore server', () => {
  let server: Awaited<ReturnType<typeof startTestServer>>;
  let client: LiteClient;

  beforeAll(async () => {
    server = await startTestServer();
    client = await connectLite(server.url);
  });
  afterAll(async () => {
    await client.close();
    await server.close();
  });
  beforeEach(() => server.reset());

  const request = (overrides: Partial<LeaseRequest> = {}): LeaseRequest => ({
    uid: 'ana',
    browserId: 'ana-laptop',
    listId: 'family',
    store: 'shop.example',
    now: Date.now(),
    durationMs: LEASE_MS,
    ...overrides,
  });
  const stored = async (store = 'shop.example') =>
    (await client.lite.getDoc(client.lite.doc(client.db, 'lists', 'family', 'leases', leaseIdOf(store)))).data();

  it('the first browser takes the lease; another member’s browser, and another browser of the same account, are turned away', async () => {
    expect(await takeRecheckLease(client.db, request())).toBe('taken');
    expect(await takeRecheckLease(client.db, request({ uid: 'ben', browserId: 'ben-desktop' }))).toBe('held-by-other');
    expect(await takeRecheckLease(client.db, request({ browserId: 'ana-phone' }))).toBe('held-by-other');
    expect(await stored()).toMatchObject({ holderId: 'ana', browserId: 'ana-laptop', store: 'shop.example' });
  });

  it('the holder keeps its lease without writing for 11 h after taking it, and renews it after', async () => {
    const now = Date.now();
    await takeRecheckLease(client.db, request({ now }));
    const first = await stored();
    expect(await takeRecheckLease(client.db, request({ now: now + 10 * HOUR_MS }))).toBe('taken');
    expect(await stored()).toEqual(first);
    expect(await takeRecheckLease(client.db, request({ now: now + 20 * HOUR_MS }))).toBe('taken');
    const renewed = await stored();
    expect(renewed?.until).not.toEqual(first?.until);
  });

  it('another member takes an expired lease', async () => {
    const now = Date.now();
    await takeRecheckLease(client.db, request({ now }));
    expect(await takeRecheckLease(client.db, request({ uid: 'ben', browserId: 'ben-desktop', now: now + LEASE_MS + 1 }))).toBe('taken');
    expect(await stored()).toMatchObject({ holderId: 'ben' });
  });

  it('leases are per store: a lease on one store does not hold another', async () => {
    await takeRecheckLease(client.db, request());
    expect(await takeRecheckLease(client.db, request({ uid: 'ben', browserId: 'ben-desktop', store: 'other.example' }))).toBe('taken');
  });

  it('two browsers racing for a free lease: exactly one takes it', async () => {
    const outcomes = await Promise.all([
      takeRecheckLease(client.db, request()),
      takeRecheckLease(client.db, request({ uid: 'ben', browserId: 'ben-desktop' })),
    ]);
    expect(outcomes.sort()).toEqual(['held-by-other', 'taken']);
  });

  it.each([
    ['shop.example', 'shop.example'],
    ['Shop.Example', 'shop.example'],
    ['[::1]', '---1-'],
    ['127.0.0.1', '127.0.0.1'],
  ])('the lease id of %s is %s', (store, id) => {
    expect(leaseIdOf(store)).toBe(id);
  });
});

describe('a list-wide lease, counted as Cloud Firestore bills it (#32)', () => {
  let server: Awaited<ReturnType<typeof startTestServer>>;
  let client: LiteClient;

  beforeAll(async () => {
    server = await startTestServer();
    client = await connectLite(server.url);
  });
  afterAll(async () => {
    await client.close();
    await server.close();
  });
  beforeEach(async () => {
    await server.reset();
    server.usage.reset();
  });

  const NOW = Date.now();
  const STORES = Array.from({ length: 10 }, (_, index) => `store${index}.example`);
  const ITEMS = STORES.map((store, index) => ({ store, addedAt: NOW - 1_000 + index }));
  const request = (store: string, overrides: Partial<ListLeaseRequest> = {}): ListLeaseRequest => ({
    uid: 'ana',
    browserId: 'ana-laptop',
    listId: 'family',
    store,
    now: NOW,
    durationMs: LEASE_MS,
    listItems: ITEMS,
    storesWithAccess: STORES,
    ...overrides,
  });
  const billedFor = async (work: () => Promise<unknown>) => {
    const before = server.usage.totals();
    await work();
    const after = server.usage.totals();
    return { reads: after.reads - before.reads, writes: after.writes - before.writes };
  };
  const askEveryStore = (leases: ReturnType<typeof createRecheckLeases>, overrides: Partial<ListLeaseRequest> = {}) =>
    Promise.all(STORES.map((store) => leases.take(request(store, overrides))));

  it('a browser that may fetch every store of a list holds all ten with one write and two reads, where a lease per store wrote ten', async () => {
    const leases = createRecheckLeases(client.db);
    let outcomes: string[] = [];
    expect(await billedFor(async () => (outcomes = await askEveryStore(leases)))).toEqual({ reads: 2, writes: 1 });
    expect(outcomes).toEqual(STORES.map(() => 'taken'));
    const stored = await client.lite.getDocs(client.lite.collection(client.db, 'lists', 'family', 'leases'));
    expect(stored.docs.map((lease) => [lease.id, lease.get('store') as unknown, lease.get('holderId') as unknown])).toEqual([['-', '*', 'ana']]);

    server.usage.reset();
    for (const store of STORES) await takeRecheckLease(client.db, { ...request(store), listId: 'per-store' });
    expect(server.usage.totals()).toMatchObject({ reads: 10, writes: 10 });
  });

  it('tells a worker that just woke what its list’s lease vouches for with one read, kept for its run (#32)', async () => {
    // Written for 11 h plus a 6 h interval, as the sink writes it (lease-step.ts).
    await askEveryStore(createRecheckLeases(client.db), { durationMs: 17 * HOUR_MS });
    const woken = createRecheckLeases(client.db);
    let times: Awaited<ReturnType<typeof woken.timesOf>> | null = null;
    expect(await billedFor(async () => (times = await woken.timesOf('family', NOW + HOUR_MS)))).toEqual({ reads: 1, writes: 0 });
    const every = (times as Awaited<ReturnType<typeof woken.timesOf>> | null)?.every;
    expect(every?.checkedBy).toBe((every?.takenAt ?? 0) - 6 * HOUR_MS);
    expect(await billedFor(() => woken.timesOf('family', NOW + HOUR_MS + 60_000))).toEqual({ reads: 0, writes: 0 });
  });

  it('another browser, of the account or another member, is turned away from every covered store with one read', async () => {
    await askEveryStore(createRecheckLeases(client.db));
    for (const other of [{ browserId: 'ana-phone' }, { uid: 'ben', browserId: 'ben-desktop' }]) {
      let outcomes: string[] = [];
      expect(await billedFor(async () => (outcomes = await askEveryStore(createRecheckLeases(client.db), other)))).toEqual({ reads: 1, writes: 0 });
      expect(outcomes).toEqual(STORES.map(() => 'held-by-other'));
    }
  });

  it('the holder keeps it without a write for 11 h after taking it, and renews it after', async () => {
    await askEveryStore(createRecheckLeases(client.db));
    expect(await billedFor(() => askEveryStore(createRecheckLeases(client.db), { now: NOW + 10 * HOUR_MS }))).toEqual({ reads: 1, writes: 0 });
    expect(await billedFor(() => askEveryStore(createRecheckLeases(client.db), { now: NOW + 20 * HOUR_MS }))).toEqual({ reads: 2, writes: 1 });
  });

  it('a store whose first item came after the lease was taken is outside it: another browser takes that store’s own lease', async () => {
    await askEveryStore(createRecheckLeases(client.db));
    const later = [...ITEMS, { store: 'new.example', addedAt: NOW + HOUR_MS }];
    const { take } = createRecheckLeases(client.db);
    const ben = { uid: 'ben', browserId: 'ben-desktop', now: NOW + 2 * HOUR_MS, listItems: later, storesWithAccess: [...STORES, 'new.example'] };
    expect(await take(request('store3.example', ben))).toBe('held-by-other');
    expect(await take(request('new.example', ben))).toBe('taken');
    expect((await client.lite.getDoc(client.lite.doc(client.db, 'lists', 'family', 'leases', 'new.example'))).get('holderId')).toBe('ben');
  });

  it('a browser that may not fetch every store takes each store’s own lease, as before, and leaves the list-wide one to another', async () => {
    const partial = { storesWithAccess: STORES.slice(1) };
    const { take } = createRecheckLeases(client.db);
    expect(await take(request('store1.example', partial))).toBe('taken');
    const stored = await client.lite.getDocs(client.lite.collection(client.db, 'lists', 'family', 'leases'));
    expect(stored.docs.map((lease) => lease.id)).toEqual(['store1.example']);
    // Another browser that may fetch them all holds the rest, not the store already held.
    const outcomes = await askEveryStore(createRecheckLeases(client.db), { uid: 'ben', browserId: 'ben-desktop' });
    expect(outcomes).toEqual(STORES.map((store) => (store === 'store1.example' ? 'held-by-other' : 'taken')));
  });
});
