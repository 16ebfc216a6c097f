import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { catalogue } from '../../dev/demo-store';
import { storeOrigins } from '../../src/features/tracking/model/store-access';
import { sayIn } from '../locale-messages';
import { ActionPopup } from './support/action-popup';
import { describeInChromium } from './support/browsers';
import { DESKTOP_SCREEN } from './support/demo-scene';
import type { LoadedExtension } from './support/extension';
import { launchWithEarlierGrants } from './support/granted-hosts';
import { FocusWalk, keyboardOfPage, keyboardOfPopup, type KeyboardPage } from './support/keyboard';
import { OPTIONS_PAGE, TEST_PASSWORD, uniqueEmail } from './support/options-page';
import { waitForAppState } from './support/requests';

/**
 * The whole journey with the keyboard alone (#30): two shoppers sign up in their settings, the
 * owner saves a product from the toolbar popup, sets a target, checks the price, reads the alert
 * with its why, makes the list a gift list and invites; the member joins in the settings and claims
 * the item in the popup. Only key presses move the focus and act (Tab, Shift+Tab, Enter, Space,
 * the arrows); at every stop the focused element must show a visible focus indicator (Chromium's
 * :focus-visible, and an outline or shadow drawn) and, where the journey acts, be the control it
 * expects. The popup is opened as the toolbar button opens it (CDP Extensions.triggerAction, as the
 * browser's own shortcut for it does). Prices change on the demo store only for this test's own product.
 */

const say = sayIn('en');

/** The elements that would move: a transition or an animation that lasts. */
const FIND_MOTION = `[...document.querySelectorAll('*')].filter((element) => {
  const style = getComputedStyle(element);
  const lasts = (durations) => durations.split(',').some((duration) => parseFloat(duration) > 0);
  return (style.transitionProperty !== 'none' && lasts(style.transitionDuration)) || (style.animationName !== 'none' && lasts(style.animationDuration));
}).map((element) => element.tagName.toLowerCase() + '.' + (element.getAttribute('class') ?? '').trim().split(/\\s+/).join('.'))`;
const PRODUCT = catalogue.find((candidate) => candidate.id === 'canvas-tote');

