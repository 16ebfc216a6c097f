import { Timestamp, collection, doc, getDoc, getDocs, setDoc } from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { setAlertRules, subscribeAlertRules } from '../../../../../../src/features/alerts/worker/firestore/alert-rules';
import { createAlert, markAlertsSeen, subscribeAlerts, withdrawAlert, type NewAlert } from '../../../../../../src/features/alerts/worker/firestore/alerts';
import { deleteAlertData } from '../../../../../../src/features/alerts/worker/firestore/delete-alert-data';
import { createProfile, subscribeProfile, updateAlertPreferences, updatePreferences, type Profile } from '../../../../../../src/features/account/worker/firestore/users';
import { removeWrongObservation } from '../../../../../../src/features/alerts/worker/firestore/wrong-price';
import { ALERTS_OFF, DEFAULT_ALERT_PREFERENCES, FEED_SIZE, type AlertEntry, type ItemAlertSettings } from '../../../../../../src/features/alerts/model/alerts';
import { startTestServer } from '../../../../firestore/helpers/server';
import { Reports, connectDataClient } from '../../../../support/data-client';

const fail = (error: Error) => {
  throw error;
};

const newAlert = (id: string, observedAt: number): NewAlert => ({
  id,
  listId: 'L1',
  itemId: 'I1',
  name: 'Desk lamp',
  url: 'https://shop.example/lamp',
  kind: 'drop',
  rule: { kind: 'drop-percent', value: 1000 },
  previousPrice: 100,
  price: 85,
  currency: 'EUR',
  availability: 'in-stock',
  source: 'recheck',
  method: 'json-ld',
  confidence: 0.95,
  observedAt,
  observerId: null,
});

