import type { CDPSession, Page } from 'playwright-core';
import type { Say } from '../../locale-messages';
import type { ActionPopup } from './action-popup';
import type { DemoScene } from './demo-scene';
import { FIND_OVERFLOW } from './overflow';
import { OPTIONS_PAGE } from './options-page';
import { popupOn } from './popup-on';

/**
 * A walk through every screen of the popup and every settings section of the demo scene, in every
 * mode, that hands each screen to a `Look` and gathers what it found. The words it clicks and waits
 * for are the locale's (`say`), so the same walk runs on a scene launched in another language
 * (`buildDemoScene(…, { locale: 'de' })`): screens.test.ts looks with axe, the overflow and focus
 * checks in English; a translation can look with `lookForOverflow` alone in its own language.
 */

/** How a screen is looked at: its colour scheme, and the window's width (or 200% zoom). */
export interface Mode {
  name: string;
  scheme: 'light' | 'dark';
  /** The window's size in CSS pixels and its density; null: as the browser opens it. */
  metrics: { width: number; height: number; deviceScaleFactor: number } | null;
}

const modesFor = (natural: Mode['metrics'], zoomed: NonNullable<Mode['metrics']>): Mode[] =>
  (['light', 'dark'] as const).flatMap((scheme) => [
    { name: `${scheme}, its own size`, scheme, metrics: natural },
    { name: `${scheme}, 320 px`, scheme, metrics: { width: 320, height: 560, deviceScaleFactor: 1 } },
    { name: `${scheme}, 800 px`, scheme, metrics: { width: 800, height: 600, deviceScaleFactor: 1 } },
    { name: `${scheme}, 200% zoom`, scheme, metrics: zoomed },
  ]);

/** The toolbar popup (its own size is 380 px wide) and, at most 800 x 600 device pixels, zoomed to 200%: 400 x 300 CSS pixels. */
export const POPUP_MODES = modesFor(null, { width: 400, height: 300, deviceScaleFactor: 2 });
/** The settings in a 1280 x 800 window, and that window zoomed to 200%: 640 x 400 CSS pixels. */
export const OPTIONS_MODES = modesFor({ width: 1280, height: 800, deviceScaleFactor: 1 }, { width: 640, height: 400, deviceScaleFactor: 2 });

/** A page to look at: the real toolbar popup (over CDP) or an extension page (Playwright). */
export interface Inspected {
  evaluate(expression: string): Promise<unknown>;
  send(method: string, params?: object): Promise<unknown>;
}

/** What a look found on one screen in one mode: lines naming the screen and the mode (`where`). */
export type Look = (target: Inspected, where: string) => Promise<string[]>;

/** The overflow check alone (overflow.ts): text that spills, is cut without an ellipsis, or is lost. */
export const lookForOverflow: Look = async (target, where) => ((await target.evaluate(FIND_OVERFLOW)) as string[]).map((finding) => `${where}: ${finding}`);

const ofPopup = (popup: ActionPopup): Inspected => ({ evaluate: (expression) => popup.evaluate(expression), send: (method, params) => popup.send(method, params) });

function ofPage(page: Page, session: CDPSession): Inspected {
  return { evaluate: (expression) => page.evaluate(expression), send: (method, params) => session.send(method as never, params as never) };
}

async function apply(target: Inspected, mode: Mode): Promise<void> {
  await target.send('Emulation.setEmulatedMedia', { features: [{ name: 'prefers-color-scheme', value: mode.scheme }] });
  if (mode.metrics === null) await target.send('Emulation.clearDeviceMetricsOverride');
  else await target.send('Emulation.setDeviceMetricsOverride', { ...mode.metrics, mobile: false });
  // Laid out again, and the colour transitions (120 ms) over, before anything is measured.
  await target.evaluate('new Promise((done) => setTimeout(() => requestAnimationFrame(() => requestAnimationFrame(done)), 200))');
}

/** Waits until an expression in the page is true. */
async function until(target: Inspected, expression: string, what: string, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while ((await target.evaluate(expression)) !== true) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolveDelay) => setTimeout(resolveDelay, 100));
  }
}

const pressEscape = `document.activeElement?.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }))`;

