import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { LEASE_MS, leaseIdOf, takeRecheckLease, type LeaseRequest } from '../../../../../../src/features/tracking/worker/firestore/leases';
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

  it('the holder keeps its lease without writing while more than 6 h are left, and renews it after', async () => {
    const now = Date.now();
    await takeRecheckLease(client.db, request({ now }));
    const first = await stored();
    expect(await takeRecheckLease(client.db, request({ now: now + 12 * HOUR_MS }))).toBe('taken');
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