describe('alerts data against the local Firestore server', () => {
  let server: Awaited<ReturnType<typeof startTestServer>>;
  let client: ReturnType<typeof connectDataClient>;

  beforeAll(async () => {
    server = await startTestServer();
    client = connectDataClient(server.url);
  });
  afterAll(async () => {
    await client.close();
    await server.close();
  });
  beforeEach(() => server.reset());

  it('follows the feed newest first, at most FEED_SIZE, with seen and withdrawn as they change', async () => {
    const feeds = new Reports<AlertEntry[]>();
    const stop = subscribeAlerts(client.db, 'ana', feeds.push, fail);
    try {
      const ids = Array.from({ length: FEED_SIZE + 2 }, (_, n) => n.toString(16).padStart(32, '0'));
      for (const [n, id] of ids.entries()) await createAlert(client.db, 'ana', newAlert(id, Date.UTC(2026, 2, 1) + n));
      const full = await feeds.next((feed) => feed.length === FEED_SIZE && feed[0]?.id === ids.at(-1));
      expect(full.at(-1)?.id).toBe(ids[2]);
      expect(full[0]).toMatchObject({ ...newAlert(ids.at(-1)!, Date.UTC(2026, 2, 1) + FEED_SIZE + 1), seen: false, withdrawn: false });
      expect(typeof full[0]?.createdAt).toBe('number');

      await markAlertsSeen(client.db, 'ana', [ids.at(-1)!, ids.at(-2)!]);
      await withdrawAlert(client.db, 'ana', ids.at(-3)!);
      const marked = await feeds.next((feed) => feed[2]?.withdrawn === true && feed[0]?.seen === true);
      expect(marked.slice(0, 4).map((alert) => [alert.seen, alert.withdrawn])).toEqual([
        [true, false],
        [true, false],
        [true, true],
        [false, false],
      ]);
    } finally {
      stop();
    }
  });

  it('follows the list defaults and item overrides by scope key, and their removal', async () => {
    const rules = new Reports<Record<string, ItemAlertSettings>>();
    const stop = subscribeAlertRules(client.db, 'ana', rules.push, fail);
    try {
      await setAlertRules(client.db, 'ana', 'L1', undefined, { dropBasisPoints: 500 });
      await setAlertRules(client.db, 'ana', 'L1', 'I1', ALERTS_OFF);
      expect(await rules.next((seen) => Object.keys(seen).length === 2)).toEqual({ L1: { dropBasisPoints: 500 }, 'L1/I1': ALERTS_OFF });
      await setAlertRules(client.db, 'ana', 'L1', 'I1', null);
      expect(await rules.next((seen) => Object.keys(seen).length === 1)).toEqual({ L1: { dropBasisPoints: 500 } });
    } finally {
      stop();
    }
  });

  it('keeps the alert preferences and the re-check interval apart in the profile', async () => {
    const profiles = new Reports<Profile | null>();
    const stop = subscribeProfile(client.db, 'ana', profiles.push, fail);
    try {
      await createProfile(client.db, 'ana', 'Wishlist');
      await profiles.next((profile) => profile?.preferences.alerts.dailyCap === DEFAULT_ALERT_PREFERENCES.dailyCap);
      const alerts = { ...DEFAULT_ALERT_PREFERENCES, dailyCap: 3, quietHours: { start: 1320, end: 420 } };
      await updateAlertPreferences(client.db, 'ana', alerts);
      await updatePreferences(client.db, 'ana', { recheckHours: 12 });
      const profile = await profiles.next((seen) => seen?.preferences.recheckHours === 12 && seen.preferences.alerts.dailyCap === 3);
      expect(profile?.preferences).toEqual({ recheckHours: 12, alerts });
    } finally {
      stop();
    }
  });

  it('deletes the feed and the rules with the account', async () => {
    await createAlert(client.db, 'ana', newAlert('f'.repeat(32), 1));
    await setAlertRules(client.db, 'ana', 'L1', undefined, { backInStock: false });
    await deleteAlertData(client.db, 'ana');
    const feeds = new Reports<AlertEntry[]>();
    const rules = new Reports<Record<string, ItemAlertSettings>>();
    const stopFeed = subscribeAlerts(client.db, 'ana', feeds.push, fail);
    const stopRules = subscribeAlertRules(client.db, 'ana', rules.push, fail);
    try {
      expect(await feeds.next(() => true)).toEqual([]);
      expect(await rules.next(() => true)).toEqual({});
    } finally {
      stopFeed();
      stopRules();
    }
  });

  it('"Wrong price" finds the latest earlier ok observation with a price and puts the item back on it', async () => {
    const observation = (hour: string, at: number, fields: Record<string, unknown>) =>
      setDoc(doc(client.db, 'lists', 'L1', 'items', 'I1', 'observations', hour), {
        amount: 100,
        currency: 'EUR',
        availability: 'in-stock',
        outcome: 'ok',
        observerId: 'eddie',
        observedAt: Timestamp.fromMillis(at),
        ...fields,
      });
    await observation('2026031008', Date.UTC(2026, 2, 10, 8), { amount: 120 });
    await observation('2026031210', Date.UTC(2026, 2, 12, 10), { amount: 110, availability: 'out-of-stock', observerId: 'vera' });
    await observation('2026031311', Date.UTC(2026, 2, 13, 11), { amount: null, outcome: 'bot-check', currency: null });
    await observation('2026031514', Date.UTC(2026, 2, 15, 14, 5), { amount: 1.1 });
    await setDoc(doc(client.db, 'lists', 'L1', 'items', 'I1'), { name: 'Desk lamp', price: 1.1, observationHour: '2026031514', trend: [] });

    const { restored, written } = await removeWrongObservation(client.db, 'L1', 'I1', { hour: '2026031514', observerId: 'eddie' }, 'ana');
    await written;
    expect(restored).toEqual({ hour: '2026031210', amount: 110, currency: 'EUR', availability: 'out-of-stock', observerId: 'vera' });
    const history = await removeWrongObservation(client.db, 'L1', 'I1', { hour: '2026031514', observerId: 'eddie' }, 'ana');
    await history.written;
    // The item now follows 2026031210: a second click has nothing to put back.
    expect(history.restored).toBeNull();
  });
  it('"Wrong price" removes the observation keyed by its hour and observer, and an item that follows one goes back on an earlier one of another observer', async () => {
    const observation = (id: string, at: number, fields: Record<string, unknown>) =>
      setDoc(doc(client.db, 'lists', 'L1', 'items', 'I1', 'observations', id), {
        amount: 100, currency: 'EUR', availability: 'in-stock', outcome: 'ok', observerId: 'eddie', observedAt: Timestamp.fromMillis(at), ...fields,
      });
    await observation('2026031210_vera', Date.UTC(2026, 2, 12, 10), { amount: 110, observerId: 'vera' });
    // Two members' readings of one hour: each their own document.
    await observation('2026031514_vera', Date.UTC(2026, 2, 15, 14, 2), { amount: 99, observerId: 'vera' });
    await observation('2026031514_eddie', Date.UTC(2026, 2, 15, 14, 5), { amount: 1.1 });
    await setDoc(doc(client.db, 'lists', 'L1', 'items', 'I1'), { name: 'Desk lamp', price: 1.1, observerId: 'eddie', observationHour: '2026031514_eddie', trend: [] });

    const { restored, written } = await removeWrongObservation(client.db, 'L1', 'I1', { hour: '2026031514', observerId: 'eddie' }, 'ana');
    await written;
    expect(restored).toEqual({ hour: '2026031210_vera', amount: 110, currency: 'EUR', availability: 'in-stock', observerId: 'vera' });
    const history = collection(client.db, 'lists', 'L1', 'items', 'I1', 'observations');
    expect((await getDocs(history)).docs.map((snapshot) => snapshot.id)).toEqual(['2026031210_vera', '2026031514_vera']);
  });

  describe('"Wrong price" with a trend', () => {
    const at = (day: number, hour: number, minute = 0) => Date.UTC(2026, 2, day, hour, minute);
    const point = (ms: number, amount: number | null, availability = 'in-stock') => ({ at: Timestamp.fromMillis(ms), amount, availability });
    const observation = (hour: string, ms: number, amount: number | null) =>
      setDoc(doc(client.db, 'lists', 'L1', 'items', 'I1', 'observations', hour), {
        amount,
        currency: amount === null ? null : 'USD',
        availability: 'in-stock',
        outcome: amount === null ? 'bot-check' : 'ok',
        observerId: 'eddie',
        observedAt: Timestamp.fromMillis(ms),
      });
    const item = (trend: unknown[]) =>
      setDoc(doc(client.db, 'lists', 'L1', 'items', 'I1'), { name: 'Desk lamp', price: 55, currency: 'USD', availability: 'in-stock', observerId: 'eddie', observationHour: '2026031514', trend });
    const storedItem = async () => (await getDoc(doc(client.db, 'lists', 'L1', 'items', 'I1'))).data();

    it('a price read in the same hour as the one before it goes back on the trend, in the restorer’s name', async () => {
      // Saved at 64.99 days ago, first check 64.99 at 14:02, then "Check now" read 55 at 14:05:
      // that hour's observation was replaced, and the only earlier one is days older.
      await observation('2026031008', at(10, 8), 70);
      await observation('2026031514', at(15, 14, 5), 55);
      const trend = [point(at(10, 8), 70), point(at(15, 14, 2), 64.99, 'out-of-stock'), point(at(15, 14, 5), 55)];
      await item(trend);
      const { restored, written } = await removeWrongObservation(client.db, 'L1', 'I1', { hour: '2026031514', observerId: 'eddie' }, 'ana');
      await written;
      expect(restored).toEqual({ hour: null, amount: 64.99, currency: 'USD', availability: 'out-of-stock', observerId: 'ana' });
      expect(await storedItem()).toMatchObject({ price: 64.99, currency: 'USD', availability: 'out-of-stock', observerId: 'ana', observationHour: null, trend: trend.slice(0, 2) });
      expect((await getDoc(doc(client.db, 'lists', 'L1', 'items', 'I1', 'observations', '2026031514'))).exists()).toBe(false);
    });

    it('a previous point an observation backs goes back on that observation, and the wrong point leaves the trend', async () => {
      await observation('2026031210', at(12, 10, 1), 64.99);
      await observation('2026031514', at(15, 14, 5), 55);
      // The reading's time comes a little before the server's time of its observation.
      const trend = [point(at(12, 10), 64.99), point(at(15, 14, 5), 55)];
      await item(trend);
      const { restored, written } = await removeWrongObservation(client.db, 'L1', 'I1', { hour: '2026031514', observerId: 'eddie' }, 'ana');
      await written;
      expect(restored).toEqual({ hour: '2026031210', amount: 64.99, currency: 'USD', availability: 'in-stock', observerId: 'eddie' });
      expect(await storedItem()).toMatchObject({ price: 64.99, observerId: 'eddie', observationHour: '2026031210', trend: trend.slice(0, 1) });
    });

    it('a previous point without a price (a failed check) kept the price an earlier observation shows', async () => {
      await observation('2026031210', at(12, 10), 64.99);
      await observation('2026031311', at(13, 11), null);
      await observation('2026031514', at(15, 14, 5), 55);
      const trend = [point(at(12, 10), 64.99), point(at(13, 11), null), point(at(15, 14, 5), 55)];
      await item(trend);
      const { restored, written } = await removeWrongObservation(client.db, 'L1', 'I1', { hour: '2026031514', observerId: 'eddie' }, 'ana');
      await written;
      expect(restored).toMatchObject({ hour: '2026031210', amount: 64.99 });
      expect(await storedItem()).toMatchObject({ price: 64.99, observationHour: '2026031210', trend: trend.slice(0, 2) });
    });

    it('with neither an earlier observation nor a previous point, only the observation goes', async () => {
      await observation('2026031514', at(15, 14, 5), 55);
      await item([point(at(15, 14, 5), 55)]);
      const { restored, written } = await removeWrongObservation(client.db, 'L1', 'I1', { hour: '2026031514', observerId: 'eddie' }, 'ana');
      await written;
      expect(restored).toBeNull();
      expect(await storedItem()).toMatchObject({ price: 55, observationHour: '2026031514' });
      expect((await storedItem())?.trend).toHaveLength(1);
    });
  });
});
