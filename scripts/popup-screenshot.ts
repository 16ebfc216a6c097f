// The README's picture of the popup, made from the real thing: the local stack (as `npm start`
// starts it, on free ports), the extension built for it, headless Chromium with the demo account
// Ana signed in, a demo-store product saved from the toolbar popup, and the popup opened again on
// that product's page. Run: `node --import tsx scripts/popup-screenshot.ts [FILE]` (default
// docs/images/popup.png). Needs what the end-to-end tests need (Chromium; see docs/testing.md).
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { stateOf } from '../bench/support-account';
import { waitUntil } from '../bench/support';
import { DEMO_ACCOUNTS } from '../dev/start/demo-accounts';
import { storeOrigins } from '../src/features/tracking/model/store-access';
import { demoProductPath } from '../tests/e2e/support/demo-products';
import type { LoadedExtension } from '../tests/e2e/support/extension';
import { DESKTOP_SCREEN } from '../tests/e2e/support/demo-scene';
import { launchWithEarlierGrants } from '../tests/e2e/support/granted-hosts';
import { startLocalStack } from '../tests/e2e/support/local-stack';
import { OPTIONS_PAGE, signInThroughOptions } from '../tests/e2e/support/options-page';
import { popupOn } from '../tests/e2e/support/popup-on';

const PRODUCT = 'trail-backpack';
const out = resolve(process.argv[2] ?? join(import.meta.dirname, '../docs/images/popup.png'));
const ana = DEMO_ACCOUNTS[0];

const stackDir = mkdtempSync(join(tmpdir(), 'cartwatch-screenshot-'));
const step = (what: string) => console.log(`${(performance.now() / 1000).toFixed(1)} s  ${what}`);
const stack = await startLocalStack(stackDir);
step('local stack started, extension built');
let browser: LoadedExtension | undefined;
try {
  const [harborPine] = stack.store.stores.map((store) => store.origin);
  if (harborPine === undefined) throw new Error('The demo store started no shop.');
  // The shopper granted the store before, so the Save click's host access request grants at once
  // (headless Chromium cannot answer its prompt) and the item is watched, not "Not watched".
  browser = await launchWithEarlierGrants(storeOrigins(new URL(harborPine).hostname), stack.extensionDir, [DESKTOP_SCREEN]);

  step('Chromium started');
  const options = await browser.openPage(OPTIONS_PAGE);
  await signInThroughOptions(options, ana.email, 'Sign in', ana.password);
  step(`signed in as ${ana.email}`);

  const url = `${harborPine}${demoProductPath(PRODUCT)}`;
  const saving = await popupOn(browser, url);
  await saving.popup.waitForText('Save to');
  await saving.popup.clickButtonWithGesture('Save');
  await saving.popup.waitForText('Saved to Wishlist.');
  await saving.popup.close();
  await saving.page.close();
  // Once the save has reached the server, so that the status line counts no change waiting.
  await waitUntil('the saved product to sync', async () => {
    const { state } = await stateOf(options);
    const items = Object.values(state.items).flat();
    return items.length > 0 && items.every((item) => !item.pendingWrites) && (state.lists ?? []).every((list) => !list.pendingWrites);
  }, 30_000);
  step('product saved and synced');

  // Opened again, as the shopper comes back to the page: the product, and where it is saved.
  const { popup } = await popupOn(browser, url);
  await popup.waitForText('Already saved in Wishlist');
  // The product's image is the store's: wait until the images in view have loaded (the Lists tab,
  // rendered ahead and hidden, holds lazy images that never load), so the picture shows it.
  await waitUntil('the images in view to load', async () => (await popup.evaluate(
    '[...document.images].filter((image) => image.checkVisibility()).every((image) => image.complete)',
  )) === true, 10_000);
  // At twice the popup's size, as a high-density screen shows it.
  const size = (await popup.evaluate('({ width: document.documentElement.scrollWidth, height: document.documentElement.scrollHeight })')) as {
    width: number;
    height: number;
  };
  const shot = (await popup.send('Page.captureScreenshot', { format: 'png', clip: { x: 0, y: 0, ...size, scale: 2 } })) as { data?: string };
  if (shot.data === undefined) throw new Error('Chromium returned no screenshot of the popup.');
  mkdirSync(dirname(out), { recursive: true });
  writeFileSync(out, Buffer.from(shot.data, 'base64'));
  await popup.close();
  console.log(`Wrote ${out} (${Math.round(Buffer.from(shot.data, 'base64').length / 1024)} KB)`);
} finally {
  await browser?.close();
  await stack.close();
  rmSync(stackDir, { recursive: true, force: true });
}
