import { describe, expect, it } from 'vitest';
import { ALERT_NOTIFIED_NAME, ALERT_PENDING_NAME } from '../../../../../src/platform/state/storage-keys';
import { alertDeliveryKey, ruleStateKey } from '../../../../../src/features/alerts/worker/alert-storage';
import { ruleScopeKey } from '../../../../../src/features/alerts/model/alerts';
import { alertIdOf } from '../../../../../src/features/alerts/model/alert-id';
import type { Reading } from '../../../../../src/features/tracking/model/tracking';
import { confirmed, DAY, HOUR, ME, OTHER, point, T0 } from '../model/points';
import { FakeArea, harness } from './engine-harness';

const KEY = ruleStateKey(ME, 'L', 'a');
/** A year of prices, the last one 100: what a newly installed browser finds. */
const YEAR = Array.from({ length: 12 }, (_, month) => confirmed(month * 30 * 24, 100 + (month % 3) * 10)).flat();
const START = 365 * 24;

function baseline(h: ReturnType<typeof harness>, id = 'a') {
  h.world.now = T0 + (START + 2) * HOUR;
  return h.setItem(id, [...confirmed(0, 120), ...confirmed(START, 100)]);
}

function dropTo(h: ReturnType<typeof harness>, amount: number, id = 'a', at = START + 24) {
  h.world.now = T0 + (at + 2) * HOUR;
  return h.setItem(id, [...confirmed(0, 120), ...confirmed(START, 100), ...confirmed(at, amount)]);
}

