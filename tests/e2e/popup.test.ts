import { afterAll, beforeAll, expect, it } from 'vitest';
import { launchExtension, type LoadedExtension } from './support/extension';
import { describeInChromium } from './support/browsers';

const POPUP = 'src/pages/popup/index.html';

describeInChromium('popup against the real worker', () => {
  let extension: LoadedExtension;

  beforeAll(async () => {
    extension = await launchExtension();
  });
  afterAll(async () => {
    await extension.close();
  });

  it('shows state that came from the worker', async () => {
    const popup = await extension.openPage(POPUP);
    await popup.getByText('Live', { exact: true }).waitFor();
    const manifestVersion = await (await extension.worker()).evaluate(() => chrome.runtime.getManifest().version);
    await popup.getByText(`Version ${manifestVersion}`).waitFor();
    await expect(popup.getByText('Not signed in').isVisible()).resolves.toBe(true);
    await popup.close();
  });

  it('answers a typed request with the same state', async () => {
    const popup = await extension.openPage(POPUP);
    const answer: unknown = await popup.evaluate(() => chrome.runtime.sendMessage({ kind: 'page:get-state', payload: {} }));
    expect(answer).toMatchObject({ ok: true, data: { state: { account: { status: 'signed-out' }, network: 'online' } } });
    const refused: unknown = await popup.evaluate(() => chrome.runtime.sendMessage({ kind: 'page:nope', payload: {} }));
    expect(refused).toMatchObject({ ok: false, error: { code: 'unknown-kind' } });
    await popup.close();
  });

  it('paints the cached state at once after the worker is stopped, then reconnects', async () => {
    const first = await extension.openPage(POPUP);
    await first.getByText('Live', { exact: true }).waitFor();
    await first.close();

    await extension.stopWorkers();

    const popup = await extension.openPage(POPUP);
    await popup.waitForFunction(() => document.documentElement.dataset.firstPaint !== undefined);
    await expect(popup.evaluate(() => document.documentElement.dataset.firstPaint)).resolves.toBe('cache');
    await popup.getByText('Live', { exact: true }).waitFor({ timeout: 15_000 });
    await popup.close();
  });

  it('keeps the options page live too', async () => {
    const options = await extension.openPage('src/pages/options/index.html');
    await options.getByRole('heading', { name: 'Account' }).waitFor();
    await options.getByText('Live', { exact: true }).waitFor();
    await options.close();
  });
});
