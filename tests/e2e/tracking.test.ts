import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { catalogue } from '../../dev/demo-store';
import { RECHECK_ALARM } from '../../src/features/tracking/model/settings';
import { storeOrigins } from '../../src/features/tracking/model/store-access';
import type { ActionPopup } from './support/action-popup';
import { popupOn } from './support/popup-on';
import type { LoadedExtension } from './support/extension';
import { launchWithEarlierGrants } from './support/granted-hosts';
import { OPTIONS_PAGE, signInThroughOptions, uniqueEmail } from './support/options-page';
import { describeInChromium } from './support/browsers';

const PRODUCT = 'merino-beanie';
const product = catalogue.find((candidate) => candidate.id === PRODUCT);
if (!product) throw new Error(`The demo store has no product "${PRODUCT}"`);

/** A check waits out the store's politeness gap (1-1.5 s in test builds) and loads the page: ample on a busy machine. */
const CHECK_MS = 30_000;
/** A newly watched item is checked at the engine's next run: at once, or when its alarm fires, which the test makes happen now. */
const FIRST_CHECK_MS = 30_000;

/** The price chart's accessible name, once the history view draws one. */
async function chartLabel(popup: ActionPopup, timeoutMs = 15_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const label = await popup.evaluate(`document.querySelector('svg.price-chart[role="img"]')?.getAttribute('aria-label') ?? null`);
    if (typeof label === 'string') return label;
    if (Date.now() > deadline) throw new Error('The history view drew no chart.');
    await new Promise((resolveDelay) => setTimeout(resolveDelay, 100));
  }
}

