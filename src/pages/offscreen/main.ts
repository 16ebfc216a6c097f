/**
 * The offscreen document (Chrome): a service worker has no DOMParser, so the worker sends fetched
 * product pages here to be parsed by the same extractor as the content script.
 */
import { extensionSettleCurrency } from '../../features/detection';
import { extractFromHtml } from '../../features/detection';
import { handleOffscreenMessage, isOffscreenMessage, type OffscreenIdentity } from '../../features/detection/offscreen';

/** The built worker's script URL. An offscreen document has no runtime.getManifest: it reads the file. */
const self: Promise<OffscreenIdentity> = fetch(chrome.runtime.getURL('manifest.json'))
  .then((response) => response.json() as Promise<{ background?: { service_worker?: string } }>)
  .then((manifest) => ({ id: chrome.runtime.id, workerUrl: chrome.runtime.getURL(manifest.background?.service_worker ?? '') }));

const settleCurrency = extensionSettleCurrency((path) => chrome.runtime.getURL(path));

chrome.runtime.onMessage.addListener((message: unknown, sender, sendResponse) => {
  if (!isOffscreenMessage(message)) return false;
  const parse = async (html: string, url: string) => {
    const product = extractFromHtml(html, url);
    return product && (await settleCurrency(product, url));
  };
  void self.then((identity) => handleOffscreenMessage(message, sender, identity, parse)).then(sendResponse);
  return true;
});
