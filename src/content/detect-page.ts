/**
 * Injected into a store page on demand (popup opened, shortcut, context menu): detects the
 * product and reports it to the worker. No React, no Firebase, nothing kept on the page.
 */
import { extractProduct } from '../extract';
import type { Envelope } from '../shared/protocol';
import { toDetectedProduct } from './to-detected-product';

function report(): void {
  const product = extractProduct(document, { url: location.href });
  const message: Envelope<'content:product-detected'> = {
    kind: 'content:product-detected',
    payload: { product: product === null ? null : toDetectedProduct(product) },
  };
  // The worker may be gone (extension reloaded); the page must never see an error from us.
  chrome.runtime.sendMessage(message).catch(() => undefined);
}

report();
