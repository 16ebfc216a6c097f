import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { catalogue } from '../../dev/demo-store';
import type { ItemRuleState } from '../../src/features/alerts/model/rule-state';
import { ALERTS_OFF, DEFAULT_ALERT_PREFERENCES, ruleScopeKey, type AlertPreferences, type ItemAlertSettings } from '../../src/features/alerts/model/alerts';
import type { StateSnapshot } from '../../src/app/state';
import { ALERT_NOTIFIED_NAME, ALERT_PENDING_NAME } from '../../src/platform/state/storage-keys';
import { RECHECK_ALARM } from '../../src/features/tracking/model/settings';
import { storeOrigins } from '../../src/features/tracking/model/store-access';
import type { ActionPopup } from './support/action-popup';
import { popupOn } from './support/popup-on';
import type { LoadedExtension } from './support/extension';
import { launchWithEarlierGrants } from './support/granted-hosts';
import { OPTIONS_PAGE, signInThroughOptions, uniqueEmail } from './support/options-page';
import { describeInChromium } from './support/browsers';

// A JSON-LD product whose page shows the same price: one reading of it is a confirmed price.
const PRODUCT = 'camp-stove';
const product = catalogue.find((candidate) => candidate.id === PRODUCT);
if (!product) throw new Error(`The demo store has no product "${PRODUCT}"`);

/** A check waits out the store's politeness gap (1-1.5 s in test builds) and loads the page: ample on a busy machine. */
const CHECK_MS = 30_000;
/** A newly watched item is checked at the engine's next run: at once, or when its alarm fires, which the test makes happen now. */
const FIRST_CHECK_MS = 30_000;
/** Held alerts go out at the worker's next periodic pass (its alarm, which the test fires) after quiet hours end. */
const DIGEST_MS = 30_000;

