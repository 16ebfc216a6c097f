import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export type BrowserPlan = { kind: 'launch' } | { kind: 'skip'; reason: string };

/** Whether a visible browser can be started here, and why not when it cannot. */
export function planBrowser(wanted: boolean): BrowserPlan {
  if (!wanted) return { kind: 'skip', reason: 'started with --no-browser' };
  if (!existsSync(CHROMIUM_PATH)) {
    return { kind: 'skip', reason: `no Chromium at ${CHROMIUM_PATH} (install it: apt-get install -y chromium, or set CHROMIUM_PATH)` };
  }
  if (process.platform === 'linux' && !process.env.DISPLAY && !process.env.WAYLAND_DISPLAY) {
    return { kind: 'skip', reason: 'no display here (neither DISPLAY nor WAYLAND_DISPLAY is set)' };
  }
  return { kind: 'launch' };
}

/** Chromium with the built extension loaded, in its own profile, opened on the demo store. */
export function launchChromium(extensionDir: string, profileDir: string, url: string): ChildProcess {
  mkdirSync(profileDir, { recursive: true });
  return spawn(
    CHROMIUM_PATH,
    [
      `--user-data-dir=${profileDir}`,
      `--disable-extensions-except=${extensionDir}`,
      `--load-extension=${extensionDir}`,
      '--no-first-run',
      '--no-default-browser-check',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      url,
    ],
    { stdio: 'ignore' },
  );
}