describeInChromium('the journey with the keyboard alone, focus always visible (Chromium)', () => {
  const [harborPine = ''] = inject('storeOrigins');
  let owner: LoadedExtension;
  let member: LoadedExtension;

  beforeAll(async () => {
    const hosts = storeOrigins(new URL(harborPine).hostname);
    [owner, member] = await Promise.all([launchWithEarlierGrants(hosts, inject('extensionDir'), [DESKTOP_SCREEN]), launchWithEarlierGrants(hosts, inject('extensionDir'), [DESKTOP_SCREEN])]);
  }, 120_000);
  afterAll(async () => {
    await Promise.all([owner?.close(), member?.close()]);
    if (PRODUCT !== undefined) await setPrice(PRODUCT.price);
  });

  async function setPrice(price: number): Promise<void> {
    const response = await fetch(`${harborPine}/__admin/products/${PRODUCT?.id ?? ''}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ price }) });
    if (!response.ok) throw new Error(`The demo store refused the price: ${response.status}`);
  }

  /** Signs up on the options page: the fields and the button reached by Tab, the email typed. */
  async function signUp(browser: LoadedExtension, walk: FocusWalk, who: string): Promise<{ options: Page; email: string }> {
    const options = await browser.openPage(`${OPTIONS_PAGE}#account`);
    await options.locator('main #account-heading').waitFor();
    const keys = keyboardOfPage(options);
    const email = uniqueEmail(`keyboard-${who}`);
    await walk.tabTo(keys, new RegExp(`^${say('fieldEmail')}`), `${who}: sign up, email`);
    await keys.type(email);
    await walk.tabTo(keys, new RegExp(`^${say('fieldPassword')}`), `${who}: sign up, password`);
    await keys.type(TEST_PASSWORD);
    await walk.tabTo(keys, say('accountCreate'), `${who}: sign up, the button`);
    await keys.press('Enter');
    await options.getByText(say('accountSignedInAs', email)).waitFor({ timeout: 30_000 });
    await waitForAppState(options, 'the default list', (state) => (state.lists?.length ?? 0) >= 1);
    return { options, email };
  }

  async function openPopup(browser: LoadedExtension, url: string): Promise<{ popup: ActionPopup; keys: KeyboardPage; page: Page }> {
    const page = await browser.context.newPage();
    await page.goto(url);
    const popup = await ActionPopup.openOn(browser.context, browser.extensionId, page);
    return { popup, keys: keyboardOfPopup(popup), page };
  }

  it('signs up, saves, sets a target, checks, reads an alert, invites, joins and claims with keys alone, the focus always shown', async () => {
    if (PRODUCT === undefined) throw new Error('The demo store has no canvas tote.');
    const walk = new FocusWalk();
    const [{ options: ownerOptions }, { options: memberOptions }] = [await signUp(owner, walk, 'owner'), await signUp(member, walk, 'member')];

    // Save from the toolbar popup on the product's page.
    const productUrl = `${harborPine}${PRODUCT.path}`;
    const { popup, keys } = await openPopup(owner, productUrl);
    await popup.waitForText(say('saveToListLabel'));
    await walk.tabTo(keys, say('saveToList'), 'owner: save');
    await keys.press('Enter');
    await popup.waitForText(/Saved to .+\./);

    // A target under today's price, then the store lowers the price below it.
    await popup.waitForText(say('targetSet'));
    await walk.tabTo(keys, new RegExp(`^${say('targetLabel')}`), 'owner: target price');
    await keys.type(String(Math.floor(PRODUCT.price * 0.9)));
    await walk.tabTo(keys, say('targetSet'), 'owner: set target');
    await keys.press('Enter');
    await popup.waitForText(say('targetSaved'));
    await setPrice(Math.floor(PRODUCT.price * 0.75));

    // Check: back to the tabs, the arrow to Lists, the row's "Check now".
    await walk.tabTo(keys, say('tabThisPage'), 'owner: the tabs', true);
    await walk.pressTo(keys, 'ArrowRight', say('tabLists'), 'owner: the Lists tab');
    await popup.waitForText(PRODUCT.name);
    await walk.tabTo(keys, new RegExp(`^${say('checkNow')}`), 'owner: check now');
    await keys.press('Enter');
    await popup.waitForText(say('tabAlertsUnseen', 1), 60_000);

    // Read the alert and its why.
    await walk.tabTo(keys, say('tabLists'), 'owner: back to the tabs', true);
    await walk.pressTo(keys, 'ArrowRight', say('tabAlertsUnseen', 1), 'owner: the Alerts tab');
    await popup.waitForText(say('alertWhy'));
    await walk.tabTo(keys, say('alertWhy'), 'owner: why this alert');
    await keys.press('Enter');
    await popup.waitForText(say('alertWhyPrevious'));

    // Make the list a gift list and invite: the list's sharing options, the switch, the invite panel.
    await walk.tabTo(keys, /^Alerts/, 'owner: back to the tabs again', true);
    await walk.pressTo(keys, 'ArrowLeft', say('tabLists'), 'owner: the Lists tab again');
    await walk.tabTo(keys, say('popupShareSummary'), 'owner: share this list');
    await keys.press('Enter');
    await walk.tabTo(keys, new RegExp(`^${say('sharingGiftSwitch')}`), 'owner: the gift switch');
    await keys.press('Space');
    await popup.waitForText(say('giftOwnerHint'));
    await walk.tabTo(keys, /^Invite people to “/, 'owner: invite people', true);
    await keys.press('Enter');
    await walk.landsOn(keys, 'h2', /^Invite to “/, 'owner: the invite panel, its heading');
    await popup.waitForText(say('sharingCreateCode'));
    await walk.tabTo(keys, say('sharingCreateCode'), 'owner: create the code');
    await keys.press('Enter');
    const code = /[A-Z0-9]{5}-[A-Z0-9]{5}/.exec(await popup.waitForText(/[A-Z0-9]{5}-[A-Z0-9]{5}/))?.[0] ?? '';
    await popup.close();

    // Join in the member's settings: the navigation's Lists & sharing, the code, its preview's Join.
    const settings = keyboardOfPage(memberOptions);
    await walk.tabTo(settings, say('optionsSectionLists'), 'member: the settings navigation', true);
    await settings.press('Enter');
    await walk.landsOn(settings, 'h2', say('optionsSectionLists'), 'member: the section chosen, its heading');
    await memberOptions.waitForFunction(() => document.querySelector('main [aria-busy="true"]') === null);
    await walk.tabTo(settings, new RegExp(`^${say('sharingJoinCode')}`), 'member: invite code');
    await settings.type(code);
    await settings.press('Enter');
    await memberOptions.getByText(/shared by/).waitFor();
    await walk.tabTo(settings, /^Join “/, 'member: join');
    await settings.press('Enter');
    const joined = await waitForAppState(memberOptions, 'the shared list', (state) => (state.lists ?? []).some((list) => list.role === 'viewer' && list.gift));
    const shared = (joined.lists ?? []).find((list) => list.role === 'viewer');

    // Claim in the member's popup: the tabs, the list picker moved by the arrows, the row's claim.
    const { popup: memberPopup, keys: memberKeys } = await openPopup(member, `${harborPine}/`);
    await memberPopup.waitForText(say('manualSaveHint'));
    await walk.tabTo(memberKeys, say('tabThisPage'), 'member: the tabs', true);
    await walk.pressTo(memberKeys, 'ArrowRight', say('tabLists'), 'member: the Lists tab');
    await walk.tabTo(memberKeys, say('listsTabPicker'), 'member: the list picker');
    for (let presses = 0; presses < 4 && (await memberKeys.evaluate(`document.querySelector('#panel-lists select').value`)) !== shared?.id; presses++) {
      await memberKeys.press('ArrowDown');
    }
    expect(await memberKeys.evaluate(`document.activeElement === document.querySelector('#panel-lists select')`)).toBe(true);
    await memberPopup.waitForText(PRODUCT.name);
    await walk.tabTo(memberKeys, new RegExp(`^${say('claimTake')}`), 'member: claim');
    await memberKeys.press('Enter');
    await memberPopup.waitForText(say('claimByYou'));

    // Reduced motion: the popup's transitions (buttons, switches) and animations (skeletons) stop.
    expect(await memberKeys.evaluate(FIND_MOTION)).not.toEqual([]);
    await memberPopup.send('Emulation.setEmulatedMedia', { features: [{ name: 'prefers-reduced-motion', value: 'reduce' }] });
    expect(await memberKeys.evaluate(FIND_MOTION)).toEqual([]);
    await memberPopup.close();
    await ownerOptions.close();

    expect(walk.unseen).toEqual([]);
  }, 300_000);
});