describeInChromium('alerts and notifications (Chromium)', () => {
  const [harborPine = ''] = inject('storeOrigins');
  const url = `${harborPine}${product.path}`;
  const admin = async (path: string, body: object) => {
    const response = await fetch(`${harborPine}/__admin/products/${PRODUCT}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`The demo store refused ${path || 'the offer'}: ${response.status} ${await response.text()}`);
  };
  /** How many times the store has answered the product's page so far. */
  const pageAnswers = async (): Promise<number> => {
    const log = (await (await fetch(`${harborPine}/__admin/requests?store=harbor-pine`)).json()) as { path: string; status: number | null }[];
    return log.filter((entry) => entry.path === product.path && entry.status !== null).length;
  };
  let browser: LoadedExtension | undefined;
  const started = () => {
    if (browser === undefined) throw new Error('Chromium did not start.');
    return browser;
  };
  /** The ids of the notifications Cartwatch shows now, as the worker sees them. */
  const notifications = async (): Promise<string[]> => {
    const worker = await started().worker();
    return worker.evaluate(async () => Object.keys(await chrome.notifications.getAll()));
  };
  const waitForNotifications = async (count: number, timeoutMs = 30_000): Promise<string[]> => {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const shown = await notifications();
      if (shown.length >= count) return shown;
      if (Date.now() > deadline) throw new Error(`Expected ${count} notification(s), saw ${shown.length}.`);
      await new Promise((resolveDelay) => setTimeout(resolveDelay, 250));
    }
  };
  const clearNotifications = async () => {
    const worker = await started().worker();
    await worker.evaluate(async () => {
      for (const id of Object.keys(await chrome.notifications.getAll())) await chrome.notifications.clear(id);
    });
  };
  /** Presses "Check now" and waits until the store has answered the page and the row shows `price`. */
  const checkNowAndWait = async (popup: ActionPopup, price: string) => {
    const before = await pageAnswers();
    await popup.clickButton(`Check now for “${product.name}”`);
    const deadline = Date.now() + CHECK_MS;
    while ((await pageAnswers()) === before) {
      if (Date.now() > deadline) {
        const run = await (await started().worker()).evaluate(async () => (await chrome.storage.local.get('tracking-run'))['tracking-run']);
        throw new Error(`The store never saw the check; the popup shows:\n${await popup.waitForText('')}\nThe run state: ${JSON.stringify(run)}`);
      }
      await new Promise((resolveDelay) => setTimeout(resolveDelay, 250));
    }
    await popup.waitForText(price, CHECK_MS);
  };
  /** The alert engine's persisted rule states (`alert-rule:{uid}:{listId}/{itemId}`), as the worker keeps them. */
  const ruleStates = async (): Promise<Record<string, ItemRuleState>> => {
    const worker = await started().worker();
    return worker.evaluate(async () =>
      Object.fromEntries(Object.entries(await chrome.storage.local.get(null)).filter(([key]) => key.startsWith('alert-rule:'))),
    ) as Promise<Record<string, ItemRuleState>>;
  };
  /** Waits until the rule state under `key` satisfies `check` (the engine writes it after its evaluation). */
  const waitForRuleState = async (key: string, check: (state: ItemRuleState) => boolean, timeoutMs = 30_000): Promise<ItemRuleState> => {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const state = (await ruleStates())[key];
      if (state !== undefined && check(state)) return state;
      if (Date.now() > deadline) throw new Error(`The rule state ${key} never matched; it is ${JSON.stringify(state)}.`);
      await new Promise((resolveDelay) => setTimeout(resolveDelay, 250));
    }
  };
  /** The stove's rule state key, found when its first alert fired. */
  let stoveRuleKey = '';
  /** The ids the worker has recorded as notified so far, and how many found alerts still wait for delivery. */
  const deliveryRecord = async (): Promise<{ notified: string[]; pending: number }> => {
    const worker = await started().worker();
    return worker.evaluate(async (keys) => {
      const stored = await chrome.storage.local.get([keys.pending, keys.notified]);
      const notified = (stored[keys.notified] ?? []) as { id: string }[];
      return { notified: notified.map((record) => record.id), pending: ((stored[keys.pending] ?? []) as unknown[]).length };
    }, { pending: ALERT_PENDING_NAME, notified: ALERT_NOTIFIED_NAME });
  };
  /**
   * Nothing was notified for what the engine evaluated. Called once it has evaluated the reading
   * (its rule state shows it): the engine stores what it found with the rule state in one write, and
   * delivery records a notification before showing it. So once nothing waits for delivery, the
   * record since `before` is the whole answer, and no notification shows.
   */
  const expectNoNotification = async (before: { notified: string[] }) => {
    const deadline = Date.now() + CHECK_MS;
    let record = await deliveryRecord();
    while (record.pending > 0) {
      if (Date.now() > deadline) throw new Error(`${record.pending} found alert(s) were never delivered.`);
      await new Promise((resolveDelay) => setTimeout(resolveDelay, 250));
      record = await deliveryRecord();
    }
    expect(record.notified).toEqual(before.notified);
    expect(await notifications()).toEqual([]);
  };

  /**
   * Saves another item of the same page (`?variant=name`: its own item, rule states and alert ids,
   * since an alert's id is its item, rule and hour) and waits for its first reading, the baseline.
   */
  const saveVariant = async (name: string) => {
    const { popup } = await popupOn(started(), `${url}?variant=${name}`);
    const send = async (kind: string, payload: object): Promise<unknown> => {
      const answer = (await popup.evaluate(`chrome.runtime.sendMessage(${JSON.stringify({ kind, payload })})`)) as { ok: boolean; data?: unknown };
      expect(answer.ok).toBe(true);
      return answer.data;
    };
    const itemIdsBefore = new Set(Object.values(((await send('page:get-state', {})) as StateSnapshot).state.items).flat().map((item) => item.id));
    const variantItem = async () => {
      const { state } = (await send('page:get-state', {})) as StateSnapshot;
      return Object.values(state.items).flat().find((item) => !itemIdsBefore.has(item.id));
    };
    await popup.waitForText('Save to');
    await popup.clickButtonWithGesture('Save');
    await popup.waitForText('Saved to Wishlist.');
    // "Saved" is said once the write is in the local cache; the items listener brings it to the state after.
    const savedDeadline = Date.now() + FIRST_CHECK_MS;
    let saved = await variantItem();
    while (!saved) {
      if (Date.now() > savedDeadline) throw new Error('The new item is not in the state.');
      await new Promise((resolveDelay) => setTimeout(resolveDelay, 250));
      saved = await variantItem();
    }
    // Its first reading (the baseline, which never alerts), at the page's current price.
    if (saved.lastCheck === null) await send('page:check-now', { listId: saved.listId, itemId: saved.id });
    const deadline = Date.now() + FIRST_CHECK_MS;
    while ((await variantItem())?.lastCheck == null) {
      if (Date.now() > deadline) throw new Error('The new item was never checked.');
      await new Promise((resolveDelay) => setTimeout(resolveDelay, 500));
    }
    /** "Check now" on the item, and its state's price once it is `price`. */
    const checkVariantAt = async (price: number) => {
      const item = await variantItem();
      if (!item) throw new Error('The new item is gone.');
      await send('page:check-now', { listId: item.listId, itemId: item.id });
      const checkDeadline = Date.now() + CHECK_MS;
      while ((await variantItem())?.price !== price) {
        if (Date.now() > checkDeadline) throw new Error(`The new item never got the price ${price}.`);
        await new Promise((resolveDelay) => setTimeout(resolveDelay, 250));
      }
      return item;
    };
    return { popup, send, variantItem, checkVariantAt };
  };

  beforeAll(async () => {
    browser = await launchWithEarlierGrants([...storeOrigins('localhost'), ...storeOrigins('127.0.0.1')]);
    const options = await browser.openPage(OPTIONS_PAGE);
    await signInThroughOptions(options, uniqueEmail('alerts'), 'Create account');
    await options.close();
  });
  afterAll(async () => {
    await admin('', { price: product.price, availability: 'InStock' });
    await browser?.close();
  });

  it('notifies once when the price reaches the target, and the Alerts tab says why', async () => {
    const { popup } = await popupOn(started(), url);
    await popup.waitForText(product.name);
    await popup.waitForText('Save to');
    await popup.clickButtonWithGesture('Save');
    await popup.waitForText('Saved to Wishlist.');
    await popup.clickButton('Lists');
    await popup.waitForText(`$${product.price.toFixed(2)}`);
    await started().fireAlarm(RECHECK_ALARM);
    await popup.waitForText(/Checked (now|\d+ minutes? ago)/, FIRST_CHECK_MS);

    await popup.clickButton('This page');
    await popup.fill('Target price (USD)', '60');
    await popup.clickButton('Set target');
    await popup.waitForText('Target set');

    await admin('', { price: 55 });
    await popup.clickButton('Lists');
    await checkNowAndWait(popup, '$55.00');
    const [alertId] = await waitForNotifications(1);
    expect(alertId).toMatch(/^[0-9a-f]{32}$/);
    const keys = Object.keys(await ruleStates());
    expect(keys).toHaveLength(1);
    stoveRuleKey = keys[0] ?? '';
    // The target fired at $55: it waits to re-arm, so the same drop can never fire it again.
    await waitForRuleState(stoveRuleKey, (state) => state.lastPrice === 55 && state.rules.target?.armed === false && state.rules.target.firedPrice === 55);

    await popup.clickButton('Alerts (1)');
    const feed = await popup.waitForText('$64.99 → $55.00');
    expect(feed).toContain(product.name);
    await popup.evaluate(`document.querySelector('.alerts-feed details summary')?.click()`);
    const why = await popup.waitForText('Why this alert');
    expect(why).toMatch(/\$60\.00/);
    await popup.close();
  }, 300_000);

  it('gives no second notification for the same drop, also after the worker restarted', async () => {
    await clearNotifications();
    const before = (await ruleStates())[stoveRuleKey];
    expect(before).toMatchObject({ lastPrice: 55, rules: { target: { armed: false, firedPrice: 55 } } });
    await started().stopWorkers();
    const { popup } = await popupOn(started(), harborPine);
    // What the restarted worker evaluates from: the stored state that says this drop already fired.
    expect((await ruleStates())[stoveRuleKey]).toEqual(before);
    await popup.clickButton('Lists');
    await popup.waitForText('$55.00');
    const delivered = await deliveryRecord();
    await checkNowAndWait(popup, '$55.00');
    await expectNoNotification(delivered);
    const after = (await ruleStates())[stoveRuleKey];
    expect(after).toMatchObject({ consumedThrough: before?.consumedThrough, lastPrice: 55, rules: { target: { armed: false, firedPrice: 55 } } });
    const feed = (await popup.evaluate(`chrome.runtime.sendMessage({ kind: 'page:get-state', payload: {} })`)) as { data: StateSnapshot };
    expect(feed.data.state.alerts.feed).toHaveLength(1);
    expect(await popup.evaluate(`document.getElementById('tab-alerts')?.textContent`)).toBe('Alerts (1)');
    await popup.close();
  }, 120_000);

  it('"Wrong price" withdraws the alert and gives the item its previous price back', async () => {
    const { popup } = await popupOn(started(), harborPine);
    await popup.clickButton('Alerts (1)');
    await popup.clickButton(`Wrong price for ${product.name}`);
    await popup.clickButton('Yes, it is wrong');
    await popup.waitForText('Withdrawn: you said this price was wrong');
    expect(await popup.evaluate(`document.getElementById('tab-alerts')?.textContent`)).toBe('Alerts');
    await popup.clickButton('Lists');
    // The wrong reading replaced the previous one in the same hour's observation: the trend keeps it.
    const row = await popup.waitForText('$64.99');
    expect(row).not.toContain('$55.00');
    await popup.close();
  }, 60_000);

  it('gives no notification on a rise', async () => {
    // "Wrong price" made the engine forget the stove (it re-baselines from its corrected history).
    // A reading at the restored $64.99 gives it a rule state there again, so the rise below is
    // judged against an earlier confirmed price rather than as a first sight, which never alerts.
    await admin('', { price: 64.99 });
    const first = await popupOn(started(), harborPine);
    await first.popup.clickButton('Lists');
    await checkNowAndWait(first.popup, '$64.99');
    await waitForRuleState(stoveRuleKey, (state) => state.lastPrice === 64.99);
    // That reading agreed with the item and wrote nothing, so this popup still shows the check as
    // asked for (its button disabled) until a newer check arrives: the next one comes from a new popup.
    await first.popup.close();

    await admin('', { price: 79 });
    const { popup } = await popupOn(started(), harborPine);
    await popup.clickButton('Lists');
    const delivered = await deliveryRecord();
    await checkNowAndWait(popup, '$79.00');
    // The rise was evaluated (it is the state's new price) and alerted nothing.
    await waitForRuleState(stoveRuleKey, (state) => state.lastPrice === 79);
    await expectNoNotification(delivered);
    await popup.close();
  }, 180_000);

  it('holds a drop during quiet hours and delivers it as one digest once they are over', async () => {
    // Another item of the same page: the first one's alerts of this hour are taken ("Wrong price"
    // withdrew its drop to $55, and an alert's id is its item, rule and hour).
    const { popup, send, checkVariantAt } = await saveVariant('quiet-hours');

    // Quiet from five minutes ago to an hour from now, in UTC, whatever this machine's zone.
    const minuteNow = new Date().getUTCHours() * 60 + new Date().getUTCMinutes();
    const quietHours = { start: (minuteNow + 1440 - 5) % 1440, end: (minuteNow + 60) % 1440 };
    const preferences: AlertPreferences = { ...DEFAULT_ALERT_PREFERENCES, quietHours, timeZone: 'UTC' };
    await send('page:update-alert-preferences', preferences);
    await admin('', { price: 55 });
    await popup.clickButton('Lists');
    const delivered = await deliveryRecord();
    await checkVariantAt(55);
    // In the feed, so found and delivered: held, not shown.
    await popup.waitForText('Alerts (1)', CHECK_MS);
    await expectNoNotification(delivered);

    await send('page:update-alert-preferences', { ...preferences, quietHours: null });
    // The worker's next pass after quiet hours sends the digest: once its state has the change, make it now.
    const quietDeadline = Date.now() + CHECK_MS;
    while (((await send('page:get-state', {})) as StateSnapshot).state.profile?.preferences.alerts.quietHours !== null) {
      if (Date.now() > quietDeadline) throw new Error('The worker never had quiet hours off.');
      await new Promise((resolveDelay) => setTimeout(resolveDelay, 250));
    }
    await started().fireAlarm(RECHECK_ALARM);
    const [digest] = await waitForNotifications(1, DIGEST_MS);
    expect(digest).toMatch(/^digest-[0-9a-f]{32}$/);
    await popup.close();
  }, 420_000);

  it('"Stop watching" on the notification turns the item\'s rules off, and a later drop notifies nothing', async () => {
    await clearNotifications();
    const { popup, send, variantItem, checkVariantAt } = await saveVariant('stop-watching');
    // A target under the next drop: once the drop rule has fired, crossing it is what would notify.
    await popup.fill('Target price (USD)', '30');
    await popup.clickButton('Set target');
    await popup.waitForText('Target set');
    await admin('', { price: 45 });
    const item = await checkVariantAt(45);
    const [alertId = ''] = await waitForNotifications(1);

    // The shopper's press on the second button: Chrome's own event, dispatched to the listener the worker registered.
    const worker = await started().worker();
    await worker.evaluate(
      (id) => (chrome.notifications.onButtonClicked as unknown as { dispatch(id: string, index: number): void }).dispatch(id, 1),
      alertId,
    );
    const itemRules = async () => ((await send('page:get-state', {})) as StateSnapshot).state.alerts.rules[ruleScopeKey(item.listId, item.id)];
    const allOff = (rules: ItemAlertSettings | undefined) =>
      (Object.keys(ALERTS_OFF) as (keyof ItemAlertSettings)[]).every((key) => rules?.[key] === ALERTS_OFF[key]);
    const deadline = Date.now() + 15_000;
    while (!allOff(await itemRules())) {
      if (Date.now() > deadline) throw new Error(`The item's rules never went off: ${JSON.stringify(await itemRules())}`);
      await new Promise((resolveDelay) => setTimeout(resolveDelay, 250));
    }
    expect(await notifications()).not.toContain(alertId);

    // Watched, this would cross the $30 target (a rule of its own, so an alert id of its own).
    await admin('', { price: 25 });
    const delivered = await deliveryRecord();
    await checkVariantAt(25);
    const variantKey = Object.keys(await ruleStates()).find((key) => key.endsWith(`:${item.listId}/${item.id}`)) ?? '';
    await waitForRuleState(variantKey, (state) => state.lastPrice === 25);
    await expectNoNotification(delivered);
    const { state } = (await send('page:get-state', {})) as StateSnapshot;
    expect(state.alerts.feed?.filter((alert) => alert.itemId === item.id)).toHaveLength(1);
    expect((await variantItem())?.price).toBe(25);
    await popup.close();
  }, 300_000);
});
