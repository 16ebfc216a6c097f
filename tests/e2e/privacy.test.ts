import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { catalogue } from '../../dev/demo-store';
import { RECHECK_ALARM } from '../../src/features/tracking/model/settings';
import { storeOrigins } from '../../src/features/tracking/model/store-access';
import type { LoadedExtension } from './support/extension';
import { launchWithEarlierGrants } from './support/granted-hosts';
import { OPTIONS_PAGE, signInThroughOptions, uniqueEmail } from './support/options-page';
import { popupOn } from './support/popup-on';
import { describeInChromium } from './support/browsers';
import { CONTACTED, type ContactedRole } from '../privacy-hosts';

const product = catalogue.find((candidate) => candidate.id === 'merino-beanie');
if (!product) throw new Error('The demo store has no product "merino-beanie"');
/** A newly watched item is checked at the engine's next run: at once, or when its alarm fires, which the test makes happen now. */
const FIRST_CHECK_MS = 30_000;

interface NetLog {
  constants: { logEventTypes: Record<string, number> };
  events: { type: number; params?: { url?: string; initiator?: string } }[];
}

/**
 * Every request Chromium's network stack started, from its net log, as the origin that made it
 * (a page, a worker, the extension) and the origin it went to. Chromium's own requests (its
 * component updater, its Google account check, autofill) have no initiator ("not an origin") and
 * are the browser's, not the extension's or a page's.
 */
function requestsOf(netLogFile: string): { initiator: string; origin: string }[] {
  const log = JSON.parse(readFileSync(netLogFile, 'utf8')) as NetLog;
  const startJob = log.constants.logEventTypes.URL_REQUEST_START_JOB;
  return log.events
    .filter((event) => event.type === startJob && typeof event.params?.url === 'string' && /^(https?|wss?):/.test(event.params.url))
    .map((event) => ({ initiator: event.params?.initiator ?? 'not an origin', origin: new URL(event.params?.url ?? '').origin }));
}

/**
 * About's privacy claims that a test can check (docs/product.md, "Your data is yours"): nothing leaves the browser
 * but to Firebase and the stores whose products were saved, and the extension changes no link or
 * cookie on a store page. The net log is the whole browser's, so any request of the extension's
 * (worker, offscreen document, popup, options, content script) is in it.
 */
describeInChromium('what leaves the browser while a shopper signs up, saves a product and it is checked', () => {
  const [store = ''] = inject('storeOrigins');
  const url = `${store}${product.path}`;
  const logDir = mkdtempSync(join(tmpdir(), 'cartwatch-netlog-'));
  const netLog = join(logDir, 'netlog.json');
  let browser: LoadedExtension | undefined;
  const started = () => {
    if (browser === undefined) throw new Error('Chromium did not start.');
    return browser;
  };

  beforeAll(async () => {
    browser = await launchWithEarlierGrants([...storeOrigins('localhost'), ...storeOrigins('127.0.0.1')], undefined, [`--log-net-log=${netLog}`]);
  });
  afterAll(async () => {
    await browser?.close();
    rmSync(logDir, { recursive: true, force: true });
  });

  it('goes only to Firebase and the saved product’s store, and leaves the store page’s links and cookies as they were', async () => {
    const options = await started().openPage(OPTIONS_PAGE);
    await signInThroughOptions(options, uniqueEmail('privacy'), 'Create account');

    const cookie = { name: 'shop-session', value: 'abc123', url: store };
    await started().context.addCookies([cookie]);
    const served = await (await fetch(url)).text();
    const { popup, page } = await popupOn(started(), url);
    await popup.waitForText('Save to');
    await popup.clickButtonWithGesture('Save');
    await popup.waitForText('Saved to Wishlist.');
    await popup.clickButton('Lists');
    await popup.waitForText(`£${product.price.toFixed(2)}`);
    await started().fireAlarm(RECHECK_ALARM);
    await popup.waitForText(/Checked (now|\d+ minutes? ago)/, FIRST_CHECK_MS);
    await popup.close();

    // Every link as the store served it, and as the page shows it after detection, the save and a check.
    const links = await page.evaluate((html) => {
      const linksIn = (root: Document) => [...root.querySelectorAll('a[href]')].map((link) => new URL(link.getAttribute('href') ?? '', location.href).href);
      return { served: linksIn(new DOMParser().parseFromString(html, 'text/html')), shown: linksIn(document) };
    }, served);
    expect(links.served.length).toBeGreaterThan(0);
    expect(links.shown).toEqual(links.served);
    expect(await page.evaluate(() => document.cookie)).toBe('shop-session=abc123');
    const cookies = await started().context.cookies(store);
    expect(cookies.map(({ name, value }) => ({ name, value }))).toEqual([{ name: cookie.name, value: cookie.value }]);
    await page.close();
    await options.close();

    // The net log is complete once the browser has shut down.
    const { extensionId } = started();
    await started().close();
    browser = undefined;
    const firestore = new URL(inject('firestoreUrl')).origin;
    // Each role of tests/privacy-hosts.ts (which docs/privacy.md and the About section name) by its local stand-in.
    const standIns = new Map<string, ContactedRole['role']>([
      [new URL(inject('authEmulatorUrl')).origin, 'firebase-auth'],
      [firestore, 'firestore'],
      [new URL(store).origin, 'saved-stores'],
    ]);
    const fromContent = requestsOf(netLog).filter((request) => request.initiator !== 'not an origin');
    const extension = `chrome-extension://${extensionId}`;
    expect(fromContent.filter((request) => request.initiator === extension && request.origin === firestore).length).toBeGreaterThan(0);
    expect(fromContent.filter((request) => request.initiator === extension && request.origin === new URL(store).origin).length).toBeGreaterThan(0);
    expect([...new Set(fromContent.filter((request) => !standIns.has(request.origin)).map((request) => `${request.initiator} -> ${request.origin}`))]).toEqual([]);
    const rolesSeen = new Set(fromContent.map((request) => standIns.get(request.origin)));
    expect([...rolesSeen].sort()).toEqual(CONTACTED.filter((role) => role.seenInPrivacyTest).map((role) => role.role).sort());
  }, 240_000);
});
