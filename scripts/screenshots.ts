// The main screens, light and dark, from the demo store and demo data, into docs/screenshots/:
// the popup (This page, Lists, the price history, Alerts with its why, a gift list from a member's
// side) at its own size, twice as dense as a screen of normal density, and the settings at store
// listing size (1280 x 800). It starts the local stack on free ports as the end-to-end tests do,
// builds the extension for it, signs in the demo accounts Ana and Ben, and builds the demo scene
// (tests/e2e/support/demo-scene.ts). Run: `npm run screenshots` (or `… -- DIR` to write elsewhere).
// Needs what the end-to-end tests need (Chromium; see docs/testing.md).
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { DEMO_ACCOUNTS } from '../dev/start/demo-accounts';
import type { ActionPopup } from '../tests/e2e/support/action-popup';
import { buildDemoScene, type DemoScene } from '../tests/e2e/support/demo-scene';
import { startLocalStack } from '../tests/e2e/support/local-stack';
import { signInThroughOptions } from '../tests/e2e/support/options-page';
import { popupOn } from '../tests/e2e/support/popup-on';

const out = resolve(process.argv[2] ?? join(import.meta.dirname, '../docs/screenshots'));
const SCHEMES = ['light', 'dark'] as const;
type Scheme = (typeof SCHEMES)[number];
const [ana, ben] = DEMO_ACCOUNTS;

const stackDir = mkdtempSync(join(tmpdir(), 'cartwatch-screenshots-'));
const step = (what: string) => console.log(`${(performance.now() / 1000).toFixed(1)} s  ${what}`);
const written: string[] = [];

function write(name: string, base64: string): void {
  const file = join(out, `${name}.png`);
  writeFileSync(file, Buffer.from(base64, 'base64'));
  written.push(file);
}

async function waitUntil(what: string, check: () => Promise<boolean>, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolveDelay) => setTimeout(resolveDelay, 100));
  }
}

/** The popup, in both schemes, at its own size and twice the density. */
async function shootPopup(popup: ActionPopup, name: string): Promise<void> {
  for (const scheme of SCHEMES) {
    // Reduced motion: no colour transition half way through when the scheme changes.
    await popup.send('Emulation.setEmulatedMedia', { features: [{ name: 'prefers-color-scheme', value: scheme }, { name: 'prefers-reduced-motion', value: 'reduce' }] });
    // Images in view loaded (the hidden Lists tab holds lazy ones that never load), and a frame drawn.
    await waitUntil('the images in view', async () => (await popup.evaluate('[...document.images].filter((image) => image.checkVisibility()).every((image) => image.complete)')) === true);
    await popup.evaluate('new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)))');
    const size = (await popup.evaluate('({ width: document.documentElement.clientWidth, height: Math.min(600, document.documentElement.scrollHeight) })')) as { width: number; height: number };
    // Chrome grows the popup's window to its content a little after the frame: a clip taller than
    // the window repeats its top. innerHeight rounds down (398 for a 399 px document).
    await waitUntil('the popup window to fit its content', async () => (await popup.evaluate(`window.innerHeight >= ${size.height - 1}`)) === true, 5_000);
    // And the compositor's surface can lag the window: the clip is drawn beyond the viewport.
    const shot = (await popup.send('Page.captureScreenshot', { format: 'png', clip: { x: 0, y: 0, ...size, scale: 2 }, captureBeyondViewport: true })) as { data?: string };
    if (shot.data === undefined) throw new Error(`Chromium returned no screenshot of ${name}.`);
    write(`${name}-${scheme}`, shot.data);
  }
}

async function shootPage(page: Page, name: string, scheme: Scheme): Promise<void> {
  await page.emulateMedia({ colorScheme: scheme, reducedMotion: 'reduce' });
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  write(`${name}-${scheme}`, (await page.screenshot({ type: 'png' })).toString('base64'));
}

async function popupScreens(scene: DemoScene): Promise<void> {
  const { popup, page } = await popupOn(scene.owner.browser, scene.productUrl);
  await popup.waitForText('Already saved in Wishlist');
  await shootPopup(popup, 'popup-this-page');

  await popup.clickButton('Lists');
  await popup.waitForText('Checked');
  await shootPopup(popup, 'popup-lists');

  await popup.clickButton(`More for “${scene.productName}”`);
  await popup.clickButton(`Price history of ${scene.productName}`);
  await popup.waitForText('Lowest');
  await shootPopup(popup, 'popup-history');

  await popup.clickButton('Back');
  await popup.clickButton('Alerts (1)');
  await popup.waitForText('Why this alert');
  await popup.evaluate('document.querySelector("details.alert-why").open = true');
  await shootPopup(popup, 'popup-alerts');
  await popup.close();
  await page.close();

  const member = await popupOn(scene.member.browser, scene.productUrl);
  await member.popup.clickButton('Lists');
  await member.popup.waitForText('List');
  // Its option's words change as its items are counted: picked by how it starts.
  await waitUntil('the gift list in the picker', async () =>
    (await member.popup.evaluate(`(() => { const option = [...document.querySelectorAll('#panel-lists option')].find((candidate) => candidate.text.startsWith('Birthday'));
      if (!option) return false; const select = option.closest('select'); select.value = option.value; select.dispatchEvent(new Event('change', { bubbles: true })); return true; })()`)) === true,
  );
  await member.popup.waitForText('You claimed this');
  await shootPopup(member.popup, 'popup-gift-list-member');
  await member.popup.close();
  await member.page.close();
}

async function settingsScreens(scene: DemoScene): Promise<void> {
  const settings = scene.owner.options;
  await settings.setViewportSize({ width: 1280, height: 800 });
  for (const [section, name] of [
    ['lists', 'settings-lists'],
    ['alerts', 'settings-alerts'],
  ] as const) {
    await settings.goto(`${settings.url().split('#')[0]}#${section}`);
    await settings.getByRole('heading', { level: 2 }).first().waitFor();
    await settings.waitForLoadState('networkidle');
    for (const scheme of SCHEMES) await shootPage(settings, name, scheme);
  }
}

const stack = await startLocalStack(stackDir, 'dev-server', { recheckPolitenessMs: 1000 });
step('local stack started, extension built');
try {
  mkdirSync(out, { recursive: true });
  const scene = await buildDemoScene(
    { storeOrigins: stack.store.stores.map((store) => store.origin), firestoreUrl: stack.firestore.url, extensionDir: stack.extensionDir },
    {
      owner: (options) => signInThroughOptions(options, ana.email, 'Sign in', ana.password),
      member: (options) => signInThroughOptions(options, ben.email, 'Sign in', ben.password),
    },
    step,
  );
  try {
    await popupScreens(scene);
    step('popup screens');
    await settingsScreens(scene);
    step('settings screens');
  } finally {
    await scene.close();
  }
  for (const file of written) console.log(`Wrote ${file}`);
} finally {
  await stack.close();
  rmSync(stackDir, { recursive: true, force: true });
}
