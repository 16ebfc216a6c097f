/**
 * The offscreen document (Chrome): a service worker has no DOMParser, so the worker sends fetched
 * product pages here to be parsed by the same extractor as the content script.
 */
import { extractFromHtml } from '../extract/from-html';
import { handleOffscreenMessage } from './handle-message';

const background = chrome.runtime.getManifest().background;
const self = {
  id: chrome.runtime.id,
  workerUrl: chrome.runtime.getURL(background && 'service_worker' in background ? background.service_worker : ''),
};

chrome.runtime.onMessage.addListener((message: unknown, sender, sendResponse) => {
  const response = handleOffscreenMessage(message, sender, self, extractFromHtml);
  if (response !== undefined) sendResponse(response);
  return false;
});