describe('the alert engine', () => {
  it('alerts nothing on first sight, even with a year of history, and keeps the item\'s baseline', async () => {
    const h = harness();
    h.world.now = T0 + (START + 1) * HOUR;
    const item = h.setItem('a', YEAR);
    await h.engine.itemsChanged([item]);
    expect(h.world.feedWrites).toEqual([]);
    expect(h.world.shown).toEqual([]);
    expect(h.area.values[KEY]).toMatchObject({ lastPrice: YEAR.at(-1)!.amount });
  });

  it('writes the first sight of many items in one storage write', async () => {
    const h = harness();
    h.world.now = T0 + (START + 2) * HOUR;
    const items = ['a', 'b', 'c'].map((id) => h.setItem(id, [...confirmed(0, 120), ...confirmed(START, 100)]));
    await h.engine.itemsChanged(items);
    expect(h.area.sets).toHaveLength(1);
    expect(Object.keys(h.area.sets[0]!)).toEqual(['a', 'b', 'c'].map((id) => ruleStateKey(ME, 'L', id)));
  });

  it('raises a confirmed drop once: into the feed, one notification, with the rule state in the same write as the pending alert', async () => {
    const h = harness();
    await h.engine.itemsChanged([baseline(h)]);
    const item = dropTo(h, 80);
    await h.engine.itemsChanged([item]);
    expect(h.world.feedWrites).toHaveLength(1);
    expect(h.world.feedWrites[0]).toMatchObject({ listId: 'L', itemId: 'a', kind: 'drop', previousPrice: 100, price: 80, observerId: null, rule: { kind: 'drop-percent', value: 1000 } });
    expect(h.world.shown).toEqual([{ id: h.world.feedWrites[0]!.id, title: 'Product a', image: null }]);
    const withPending = h.area.sets.find((entries) => ALERT_PENDING_NAME in entries && (entries[ALERT_PENDING_NAME] as unknown[]).length > 0);
    expect(withPending).toHaveProperty([KEY]);
    expect(h.area.values[ALERT_PENDING_NAME]).toEqual([]);
  });

  it('gives nothing for the same drop observed again, in this worker or a new one', async () => {
    const area = new FakeArea();
    const h = harness(area);
    await h.engine.itemsChanged([baseline(h)]);
    await h.engine.itemsChanged([dropTo(h, 80)]);
    // Its confirmation again, a later look: the same state.
    h.world.now += 3 * HOUR;
    const again = h.setItem('a', [...h.world.history['L/a']!, point(START + 26, 80)], { lastCheck: { at: h.world.now, outcome: 'ok', source: 'recheck' } });
    await h.engine.itemsChanged([again]);
    const restarted = harness(area);
    restarted.world.now = h.world.now;
    restarted.world.state = h.world.state;
    restarted.world.history = h.world.history;
    await restarted.engine.itemsChanged([again]);
    await restarted.engine.tick();
    expect(h.world.feedWrites.length + restarted.world.feedWrites.length).toBe(1);
    expect(h.world.shown.length + restarted.world.shown.length).toBe(1);
  });

  it('while the feed is not loaded, asks whether the alert exists rather than writing it unseen again', async () => {
    const h = harness();
    await h.engine.itemsChanged([baseline(h)]);
    h.world.state = { ...h.world.state, alerts: { ...h.world.state.alerts, feed: null } };
    const item = dropTo(h, 80);
    // Another browser of the account raised it, and the shopper saw it there.
    h.world.server[alertIdOf('lists/L/items/a', 'drop-percent', h.world.history['L/a']!.at(-2)!.at)] = { seen: true, withdrawn: false };
    await h.engine.itemsChanged([item]);
    expect(h.world.existingReads).toBe(1);
    expect(h.world.feedWrites).toEqual([]);
    expect(h.world.shown).toEqual([]);
  });

  it('alerts nothing on a rise', async () => {
    const h = harness();
    await h.engine.itemsChanged([baseline(h)]);
    await h.engine.itemsChanged([dropTo(h, 150)]);
    expect(h.world.feedWrites).toEqual([]);
    expect(h.area.values[KEY]).toMatchObject({ lastPrice: 150 });
  });

  it('redoes pending work after a restart without a second notification', async () => {
    const area = new FakeArea();
    const first = harness(area);
    await first.engine.itemsChanged([baseline(first)]);
    // The feed cannot be written (offline, or the worker stops while it waits): the alert stays pending.
    first.world.failFeedWrites = true;
    const item = dropTo(first, 80);
    await first.engine.itemsChanged([item]);
    expect(first.world.shown).toEqual([]);
    expect(area.values[ALERT_PENDING_NAME]).toHaveLength(1);

    // A new worker: written to the feed, then stopped before it records the delivery.
    const second = harness(area);
    Object.assign(second.world, { now: first.world.now, state: first.world.state, history: first.world.history });
    area.failOn = ALERT_NOTIFIED_NAME;
    await second.engine.tick();
    expect(second.world.feedWrites).toHaveLength(1);
    expect(second.world.shown).toEqual([]);

    const third = harness(area);
    Object.assign(third.world, { now: first.world.now + 60_000, state: second.world.state, history: first.world.history });
    await third.engine.itemsChanged([item]);
    await third.engine.tick();
    await third.engine.tick();
    // Already in the feed: not written again; shown once.
    expect(third.world.feedWrites).toEqual([]);
    expect(third.world.shown).toHaveLength(1);
    expect(area.values[ALERT_PENDING_NAME]).toEqual([]);

    const fourth = harness(area);
    Object.assign(fourth.world, { now: third.world.now, state: third.world.state, history: first.world.history });
    area.values[ALERT_PENDING_NAME] = [(area.sets.find((entries) => ALERT_PENDING_NAME in entries)![ALERT_PENDING_NAME] as unknown[])[0]];
    await fourth.engine.tick();
    expect(fourth.world.shown).toEqual([]);
  });

  it('holds alerts in quiet hours and sends one digest after them', async () => {
    const h = harness();
    await h.engine.itemsChanged([baseline(h), baseline(h, 'b')]);
    const quietHours = { start: 0, end: 23 * 60 + 59 };
    h.world.state = { ...h.world.state, profile: { ...h.world.state.profile!, preferences: { ...h.world.state.profile!.preferences, alerts: { ...h.world.state.profile!.preferences.alerts, quietHours } } } };
    await h.engine.itemsChanged([dropTo(h, 80), dropTo(h, 70, 'b')]);
    expect(h.world.feedWrites).toHaveLength(2);
    expect(h.world.shown).toEqual([]);
    expect(h.world.digests).toEqual([]);
    await h.engine.tick();
    expect(h.world.digests).toEqual([]);
    // 23:59 UTC: quiet hours are over.
    const day = Math.floor(h.world.now / DAY) * DAY;
    h.world.now = day + 23 * HOUR + 59 * 60_000 + 1;
    await h.engine.tick();
    await h.engine.tick();
    expect(h.world.digests).toEqual([{ id: expect.stringMatching(/^digest-/) as string, count: 2, names: ['Product a', 'Product b'] }]);
    expect(h.world.shown).toEqual([]);
  });

  it('leaves out of the digest what the shopper saw in the popup during quiet hours', async () => {
    const h = harness();
    await h.engine.itemsChanged([baseline(h), baseline(h, 'b')]);
    const quietHours = { start: 0, end: 23 * 60 + 59 };
    h.world.state = { ...h.world.state, profile: { ...h.world.state.profile!, preferences: { ...h.world.state.profile!.preferences, alerts: { ...h.world.state.profile!.preferences.alerts, quietHours } } } };
    await h.engine.itemsChanged([dropTo(h, 80), dropTo(h, 70, 'b')]);
    const feed = h.world.state.alerts.feed!.map((entry) => (entry.itemId === 'a' ? { ...entry, seen: true } : entry));
    h.world.state = { ...h.world.state, alerts: { ...h.world.state.alerts, feed } };
    h.world.now = Math.floor(h.world.now / DAY) * DAY + 23 * HOUR + 59 * 60_000 + 1;
    await h.engine.tick();
    expect(h.world.digests).toEqual([{ id: expect.stringMatching(/^digest-/) as string, count: 1, names: ['Product b'] }]);
  });

  it('over the daily cap, puts alerts in the feed without a notification', async () => {
    const h = harness();
    h.world.state = { ...h.world.state, profile: { ...h.world.state.profile!, preferences: { ...h.world.state.profile!.preferences, alerts: { ...h.world.state.profile!.preferences.alerts, dailyCap: 1 } } } };
    await h.engine.itemsChanged([baseline(h), baseline(h, 'b')]);
    await h.engine.itemsChanged([dropTo(h, 80), dropTo(h, 70, 'b')]);
    expect(h.world.feedWrites).toHaveLength(2);
    expect(h.world.shown).toHaveLength(1);
    expect(h.area.values[alertDeliveryKey(ME).name]).toMatchObject({ deliveredToday: 1 });
  });

  it('notifies only the kinds the shopper wants', async () => {
    const h = harness();
    h.world.state = { ...h.world.state, profile: { ...h.world.state.profile!, preferences: { ...h.world.state.profile!.preferences, alerts: { ...h.world.state.profile!.preferences.alerts, notify: { price: false, stock: true, activity: true } } } } };
    await h.engine.itemsChanged([baseline(h)]);
    await h.engine.itemsChanged([dropTo(h, 80)]);
    expect(h.world.feedWrites).toHaveLength(1);
    expect(h.world.shown).toEqual([]);
  });

  it('checks the page itself when only another member saw the drop, then alerts on its own reading', async () => {
    const h = harness();
    h.world.state = { ...h.world.state, tracking: { ...h.world.state.tracking, storesWithAccess: ['shop.example'] } };
    await h.engine.itemsChanged([baseline(h)]);
    h.world.now = T0 + (START + 26) * HOUR;
    const theirs = h.setItem('a', [...confirmed(0, 120), ...confirmed(START, 100), ...confirmed(START + 24, 80, { observerId: OTHER })]);
    await h.engine.itemsChanged([theirs]);
    expect(h.checkNow).toHaveBeenCalledWith('L', 'a');
    expect(h.world.feedWrites).toEqual([]);
    // The tracker writes nothing for a reading that agrees with a confirmed change: the engine gets it directly.
    const reading: Reading = { source: 'recheck', outcome: 'ok', at: h.world.now, amount: 80, currency: 'EUR', listPrice: null, availability: 'in-stock', method: 'visual', confidence: 0.6 };
    await h.engine.onReading('L', 'a', reading);
    expect(h.world.feedWrites).toHaveLength(1);
    expect(h.world.feedWrites[0]).toMatchObject({ price: 80, observerId: null });
    expect(h.world.shown).toHaveLength(1);
  });

  it('asks for its own check again only after an hour when that check fails', async () => {
    const h = harness();
    h.world.state = { ...h.world.state, tracking: { ...h.world.state.tracking, storesWithAccess: ['shop.example'] } };
    await h.engine.itemsChanged([baseline(h)]);
    h.world.now = T0 + (START + 26) * HOUR;
    await h.engine.itemsChanged([h.setItem('a', [...confirmed(0, 120), ...confirmed(START, 100), ...confirmed(START + 24, 80, { observerId: OTHER })])]);
    const botCheck: Reading = { source: 'recheck', outcome: 'bot-check', at: h.world.now, amount: null, currency: null, listPrice: null, availability: 'unknown', method: null, confidence: 0 };
    await h.engine.onReading('L', 'a', botCheck);
    await h.engine.onReading('L', 'a', { ...botCheck, at: h.world.now + 1 });
    expect(h.checkNow).toHaveBeenCalledTimes(1);
    expect(h.world.feedWrites).toEqual([]);
    h.world.now += HOUR;
    await h.engine.tick();
    expect(h.checkNow).toHaveBeenCalledTimes(2);
  });

  it('in a worker woken every minute, reads a change awaiting confirmation and asks its own check once an hour, not once a wake', async () => {
    const area = new FakeArea();
    const first = harness(area);
    first.world.state = { ...first.world.state, tracking: { ...first.world.state.tracking, storesWithAccess: ['shop.example'] } };
    await first.engine.itemsChanged([baseline(first)]);
    first.world.now = T0 + (START + 26) * HOUR;
    const theirs = first.setItem('a', [...confirmed(0, 120), ...confirmed(START, 100), ...confirmed(START + 24, 80, { observerId: OTHER })]);
    await first.engine.itemsChanged([theirs]);
    expect(first.checkNow).toHaveBeenCalledTimes(1);
    let reads = 0;
    let checks = 0;
    for (let minute = 1; minute <= 59; minute += 1) {
      const woken = harness(area);
      Object.assign(woken.world, { now: first.world.now + minute * 60_000, state: first.world.state, history: first.world.history });
      await woken.engine.itemsChanged([theirs]);
      await woken.engine.tick();
      reads += woken.readHistory.mock.calls.length;
      checks += woken.checkNow.mock.calls.length;
    }
    expect(reads).toBe(0);
    expect(checks).toBe(0);
    const later = harness(area);
    Object.assign(later.world, { now: first.world.now + HOUR, state: first.world.state, history: first.world.history });
    await later.engine.itemsChanged([theirs]);
    await later.engine.tick();
    expect(later.readHistory).toHaveBeenCalledTimes(1);
    expect(later.checkNow).toHaveBeenCalledTimes(1);
  });

  it('reads an old change nobody confirmed once, not at every wake', async () => {
    const area = new FakeArea();
    const first = harness(area);
    await first.engine.itemsChanged([baseline(first)]);
    first.world.now = T0 + (START + 24 * 4) * HOUR;
    const blip = first.setItem('a', [...confirmed(0, 120), ...confirmed(START, 100), point(START + 24, 80)]);
    await first.engine.itemsChanged([blip]);
    expect(first.readHistory).toHaveBeenCalledTimes(2);
    for (const hours of [1, 2, 5, 12]) {
      const woken = harness(area);
      Object.assign(woken.world, { now: first.world.now + hours * HOUR, state: first.world.state, history: first.world.history });
      await woken.engine.itemsChanged([blip]);
      await woken.engine.tick();
      expect(woken.readHistory).not.toHaveBeenCalled();
    }
  });

  it('reads no history and writes nothing when only the last check moved (a heartbeat)', async () => {
    const h = harness();
    const item = baseline(h);
    await h.engine.itemsChanged([item]);
    const reads = h.readHistory.mock.calls.length;
    const writes = h.area.sets.length;
    await h.engine.itemsChanged([{ ...item, lastCheck: { at: h.world.now + DAY, outcome: 'ok', source: 'recheck' } }]);
    await h.engine.tick();
    expect(h.readHistory.mock.calls.length).toBe(reads);
    expect(h.area.sets.length).toBe(writes);
  });

  it('reads 90 days when the 90-day low applies, and only since the consumed state otherwise', async () => {
    const h = harness();
    await h.engine.itemsChanged([baseline(h)]);
    await h.engine.itemsChanged([dropTo(h, 99)]);
    expect(h.readHistory.mock.calls.at(-1)![2]).toBeLessThan(2);
    h.world.state = { ...h.world.state, alerts: { ...h.world.state.alerts, rules: { [ruleScopeKey('L')]: { lowest90Days: true } } } };
    await h.engine.itemsChanged([dropTo(h, 98, 'a', START + 30)]);
    expect(h.readHistory.mock.calls.at(-1)![2]).toBe(90);
  });

  it('looks again, on the alarm, at a change that waits for another member\'s confirmation', async () => {
    const h = harness();
    await h.engine.itemsChanged([baseline(h)]);
    h.world.now = T0 + (START + 25) * HOUR;
    // One reading of 80 (not believed alone): the item shows it, the history cannot confirm it yet.
    const single = h.setItem('a', [...confirmed(0, 120), ...confirmed(START, 100), point(START + 24, 80)]);
    await h.engine.itemsChanged([single]);
    expect(h.world.feedWrites).toEqual([]);
    h.world.history['L/a'] = [...h.world.history['L/a']!, point(START + 25, 80, { observerId: ME })];
    h.world.now += 30 * 60_000;
    await h.engine.tick();
    expect(h.world.feedWrites).toEqual([]);
    h.world.now += 31 * 60_000;
    await h.engine.tick();
    expect(h.world.feedWrites).toHaveLength(1);
  });

  it('forgets an item\'s rule state, so it re-baselines', async () => {
    const h = harness();
    await h.engine.itemsChanged([baseline(h)]);
    expect(h.area.values[KEY]).toBeDefined();
    await h.engine.forget('L', 'a');
    expect(h.area.values[KEY]).toBeUndefined();
    await h.engine.itemsChanged([dropTo(h, 80)]);
    expect(h.world.feedWrites).toEqual([]);
  });
});
