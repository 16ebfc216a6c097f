import { existsSync } from 'node:fs';
import { resolve } from 'node:path';

import { CHROMIUM_PATH } from './browser-paths';

export { CHROMIUM_PATH };

/** Flags that keep Chromium quiet on a machine with no network but loopback. */
export const QUIET_CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-default-apps',
];

/**
 * Browser UI that Chromium 156 renders ahead in every new browser and a headless test never shows:
 * the address bar's suggestion popup and its AI Mode variant, each a WebUI page in a renderer of its
 * own. Preloading them cost about 2 CPU seconds of every launch (26.2 against 15.6 CPU s for five
 * launches, measured on 2 cores); Chromium 150 does not preload them.
 */
export const UNUSED_BROWSER_UI_FEATURES = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup'];

/** Starts CHROMIUM_PATH with every --disable-features switch merged, since Chromium keeps only the last. */
export const CHROMIUM_LAUNCHER = resolve(import.meta.dirname, 'chromium-launcher.sh');

/**
 * What Playwright needs to start the tests' Chromium: the launcher above, the quiet flags, the
 * unused UI switched off (added to, not replacing, Playwright's own --disable-features), then `args`.
 */
export function chromiumLaunchOptions(args: string[] = []): { executablePath: string; args: string[]; env: Record<string, string> } {
  const env = Object.fromEntries(Object.entries(process.env).filter((entry): entry is [string, string] => entry[1] !== undefined));
  return {
    executablePath: CHROMIUM_LAUNCHER,
    args: [...QUIET_CHROMIUM_ARGS, `--disable-features=${UNUSED_BROWSER_UI_FEATURES.join(',')}`, ...args],
    env: { ...env, CARTWATCH_CHROMIUM: CHROMIUM_PATH },
  };
}

export function assertChromiumInstalled(): void {
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(`Chromium not found at ${CHROMIUM_PATH}: install it with "apt-get install -y chromium" or set CHROMIUM_PATH.`);
  }
}
