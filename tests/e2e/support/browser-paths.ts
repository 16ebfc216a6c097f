import { existsSync } from 'node:fs';

/** Debian's chromium package installs this. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** Debian's firefox-esr package installs this; /usr/bin/firefox is only a wrapper script around it. */
export const FIREFOX_PATH = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';

/** Set to 1 by .ci/run: there a missing browser fails its tests instead of skipping them. */
export const REQUIRE_BROWSERS_ENV = 'CARTWATCH_REQUIRE_BROWSERS';

/** The browsers the end-to-end tests need that this machine lacks, each with how to get it. */
export function missingBrowsers(): { name: 'Chromium' | 'Firefox'; path: string; install: string }[] {
  return [
    { name: 'Chromium' as const, path: CHROMIUM_PATH, install: 'apt-get install -y chromium, or set CHROMIUM_PATH' },
    { name: 'Firefox' as const, path: FIREFOX_PATH, install: 'apt-get install -y firefox-esr, or set FIREFOX_PATH' },
  ].filter((browser) => !existsSync(browser.path));
}

/** Whether the tests that need `name` are skipped here: it is missing, and this run does not require it. */
export function skipsBrowser(name: 'Chromium' | 'Firefox'): boolean {
  return process.env[REQUIRE_BROWSERS_ENV] !== '1' && missingBrowsers().some((browser) => browser.name === name);
}
