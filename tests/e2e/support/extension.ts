import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium, type BrowserContext, type Page, type Worker } from 'playwright-core';
import { inject } from 'vitest';
import { assertChromiumInstalled, chromiumLaunchOptions } from './chromium';
import { guardConsole } from './console-guard';

export const DIST = resolve('dist');
export const DIST_FIREFOX = resolve('dist-firefox');
/** The build for the rules-mode end-to-end tests, which talk to the official Firestore emulator. */
export const DIST_RULES = resolve('dist-e2e-rules');

export interface LoadedExtension {
  context: BrowserContext;
  extensionId: string;
  worker(): Promise<Worker>;
  openPage(path: string): Promise<Page>;
  stopWorkers(): Promise<void>;
  /**
   * Fires the worker's alarm `name` now rather than at its next period: Chrome's own alarm, given
   * a time of now (unpacked extensions have no minimum), so the worker's real listener runs. The
   * alarm keeps its period.
   */
  fireAlarm(name: string): Promise<void>;
  /** Closes the browser and keeps its profile, for a later launch on it. */
  closeKeepingProfile(): Promise<void>;
  close(): Promise<void>;
}

/**
 * Starts Chromium with the built extension loaded (by default the build the project's global setup
 * made), in a fresh profile unless one is given; `extraArgs` go to Chromium.
 */
export async function launchExtension(
  dist = inject('extensionDir'),
  extraArgs: string[] = [],
  profile = mkdtempSync(join(tmpdir(), 'cartwatch-profile-')),
): Promise<LoadedExtension> {
  assertChromiumInstalled();
  const context = await chromium.launchPersistentContext(profile, {
    headless: true,
    ...chromiumLaunchOptions([
      `--disable-extensions-except=${dist}`,
      `--load-extension=${dist}`,
      // Lets tests press the toolbar button (CDP Extensions.triggerAction).
      '--enable-unsafe-extension-debugging',
      ...extraArgs,
    ]),
  });
  const stopGuarding = guardConsole(context);

  const worker = async (): Promise<Worker> =>
    context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker', { timeout: 30_000 }));
  const extensionId = new URL((await worker()).url()).host;

  return {
    context,
    extensionId,
    worker,
    async openPage(path) {
      const page = await context.newPage();
      await page.goto(`chrome-extension://${extensionId}/${path}`);
      return page;
    },
    async stopWorkers() {
      const page = context.pages()[0] ?? (await context.newPage());
      const session = await context.newCDPSession(page);
      const stopped = new Promise<void>((resolveStopped) => {
        session.on('ServiceWorker.workerVersionUpdated', ({ versions }) => {
          if (versions.some((version) => version.runningStatus === 'stopped')) resolveStopped();
        });
      });
      await session.send('ServiceWorker.enable');
      await session.send('ServiceWorker.stopAllWorkers');
      await stopped;
      await session.detach();
    },
    async fireAlarm(name) {
      const running = await worker();
      const fired = await running.evaluate(async (alarmName) => {
        const alarm = await chrome.alarms.get(alarmName);
        if (alarm === undefined) return false;
        await chrome.alarms.create(alarmName, { when: Date.now(), ...(alarm.periodInMinutes === undefined ? {} : { periodInMinutes: alarm.periodInMinutes }) });
        return true;
      }, name);
      if (!fired) throw new Error(`The worker has no alarm "${name}".`);
    },
    async closeKeepingProfile() {
      stopGuarding();
      await context.close();
    },
    async close() {
      stopGuarding();
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    },
  };
}
