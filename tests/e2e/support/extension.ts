import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium, type BrowserContext, type Page, type Worker } from 'playwright-core';
import { inject } from 'vitest';
import { assertChromiumInstalled, CHROMIUM_PATH, QUIET_CHROMIUM_ARGS } from './chromium';

export const DIST = resolve('dist');
/** The build for the rules-mode end-to-end tests, which talk to the official Firestore emulator. */
export const DIST_RULES = resolve('dist-e2e-rules');

export interface LoadedExtension {
  context: BrowserContext;
  extensionId: string;
  worker(): Promise<Worker>;
  openPage(path: string): Promise<Page>;
  stopWorkers(): Promise<void>;
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
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: [
      ...QUIET_CHROMIUM_ARGS,
      `--disable-extensions-except=${dist}`,
      `--load-extension=${dist}`,
      // Lets tests press the toolbar button (CDP Extensions.triggerAction).
      '--enable-unsafe-extension-debugging',
      ...extraArgs,
    ],
  });

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
    async close() {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    },
  };
}
