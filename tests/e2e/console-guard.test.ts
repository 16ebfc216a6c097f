import { afterAll, beforeAll, expect, it } from 'vitest';
import { launchExtension, type LoadedExtension } from './support/extension';
import { describeInChromium } from './support/browsers';
import { expectConsoleError, loggedSoFar } from './support/console-guard';

const POPUP = 'src/pages/popup/index.html';

async function loggedMatching(pattern: RegExp): Promise<string> {
  await expect.poll(() => loggedSoFar().some(({ text }) => pattern.test(text)), { timeout: 10_000 }).toBe(true);
  const found = loggedSoFar().find(({ text }) => pattern.test(text));
  return found === undefined ? '' : `${found.where}: ${found.text}`;
}

describeInChromium('the console guard', () => {
  let extension: LoadedExtension;

  beforeAll(async () => {
    extension = await launchExtension();
  });
  afterAll(async () => {
    await extension.close();
  });

  it("collects the worker's console errors, uncaught errors and unhandled rejections", async () => {
    expectConsoleError(/guard probe/, 'this test logs them on purpose');
    const worker = await extension.worker();
    await worker.evaluate(() => {
      console.error('guard probe: logged');
      setTimeout(() => {
        throw new Error('guard probe: thrown');
      });
      void Promise.reject(new Error('guard probe: rejected'));
    });
    expect(await loggedMatching(/guard probe: logged/)).toMatch(/^worker: /);
    expect(await loggedMatching(/guard probe: thrown/)).toMatch(/^worker: Uncaught/);
    expect(await loggedMatching(/guard probe: rejected/)).toMatch(/^worker: Unhandled rejection/);
  });

  it("collects an extension page's console errors and uncaught errors, named by the page", async () => {
    expectConsoleError(/guard probe/, 'this test logs them on purpose');
    const popup = await extension.openPage(POPUP);
    await popup.evaluate(() => {
      console.error('guard probe: popup logged');
      setTimeout(() => {
        throw new Error('guard probe: popup thrown');
      });
    });
    expect(await loggedMatching(/guard probe: popup logged/)).toMatch(/^popup\/index\.html: /);
    expect(await loggedMatching(/guard probe: popup thrown/)).toMatch(/^popup\/index\.html: Uncaught/);
    await popup.close();
  });
});
