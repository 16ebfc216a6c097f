import { randomUUID } from 'node:crypto';
import { setTimeout as delay } from 'node:timers/promises';
import { afterAll, afterEach, beforeAll, expect, inject, it } from 'vitest';
import { reportLoggedErrors } from './support/console-guard';
import { catalogue } from '../../dev/demo-store';
import { storeOrigins } from '../../src/features/tracking/model/store-access';
import { assertFirefoxInstalled, evaluateString, extensionErrors, installExtension, launchFirefox, openTab, type FirefoxSession } from './support/firefox-bidi';
import { describeInFirefox } from './support/browsers';

const EXTENSION_ID = 'cartwatch@cartwatch.app';
const EXTENSION_UUID = randomUUID();
const POPUP_URL = `moz-extension://${EXTENSION_UUID}/src/pages/popup/index.html`;
const WAIT_MS = 20_000;

/**
 * Firefox asks nothing for optional permissions when `extensions.webextOptionalPermissionPrompts`
 * is false: permissions.request then grants, but still only from a real user input handler. So
 * this runs the real request: a BiDi pointer click grants, a script's click() is refused.
 */
describeInFirefox("a store's host access from the Lists tab, in Firefox", () => {
  let firefox: FirefoxSession | undefined;
  let popup = '';
  const [harborPine = ''] = inject('storeOrigins');
  const host = new URL(harborPine).hostname;
  const product = catalogue.find((candidate) => candidate.id === 'trail-backpack');

  const session = () => {
    if (firefox === undefined) throw new Error('Firefox did not start.');
    return firefox;
  };
  const run = (expression: string) => evaluateString(session().bidi, popup, expression);
  const message = (kind: string, payload: object) =>
    run(`browser.runtime.sendMessage(${JSON.stringify({ kind, payload })}).then((answer) => JSON.stringify(answer))`).then(
      (answer) => JSON.parse(answer) as { ok: boolean; data?: unknown },
    );

  async function until(what: string, expression: string): Promise<void> {
    const deadline = Date.now() + WAIT_MS;
    while ((await run(`String(${expression})`)) !== 'true') {
      if (Date.now() > deadline) throw new Error(`${what} never happened; the popup shows:\n${await run('document.body.innerText')}`);
      await delay(100);
    }
  }

  /** Clicks the named button with the pointer, as the shopper does (user input, unlike element.click()). */
  async function pointerClick(name: string): Promise<void> {
    const box = JSON.parse(
      await run(`JSON.stringify([...document.querySelectorAll('button')].find((b) => b.checkVisibility() && b.textContent.trim().startsWith(${JSON.stringify(name)}))?.getBoundingClientRect() ?? null)`),
    ) as { x: number; y: number; width: number; height: number } | null;
    if (box === null) throw new Error(`The popup showed no button "${name}".`);
    const x = Math.round(box.x + box.width / 2);
    const y = Math.round(box.y + box.height / 2);
    await session().bidi.send('input.performActions', {
      context: popup,
      actions: [{ type: 'pointer', id: 'mouse', actions: [{ type: 'pointerMove', x, y }, { type: 'pointerDown', button: 0 }, { type: 'pointerUp', button: 0 }] }],
    });
  }

  const granted = async () => JSON.parse(await run('browser.permissions.getAll().then((all) => JSON.stringify(all.origins))')) as string[];

  beforeAll(async () => {
    assertFirefoxInstalled();
    if (product === undefined) throw new Error('The demo store has no trail-backpack.');
    firefox = await launchFirefox({
      'extensions.webextensions.uuids': JSON.stringify({ [EXTENSION_ID]: EXTENSION_UUID }),
      'extensions.webextOptionalPermissionPrompts': false,
    });
    expect(await installExtension(firefox.bidi, inject('firefoxExtensionDir'))).toBe(EXTENSION_ID);
    popup = await openTab(firefox.bidi, POPUP_URL);
    expect((await message('page:start-anonymous', {})).ok).toBe(true);
    await until('the Wishlist', `document.body.innerText.includes('Live')`);
    let listId: string | undefined;
    const deadline = Date.now() + WAIT_MS;
    while (listId === undefined && Date.now() < deadline) {
      const state = (await message('page:get-state', {})).data as { state: { lists: { id: string }[] | null } };
      listId = state.state.lists?.[0]?.id;
      if (listId === undefined) await delay(200);
    }
    if (listId === undefined) throw new Error('The account got no Wishlist.');
    const saved = await message('page:save-item', {
      listId,
      product: {
        url: `${harborPine}${product.path}`, name: 'Ridgeline backpack', brand: null, image: null, price: 89, currency: 'USD',
        listPrice: null, availability: 'in-stock', sku: null, gtin: null, method: 'json-ld', confidence: 0.9,
      },
    });
    expect(saved.ok).toBe(true);
  });
  // Firefox's share of the console guard: what Cartwatch logged there fails the test like in Chromium.
  afterEach(async () => {
    if (firefox !== undefined) reportLoggedErrors(await extensionErrors(firefox.bidi, EXTENSION_UUID));
  });
  afterAll(async () => {
    await firefox?.close();
  });

  it('shows the item "Not watched"; a script\'s click is refused, the shopper\'s click grants the store', async () => {
    await run(`([...document.querySelectorAll('[role="tab"]')].find((tab) => tab.textContent.trim() === 'Lists').click(), 'ok')`);
    await until('the Not watched row', `document.body.innerText.includes('Not watched: allow access to ${host}')`);

    // The row's button: "Allow access", and for screen readers the item it is on.
    await run(`([...document.querySelectorAll('button')].find((b) => b.textContent.trim().startsWith('Allow access')).click(), 'ok')`);
    await until('the refusal', `document.body.innerText.includes('Not watched: access to ${host} was not given.')`);
    expect(await granted()).toEqual([]);

    await pointerClick('Allow access');
    const deadline = Date.now() + WAIT_MS;
    while (!(await granted()).includes(`http://${host}/*`) && Date.now() < deadline) await delay(100);
    expect(await granted()).toEqual(expect.arrayContaining(storeOrigins(host)));
    await until('the refusal to go', `!document.body.innerText.includes('was not given')`);
  });
});
