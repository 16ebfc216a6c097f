/**
 * Runs in a store page: injected on demand (popup, shortcut, context menu) or, when the shopper
 * opted in, on every page. Detects the product and reports it to the worker, again after in-page
 * navigation. No React, no Firebase; nothing is left on the page.
 */
import { extractProduct } from '../model/extract';
import type { Envelope } from '../../../app/protocol';
import { watchInPageNavigation } from './watch-in-page-navigation';

/** Set on the content scripts' own global, so a second injection does not watch twice. */
const WATCHING = Symbol.for('cartwatch.watching-navigation');

function report(): void {
  // Extraction returns exactly the fields the worker accepts (tests/unit/extract/message-shape.test.ts).
  const message: Envelope<'content:product-detected'> = {
    kind: 'content:product-detected',
    payload: { product: extractProduct(document, { url: location.href }) },
  };
  // The worker may be gone (extension reloaded); the page must never see an error from us. chrome.*
  // rather than the pages' polyfill: the polyfill would take a fifth of the content script's budget.
  chrome.runtime.sendMessage(message).catch(() => undefined);
}

report();
const scope = globalThis as { [WATCHING]?: boolean };
if (!scope[WATCHING]) {
  scope[WATCHING] = true;
  watchInPageNavigation(report);
}
