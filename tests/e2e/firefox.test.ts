import { randomUUID } from 'node:crypto';
import { setTimeout as delay } from 'node:timers/promises';
import { afterAll, afterEach, beforeAll, expect, inject, it } from 'vitest';
import { reportLoggedErrors } from './support/console-guard';
import packageJson from '../../package.json' with { type: 'json' };
import {
  assertFirefoxInstalled,
  browserConsoleMessages,
  evaluateString,
  installExtension,
  extensionErrors,
  launchFirefox,
  openTab,
  type FirefoxSession,
} from './support/firefox-bidi';
import { describeInFirefox } from './support/browsers';

const EXTENSION_ID = 'cartwatch@cartwatch.app';
// Firefox gives each install a random internal UUID unless a pref names it up front.
const EXTENSION_UUID = randomUUID();
const POPUP_URL = `moz-extension://${EXTENSION_UUID}/src/pages/popup/index.html`;
const POPUP_TIMEOUT_MS = 20_000;
const POLL_INTERVAL_MS = 100;

describeInFirefox('Firefox build', () => {
  let firefox: FirefoxSession | undefined;

  beforeAll(async () => {
    assertFirefoxInstalled();
    firefox = await launchFirefox({
      'extensions.webextensions.uuids': JSON.stringify({ [EXTENSION_ID]: EXTENSION_UUID }),
    });
  });
  // Firefox's share of the console guard: what Cartwatch logged there fails the test like in Chromium.
  afterEach(async () => {
    if (firefox !== undefined) reportLoggedErrors(await extensionErrors(firefox.bidi, EXTENSION_UUID));
  });
  afterAll(async () => {
    await firefox?.close();
  });

  it('loads, and its event page answers the popup over a runtime port', async () => {
    const session = started(firefox);
    expect(await installExtension(session.bidi, inject('firefoxExtensionDir'))).toBe(EXTENSION_ID);

    const popup = await openTab(session.bidi, POPUP_URL);
    // "Live" only appears once state arrived from the background; cached state says otherwise.
    await waitForLines(session, popup, ['Live', `Version ${packageJson.version}`]);
  });

});

function started(firefox: FirefoxSession | undefined): FirefoxSession {
  if (firefox === undefined) throw new Error('Firefox did not start.');
  return firefox;
}

/** Polls the page's visible text until each expected line shows up on its own line. */
async function waitForLines(session: FirefoxSession, context: string, expected: string[]): Promise<void> {
  const deadline = Date.now() + POPUP_TIMEOUT_MS;
  let text = '';
  while (Date.now() < deadline) {
    text = await evaluateString(session.bidi, context, 'document.body.innerText');
    const lines = text.split('\n').map((line) => line.trim());
    if (expected.every((line) => lines.includes(line))) return;
    await delay(POLL_INTERVAL_MS);
  }
  throw new Error(await describeMissingLines(session, expected, text));
}

async function describeMissingLines(session: FirefoxSession, expected: string[], text: string): Promise<string> {
  const consoleMessages = await browserConsoleMessages(session.bidi, [EXTENSION_ID, EXTENSION_UUID]).catch(
    (error: unknown) => [`(could not be read: ${String(error)})`],
  );
  return [
    `The popup did not show ${expected.map((line) => `"${line}"`).join(' and ')} within ${POPUP_TIMEOUT_MS} ms.`,
    `Popup text:\n${text}`,
    `Browser Console messages about the extension:\n${consoleMessages.join('\n') || '(none)'}`,
    `Firefox stderr (last lines):\n${session.recentStderr()}`,
  ].join('\n\n');
}