/** The owner's popup on the product with a history: This page, Lists, a row's menu, the editor, the history, the invite panel, Alerts with the why. */
export async function tourOwnerPopup(scene: DemoScene, say: Say, look: Look, modes: readonly Mode[] = POPUP_MODES): Promise<string[]> {
  const { popup, page } = await popupOn(scene.owner.browser, scene.productUrl);
  const target = ofPopup(popup);
  const name = scene.productName;
  await popup.waitForText(say('alreadySavedIn', scene.wishlistName));
  const findings: string[] = [];
  for (const mode of modes) {
    await apply(target, mode);
    await popup.clickButton(say('tabThisPage'));
    findings.push(...(await look(target, `This page, ${mode.name}`)));

    await popup.clickButton(say('tabLists'));
    await popup.waitForText(scene.longName);
    findings.push(...(await look(target, `Lists, ${mode.name}`)));

    await popup.clickButton(say('itemMoreNamed', name));
    await until(target, `document.querySelector('[role="menu"]') !== null`, 'the row menu');
    findings.push(...(await look(target, `a row's menu, ${mode.name}`)));
    await target.evaluate(pressEscape);

    await popup.chooseRowAction(name, say('itemEditNamed', name), say);
    await popup.waitForText(say('itemEditorHeading'));
    findings.push(...(await look(target, `the item editor, ${mode.name}`)));
    await popup.clickButton(say('back'));

    await popup.chooseRowAction(name, say('itemHistoryNamed', name), say);
    await until(target, `document.querySelector('[role="slider"]') !== null`, 'the price chart');
    // A point read by keyboard: its reading shows over the chart.
    await target.evaluate(`document.querySelector('[role="slider"]').focus()`);
    findings.push(...(await look(target, `the price history, ${mode.name}`)));
    await popup.clickButton(say('back'));

    await target.evaluate(`document.querySelector('details.list-options').open = true`);
    await popup.clickButton(say('popupInviteNamed', scene.wishlistName));
    await popup.waitForText(say('sharingCreateCode'));
    findings.push(...(await look(target, `the invite panel, ${mode.name}`)));
    await popup.clickButton(say('back'));

    await popup.clickButton(say('tabAlertsUnseen', '1'));
    await popup.waitForText(say('alertWhy'));
    await target.evaluate(`document.querySelector('details.alert-why').open = true`);
    findings.push(...(await look(target, `Alerts with the why, ${mode.name}`)));
  }
  await popup.close();
  await page.close();
  return findings;
}

/** The member's popup on a page with no product: the typed-in save, the shared gift list with a claim, a claimer's price alerts. */
export async function tourMemberPopup(scene: DemoScene, say: Say, look: Look, modes: readonly Mode[] = POPUP_MODES): Promise<string[]> {
  const { popup, page } = await popupOn(scene.member.browser, scene.plainPageUrl);
  const target = ofPopup(popup);
  await popup.waitForText(say('manualSaveHint'));
  const findings: string[] = [];
  for (const mode of modes) {
    await apply(target, mode);
    await popup.clickButton(say('tabThisPage'));
    findings.push(...(await look(target, `the typed-in save, ${mode.name}`)));

    await popup.clickButton(say('tabLists'));
    await until(
      target,
      `(() => { const option = [...document.querySelectorAll('#panel-lists option')].find((candidate) => candidate.text.startsWith(${JSON.stringify(scene.giftListName)}));
        if (!option) return false; const select = option.closest('select'); if (select.value !== option.value) { select.value = option.value; select.dispatchEvent(new Event('change', { bubbles: true })); } return true; })()`,
      'the gift list',
    );
    await popup.waitForText(say('claimByYou'));
    findings.push(...(await look(target, `a gift list, ${mode.name}`)));

    await popup.chooseRowAction(scene.claimedName, say('itemAlertsOpenNamed', scene.claimedName), say);
    await popup.waitForText(say('itemAlertsViewHeading'));
    findings.push(...(await look(target, `a claimer's price alerts, ${mode.name}`)));
    await popup.clickButton(say('back'));
  }
  await popup.close();
  await page.close();
  return findings;
}

/** The settings sections, each at its own address. */
export const SETTINGS_SECTIONS = ['account', 'lists', 'alerts', 'tracking', 'detection', 'data', 'about'] as const;

/**
 * Applies one setting (the daily limit of notifications) so the walk looks at a save confirmation too:
 * it stays beside its field until the next change (docs/design-system.md, "Saving settings").
 */
async function showConfirmation(options: Page): Promise<void> {
  await options.evaluate(() => (location.hash = '#alerts'));
  const cap = options.locator('input[name="dailyCap"]');
  await cap.fill((await cap.inputValue()) === '5' ? '6' : '5');
  await cap.press('Tab');
  await options.locator('.setting:has(input[name="dailyCap"]) .save-status-saved').waitFor();
}

/** Every settings section of the owner's options page. */
export async function tourSettings(scene: DemoScene, look: Look, modes: readonly Mode[] = OPTIONS_MODES): Promise<string[]> {
  const options = await scene.owner.browser.openPage(`${OPTIONS_PAGE}#account`);
  const target = ofPage(options, await options.context().newCDPSession(options));
  const findings: string[] = [];
  await showConfirmation(options);
  for (const mode of modes) {
    await apply(target, mode);
    for (const section of SETTINGS_SECTIONS) {
      await options.evaluate((id) => (location.hash = `#${id}`), section);
      await options.locator(`main #${section}-heading`).waitFor();
      await until(target, `document.querySelector('main [aria-busy="true"]') === null`, `the ${section} section`);
      findings.push(...(await look(target, `settings #${section}, ${mode.name}`)));
    }
  }
  await options.close();
  return findings;
}