describeInChromium('tracking a saved product (Chromium)', () => {
  const [harborPine = ''] = inject('storeOrigins');
  const host = new URL(harborPine).hostname;
  const url = `${harborPine}${product.path}`;
  const admin = async (path: string, body: object) => {
    const response = await fetch(`${harborPine}/__admin/products/${PRODUCT}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`The demo store refused ${path || 'the offer'}: ${response.status} ${await response.text()}`);
  };
  let browser: LoadedExtension | undefined;
  const started = () => {
    if (browser === undefined) throw new Error('Chromium did not start.');
    return browser;
  };

  beforeAll(async () => {
    browser = await launchWithEarlierGrants([...storeOrigins('localhost'), ...storeOrigins('127.0.0.1')]);
    const options = await browser.openPage(OPTIONS_PAGE);
    await signInThroughOptions(options, uniqueEmail('tracking'), 'Create account');
    await options.close();
  });
  afterAll(async () => {
    await admin('/mode', { mode: 'ok' });
    await admin('', { price: product.price, availability: 'InStock' });
    await browser?.close();
  });

  it('saves with access granted in the click, and a change of price shows on "Check now", in the row and in the history', async () => {
    const { popup } = await popupOn(started(), url);
    await popup.waitForText('Merino Rib Beanie');
    await popup.waitForText('Save to');
    await popup.clickButtonWithGesture('Save');
    const saved = await popup.waitForText('Saved to Wishlist.');
    expect(saved).not.toContain('Not watched');

    await popup.clickButton('Lists');
    await popup.waitForText('£24.50');
    // The engine checks a newly watched item by itself: its first reading starts the history.
    await started().fireAlarm(RECHECK_ALARM);
    await popup.waitForText(/Checked (now|\d+ minutes? ago)/, FIRST_CHECK_MS);

    await admin('', { price: 19.99 });
    await popup.clickButton('Check now for “Merino Rib Beanie”');
    const row = await popup.waitForText('£19.99', CHECK_MS);
    expect(row).toMatch(/Checked (now|1 minute ago)/);
    expect(row).not.toContain('£24.50');

    await popup.chooseRowAction('Merino Rib Beanie', 'Price history of Merino Rib Beanie');
    await popup.waitForText('Price history');
    expect(await chartLabel(popup)).toBe('Price over the last 30 days, from £19.99 to £24.50');
    await popup.close();
  }, 240_000);

  it('says "Out of stock" on the row after a check finds it, with no price drop, and "Back in stock" once it returns', async () => {
    const { popup } = await popupOn(started(), harborPine);
    await popup.clickButton('Lists');
    await popup.waitForText('£19.99');
    await admin('', { price: 19.99, availability: 'OutOfStock' });
    await popup.clickButton('Check now for “Merino Rib Beanie”');
    const outOfStock = await popup.waitForText('Out of stock', CHECK_MS);
    expect(outOfStock).toContain('£19.99');
    expect(outOfStock).not.toMatch(/\d+%/);

    await admin('', { price: 19.99, availability: 'InStock' });
    await popup.clickButton('Check now for “Merino Rib Beanie”');
    const back = await popup.waitForText('Back in stock', CHECK_MS);
    expect(back).toMatch(/\d+%/);
    await popup.close();
  }, 120_000);

  it('shows a bot check on the row after "Check now", and keeps the price', async () => {
    await admin('/mode', { mode: 'bot-check' });
    const { popup } = await popupOn(started(), harborPine);
    await popup.clickButton('Lists');
    await popup.waitForText('£19.99');
    await popup.clickButton('Check now for “Merino Rib Beanie”');
    const row = await popup.waitForText('Bot check · next try', CHECK_MS);
    expect(row).toContain('£19.99');
    expect(await popup.evaluate(`document.querySelector('.item-check')?.getAttribute('data-check')`)).toBe('bot-check');
    await popup.close();
  });

  it('says "Not watched" on the row once access to the store is revoked in options > Tracking', async () => {
    const options = await started().openPage(`${OPTIONS_PAGE}#tracking`);
    await options.getByRole('button', { name: `Revoke access to ${host}` }).click();
    await options.getByRole('button', { name: `Revoke access to ${host}` }).waitFor({ state: 'detached' });
    await options.close();

    const { popup } = await popupOn(started(), harborPine);
    await popup.clickButton('Lists');
    const row = await popup.waitForText(`Not watched: allow access to ${host}`);
    expect(row).toContain('£19.99');
    expect(row).not.toContain('Check now');
    await popup.close();
  });

  it('moves the item to another list with its price history: the chart and the observations are the same there', async () => {
    const options = await started().openPage(`${OPTIONS_PAGE}#lists`);
    await options.getByLabel('New list name').fill('Gifts');
    await options.getByRole('button', { name: 'Create list' }).click();
    await options.locator('.list-name', { hasText: /^Gifts$/ }).waitFor();
    await options.close();

    const { popup } = await popupOn(started(), harborPine);
    await popup.clickButton('Lists');
    await popup.waitForText('Merino Rib Beanie');
    const before = await historyShown(popup);
    // Checks within one hour replace each other in the history (one document per hour).
    expect(before.observations).toBeGreaterThanOrEqual(1);

    await popup.chooseRowAction('Merino Rib Beanie', 'Edit Merino Rib Beanie');
    await popup.choose('Move to', 'Gifts');
    await popup.clickButton('Move');
    await popup.waitForText('Moved to Gifts.');
    await chooseOnceShown(popup, 'List', 'Wishlist (0)');
    await chooseOnceShown(popup, 'List', 'Gifts (1)');
    const row = await popup.waitForText('Merino Rib Beanie');
    expect(row).toContain('£19.99');
    expect(await historyShown(popup)).toEqual(before);
    await popup.close();
  });
});

/** Chooses the option once the popup offers it (list counts follow the worker's state). */
async function chooseOnceShown(popup: ActionPopup, label: string, optionText: string, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      return await popup.choose(label, optionText);
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolveDelay) => setTimeout(resolveDelay, 200));
    }
  }
}

/** What the history view of the beanie shows: its chart's name and how many observations it lists. */
async function historyShown(popup: ActionPopup): Promise<{ chart: string; observations: unknown }> {
  await popup.chooseRowAction('Merino Rib Beanie', 'Price history of Merino Rib Beanie');
  await popup.waitForText('Price history');
  const chart = await chartLabel(popup);
  const observations = await popup.evaluate(`document.querySelectorAll('.history-observations li').length`);
  await popup.clickButton('Back');
  return { chart, observations };
}
