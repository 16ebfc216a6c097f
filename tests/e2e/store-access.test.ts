import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { catalogue } from '../../dev/demo-store';
import { storeOrigins } from '../../src/shared/store-access';
import type { ActionPopup } from './support/action-popup';
import { popupOn } from './support/popup-on';
import type { LoadedExtension } from './support/extension';
import { launchWithEarlierGrants } from './support/granted-hosts';
import { OPTIONS_PAGE, signInThroughOptions, uniqueEmail } from './support/options-page';

const pathOf = (id: string) => {
  const product = catalogue.find((candidate) => candidate.id === id);
  if (!product) throw new Error(`The demo store has no product "${id}"`);
  return product.path;
};

/** The popup says the product was saved, and no longer that it is not watched. */
const NO_NOTICE = /^(?![\s\S]*Not watched)[\s\S]*Saved to Wishlist\./;

const grantedOrigins = async (popup: ActionPopup) =>
  (await popup.evaluate('chrome.permissions.getAll().then((all) => all.origins ?? [])')) as string[];

async function waitForGrant(popup: ActionPopup, origin: string): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (!(await grantedOrigins(popup)).includes(origin)) {
    if (Date.now() > deadline) throw new Error(`${origin} was never granted.`);
    await new Promise((resolveDelay) => setTimeout(resolveDelay, 100));
  }
}

describe("asking for a store's host access when saving from it (Chromium)", () => {
  const [harborPine = ''] = inject('storeOrigins');
  const host = new URL(harborPine).hostname;
  const origins = storeOrigins(host);
  let browser: LoadedExtension | undefined;
  const started = () => {
    if (browser === undefined) throw new Error('Chromium did not start.');
    return browser;
  };

  beforeAll(async () => {
    browser = await launchWithEarlierGrants([...storeOrigins('localhost'), ...storeOrigins('127.0.0.1')]);
    const options = await browser.openPage(OPTIONS_PAGE);
    await signInThroughOptions(options, uniqueEmail('store-access'), 'Create account');
    await options.close();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('saves when the browser refuses, says "Not watched", and its button asks again', async () => {
    const { popup } = await popupOn(started(), `${harborPine}${pathOf('trail-backpack')}`);
    await popup.waitForText('Ridgeline 28L Trail Backpack');
    await popup.waitForText('Save to');
    // A click without user activation: Chromium refuses permissions.request outright.
    await popup.clickButton('Save');
    await popup.waitForText('Saved to Wishlist.');
    await popup.waitForText(`Not watched: allow access to ${host}`);
    expect(await grantedOrigins(popup)).toEqual([]);

    await popup.clickButtonWithGesture('Allow access');
    await waitForGrant(popup, origins[0] as string);
    await popup.waitForText(NO_NOTICE);
    await popup.close();
  });

  it('grants the store from a real Save click, and shows no notice', async () => {
    const { popup } = await popupOn(started(), `${harborPine}${pathOf('summit-headlamp')}`);
    await popup.waitForText('Summit 400 Headlamp');
    await popup.waitForText('Save to');
    expect(await popup.evaluate(`chrome.permissions.remove({ origins: ${JSON.stringify(origins)} })`)).toBe(true);
    expect(await grantedOrigins(popup)).toEqual([]);

    await popup.clickButtonWithGesture('Save');
    const text = await popup.waitForText('Saved to Wishlist.');
    await waitForGrant(popup, origins[0] as string);
    expect(await grantedOrigins(popup)).toEqual(expect.arrayContaining(origins));
    expect(text).not.toContain('Not watched');
    expect(await popup.waitForText(NO_NOTICE)).toContain('Saved to Wishlist.');
    await popup.close();
  });
});
