import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { describe, it } from 'vitest';
import {
  EDITOR,
  OUTSIDER,
  OWNER,
  VIEWER,
  clientTime,
  dbAs,
  expectVerdict,
  hoursFromNow,
  leasePath,
  listPath,
  newLease,
  seed,
  sharedListScene,
  text,
  useRulesEnvironment,
  without,
  type Fields,
} from './support';

const { env } = useRulesEnvironment();
const LEASE_FIELDS = Object.keys(newLease(OWNER));
const take = (uid: string | null, fields: Fields, leaseId = 'shop.example') => dbAs(env(), uid).doc(leasePath(leaseId)).set(fields);
const expired = (holderId: string) => newLease(holderId, { until: clientTime(), takenAt: clientTime() });
const held = (holderId: string) => newLease(holderId, { until: hoursFromNow(20), takenAt: clientTime() });

describe('lists/{listId}/leases: who re-checks a store’s items', () => {
  it.each([OWNER, EDITOR, VIEWER])('member %s takes a free lease', async (uid) => {
    await seed(env(), sharedListScene());
    await assertSucceeds(take(uid, newLease(uid)));
  });

  it('a non-member cannot take a lease', async () => {
    await seed(env(), sharedListScene());
    await assertFails(take(OUTSIDER, newLease(OUTSIDER)));
  });

  it('someone signed out cannot take a lease', async () => {
    await seed(env(), sharedListScene());
    await assertFails(take(null, newLease(OWNER)));
  });

  it('a lease in someone else’s name is refused', async () => {
    await seed(env(), sharedListScene());
    await assertFails(take(VIEWER, newLease(OWNER)));
  });

  it('a member takes over an expired lease', async () => {
    await seed(env(), { ...sharedListScene(), [leasePath()]: expired(OWNER) });
    await assertSucceeds(take(VIEWER, newLease(VIEWER)));
  });

  it('a member cannot take a lease someone else holds', async () => {
    await seed(env(), { ...sharedListScene(), [leasePath()]: held(OWNER) });
    await assertFails(take(VIEWER, newLease(VIEWER)));
  });

  it('the holder renews their lease (from any of their browsers)', async () => {
    await seed(env(), { ...sharedListScene(), [leasePath()]: held(VIEWER) });
    await assertSucceeds(take(VIEWER, newLease(VIEWER, { browserId: 'another-browser' })));
  });

  it.each([
    ['a day', { until: hoursFromNow(24) }, 'accepted'],
    ['25 hours less a minute', { until: hoursFromNow(25 - 1 / 60) }, 'accepted'],
    ['26 hours', { until: hoursFromNow(26) }, 'refused'],
    ['a time already past', { until: clientTime() }, 'refused'],
    ['takenAt chosen by the client', { takenAt: clientTime() }, 'refused'],
    ['an empty browser id', { browserId: '' }, 'refused'],
    ['a browser id of 64 characters', { browserId: text(64) }, 'accepted'],
    ['a browser id of 65 characters', { browserId: text(65) }, 'refused'],
    ['an empty store', { store: '' }, 'refused'],
    ['an extra field', { extra: true }, 'refused'],
  ] as const)('a lease for %s is %s', async (_what, fields, verdict) => {
    await seed(env(), sharedListScene());
    await expectVerdict(take(OWNER, newLease(OWNER, fields)), verdict);
  });

  it.each(LEASE_FIELDS)('a lease without %s is refused', async (field) => {
    await seed(env(), sharedListScene());
    await assertFails(take(OWNER, without(newLease(OWNER), field)));
  });

  it.each([
    ['shop.example', 'shop.example', 'accepted'],
    ['Shop.Example', 'shop.example', 'accepted'],
    ['xn--bcher-kva.example', 'xn--bcher-kva.example', 'accepted'],
    ['[::1]', '---1-', 'accepted'],
    ['other.example', 'shop.example', 'refused'],
  ] as const)('a lease for store %s under id %s is %s', async (store, leaseId, verdict) => {
    await seed(env(), sharedListScene());
    await expectVerdict(take(OWNER, newLease(OWNER, { store }), leaseId), verdict);
  });

  it.each([OWNER, EDITOR, VIEWER])('member %s reads the leases', async (uid) => {
    await seed(env(), { ...sharedListScene(), [leasePath()]: held(OWNER) });
    await assertSucceeds(dbAs(env(), uid).collection(`${listPath()}/leases`).get());
  });

  it('a non-member cannot read the leases', async () => {
    await seed(env(), { ...sharedListScene(), [leasePath()]: held(OWNER) });
    await assertFails(dbAs(env(), OUTSIDER).doc(leasePath()).get());
  });

  it('the owner deletes a lease, and the list with it in one batch', async () => {
    await seed(env(), { ...sharedListScene(), [leasePath()]: held(VIEWER) });
    const db = dbAs(env(), OWNER);
    const batch = db.batch();
    batch.delete(db.doc(leasePath()));
    batch.delete(db.doc(listPath()));
    await assertSucceeds(batch.commit());
  });

  it.each([EDITOR, VIEWER])('%s cannot delete a lease, not even their own', async (uid) => {
    await seed(env(), { ...sharedListScene(), [leasePath()]: held(uid) });
    await assertFails(dbAs(env(), uid).doc(leasePath()).delete());
  });
});
