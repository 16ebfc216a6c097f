import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { catalogue } from '../../dev/demo-store';
import { DEFAULT_ALERT_PREFERENCES, type AlertPreferences } from '../../src/shared/alerts';
import type { StateSnapshot } from '../../src/shared/state';
import { storeOrigins } from '../../src/shared/store-access';
import type { ActionPopup } from './support/action-popup';
import { popupOn } from './support/popup-on';
import type { LoadedExtension } from './support/extension';
import { launchWithEarlierGrants } from './support/granted-hosts';
import { OPTIONS_PAGE, signInThroughOptions, uniqueEmail } from './support/options-page';

// A JSON-LD product whose page shows the same price: one reading of it is a confirmed price.
const PRODUCT = 'camp-stove';
const product = catalogue.find((candidate) => candidate.id === PRODUCT);
if (!product) throw new Error(`The demo store has no product "${PRODUCT}"`);

/** The politeness wait (10 s + up to 5 s) comes before every check of the store, "Check now" included. */
const CHECK_MS = 45_000;
/** A newly watched item is checked at the next run: at once, or at the 1-minute alarm. */
const FIRST_CHECK_MS = 90_000;
/** Held alerts go out at the worker's next periodic pass, at most a minute (the alarm) after quiet hours end. */
const DIGEST_MS = 90_000;
/** After a check has landed, how long a notification that should not come is given to come anyway. */
const NO_NOTIFICATION_GRACE_MS = 5_000;

describe('alerts and notifications (Chromium)', () => {
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
    await popup.clickButton('Check now');
    const deadline = Date.now() + CHECK_MS;
    while ((await pageAnswers()) === before) {
      if (Date.now() > deadline) throw new Error(`The store never saw the check; the popup shows:\n${await popup.waitForText('')}`);
      await new Promise((resolveDelay) => setTimeout(resolveDelay, 250));
    }
    await popup.waitForText(price, CHECK_MS);
  };
  /** Nothing shows within the grace period (called only after the event that would have caused it). */
  const expectNoNotification = async () => {
    const deadline = Date.now() + NO_NOTIFICATION_GRACE_MS;
    while (Date.now() < deadline) {
      expect(await notifications()).toEqual([]);
      await new Promise((resolveDelay) => setTimeout(resolveDelay, 250));
    }
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
    await started().stopWorkers();
    const { popup } = await popupOn(started(), harborPine);
    await popup.clickButton('Lists');
    await popup.waitForText('$55.00');
    await checkNowAndWait(popup, '$55.00');
    await expectNoNotification();
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
    await admin('', { price: 79 });
    const { popup } = await popupOn(started(), harborPine);
    await popup.clickButton('Lists');
    await checkNowAndWait(popup, '$79.00');
    await expectNoNotification();
    await popup.close();
  }, 120_000);

  it('holds a drop during quiet hours and delivers it as one digest once they are over', async () => {
    // Another item of the same page: the first one's alerts of this hour are taken ("Wrong price"
    // withdrew its drop to $55, and an alert's id is its item, rule and hour).
    const variant = `${url}?variant=quiet-hours`;
    const { popup } = await popupOn(started(), variant);
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
    // Its first reading (the baseline, which never alerts), at the page's current price.
    const saved = await variantItem();
    if (!saved) throw new Error('The new item is not in the state.');
    if (saved.lastCheck === null) await send('page:check-now', { listId: saved.listId, itemId: saved.id });
    const deadline = Date.now() + FIRST_CHECK_MS;
    while ((await variantItem())?.lastCheck == null) {
      if (Date.now() > deadline) throw new Error('The new item was never checked.');
      await new Promise((resolveDelay) => setTimeout(resolveDelay, 500));
    }

    // Quiet from five minutes ago to an hour from now, in UTC, whatever this machine's zone.
    const minuteNow = new Date().getUTCHours() * 60 + new Date().getUTCMinutes();
    const quietHours = { start: (minuteNow + 1440 - 5) % 1440, end: (minuteNow + 60) % 1440 };
    const preferences: AlertPreferences = { ...DEFAULT_ALERT_PREFERENCES, quietHours, timeZone: 'UTC' };
    await send('page:update-alert-preferences', preferences);
    await admin('', { price: 55 });
    await popup.clickButton('Lists');
    const item = await variantItem();
    if (!item) throw new Error('The new item is gone.');
    await send('page:check-now', { listId: item.listId, itemId: item.id });
    const checkDeadline = Date.now() + CHECK_MS;
    while ((await variantItem())?.price !== 55) {
      if (Date.now() > checkDeadline) throw new Error('The new item never got its lower price.');
      await new Promise((resolveDelay) => setTimeout(resolveDelay, 250));
    }
    await popup.waitForText('Alerts (1)', CHECK_MS);
    await expectNoNotification();

    await send('page:update-alert-preferences', { ...preferences, quietHours: null });
    const [digest] = await waitForNotifications(1, DIGEST_MS);
    expect(digest).toMatch(/^digest-[0-9a-f]{32}$/);
    await popup.close();
  }, 420_000);
});
