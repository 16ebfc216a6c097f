import type { CDPSession } from 'playwright-core';
import type { LoadedExtension } from './extension';

/**
 * Cuts and restores the network of the extension's service worker through a CDP session of our
 * own. Playwright's context.setOffline loses track of a worker once it is stopped, and its offline
 * override then outlives the restart; this session stays attached to the worker's target, so the
 * network can be given back after a restart.
 */
export async function controlWorkerNetwork(browser: LoadedExtension): Promise<{
  setOffline(offline: boolean): Promise<void>;
  detach(): Promise<void>;
}> {
  const chromium = browser.context.browser();
  if (chromium === null) throw new Error('Needs a browser-level CDP session.');
  const session: CDPSession = await chromium.newBrowserCDPSession();
  const { targetInfos } = (await session.send('Target.getTargets' as never)) as {
    targetInfos: { targetId: string; type: string; url: string }[];
  };
  const worker = targetInfos.find((target) => target.type === 'service_worker' && target.url.includes(browser.extensionId));
  if (!worker) throw new Error('The extension has no running service worker.');
  const { sessionId } = (await session.send('Target.attachToTarget' as never, { targetId: worker.targetId, flatten: false } as never)) as {
    sessionId: string;
  };
  let nextId = 1;
  const send = (method: string, params: object) =>
    session.send('Target.sendMessageToTarget' as never, { sessionId, message: JSON.stringify({ id: nextId++, method, params }) } as never);
  await send('Network.enable', {});
  return {
    setOffline: (offline) =>
      send('Network.emulateNetworkConditions', { offline, latency: 0, downloadThroughput: -1, uploadThroughput: -1 }),
    detach: () => session.detach(),
  };
}
