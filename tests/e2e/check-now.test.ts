import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { catalogue } from '../../dev/demo-store';
import { storeOrigins } from '../../src/features/tracking/model/store-access';
import { popupOn } from './support/popup-on';
import type { ActionPopup } from './support/action-popup';
import type { LoadedExtension } from './support/extension';
import { launchWithEarlierGrants } from './support/granted-hosts';
import { OPTIONS_PAGE, signInThroughOptions, uniqueEmail } from './support/options-page';
import { describeInChromium } from './support/browsers';

// "Check now" says what it is doing (#28): timings from the real popup, printed for the closing
// note (docs/tracking.md, "Check now"), not asserted: a shared machine's timings are not a test.

const mugs = catalogue.find((candidate) => candidate.id === 'hasami-mug-set');
if (!mugs) throw new Error('The demo store has no product "hasami-mug-set"');
const CHECK_MS = 30_000;
const yen = (amount: number) => `¥${amount.toLocaleString('en-US')}`;

/**
 * Clicks the row's "Check now" inside the popup and times, from the click, the first frame whose
 * row says `first`, and the frame whose row says `last` (performance.now() in the popup itself).
 */
async function timedCheck(popup: ActionPopup, first: string, last: string, timeoutMs = CHECK_MS): Promise<{ firstMs: number; lastMs: number }> {
  const script = `new Promise((resolve, reject) => {
    const row = () => document.querySelector('.item-row');
    const button = [...row().querySelectorAll('button')].find((b) => (b.getAttribute('aria-label') ?? b.textContent.trim()).startsWith('Check now'));
    if (!button) return reject(new Error('no Check now'));
    let firstMs = null;
    const start = performance.now();
    const look = () => {
      const text = row()?.innerText ?? '';
      if (firstMs === null && text.includes(${JSON.stringify(first)})) firstMs = performance.now() - start;
      if (text.includes(${JSON.stringify(last)})) { observer.disconnect(); clearTimeout(timer); resolve({ firstMs: firstMs ?? performance.now() - start, lastMs: performance.now() - start }); }
    };
    const observer = new MutationObserver(look);
    observer.observe(document.body, { subtree: true, childList: true, characterData: true });
    const timer = setTimeout(() => { observer.disconnect(); reject(new Error('timed out: ' + (row()?.innerText ?? ''))); }, ${timeoutMs});
    button.click();
  })`;
  const json = await popup.evaluate(`(async () => JSON.stringify(await ${script}))()`);
  return JSON.parse(String(json)) as { firstMs: number; lastMs: number };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

describeInChromium('"Check now" says what it is doing (Chromium)', () => {
  const [harborPine = ''] = inject('storeOrigins');
  const admin = async (body: object) => {
    const response = await fetch(`${harborPine}/__admin/products/${mugs.id}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    if (!response.ok) throw new Error(`The demo store refused the offer: ${response.status}`);
  };
  let browser: LoadedExtension | undefined;

  beforeAll(async () => {
    browser = await launchWithEarlierGrants([...storeOrigins('localhost'), ...storeOrigins('127.0.0.1')]);
    const options = await browser.openPage(OPTIONS_PAGE);
    await signInThroughOptions(options, uniqueEmail('check-now'), 'Create account');
    await options.close();
  });
  afterAll(async () => {
    await admin({ price: mugs.price, availability: mugs.availability });
    await browser?.close();
  });

  it('on an idle store the new price reaches the row at once; right after another check the row counts down first', async () => {
    if (browser === undefined) throw new Error('Chromium did not start.');
    const { popup } = await popupOn(browser, `${harborPine}${mugs.path}`);
    await popup.waitForText(mugs.name);
    await popup.waitForText('Save to');
    await popup.clickButtonWithGesture('Save');
    await popup.waitForText('Saved to Wishlist.');
    await popup.clickButton('Lists');
    await popup.waitForText(yen(mugs.price));

    const idle: number[] = [];
    for (const price of [11_100, 11_200, 11_300, 11_400, 11_500]) {
      // Past the test build's politeness gap (1-1.5 s): the store is idle when the click comes.
      await new Promise((resolveDelay) => setTimeout(resolveDelay, 2_000));
      await admin({ price });
      idle.push((await timedCheck(popup, yen(price), yen(price))).lastMs);
    }

    // At once after a check, the store owes its politeness gap: the row says so before the check runs.
    await admin({ price: 10_900 });
    const busy = await timedCheck(popup, 'Checking in', yen(10_900));
    console.log(
      `[timing] Check now on an idle store, click to the new price in the row: median ${Math.round(median(idle))} ms of ${idle.map(Math.round).join(', ')} ms; ` +
        `right after a check, click to "Checking in": ${Math.round(busy.firstMs)} ms, to the price: ${Math.round(busy.lastMs)} ms`,
    );
    expect(busy.firstMs).toBeLessThan(busy.lastMs);
    await popup.close();
  }, 240_000);
});
