/**
 * Runs in a store page: injected on demand (popup, shortcut, context menu) or, when the shopper
 * opted in, on every page. Detects the product and reports it to the worker with the time the page
 * came to say it, again after in-page navigation or a change of the product. No React, no Firebase;
 * nothing is left on the page.
 */
import { extractProduct } from '../model/extract';
import type { Envelope } from '../../../app/protocol';
import { watchInPageNavigation } from './watch-in-page-navigation';
import { documentLoadedAt } from './page-time';
import { nextReport, type LastReport } from './page-dating';

/**
 * What the last report said and since when, on the content scripts' own global: a later injection
 * dates the page by it, and does not watch the page twice.
 */
const LAST_REPORT = Symbol.for('cartwatch.last-report');

const scope = globalThis as { [LAST_REPORT]?: LastReport };
const watching = LAST_REPORT in scope;

function report(changedAt?: number): void {
  const product = extractProduct(document, { url: location.href });
  const next = nextReport(scope[LAST_REPORT], JSON.stringify(product), changedAt, documentLoadedAt);
  if (!next) return;
  scope[LAST_REPORT] = next;
  // Extraction returns exactly the fields the worker accepts (tests/unit/extract/message-shape.test.ts).
  // The worker may be gone (extension reloaded); the page must never see an error from us. chrome.*
  // rather than the pages' polyfill: the polyfill would take a fifth of the content script's budget.
  chrome.runtime
    .sendMessage({ kind: 'content:product-detected', payload: { product, pageTime: next.pageTime } } satisfies Envelope<'content:product-detected'>)
    .catch(() => undefined);
}

report();
if (!watching) {
  watchInPageNavigation(report, () => scope[LAST_REPORT]?.said !== 'null');
  // A page restored from the back-forward cache tells the worker again (its badge was reset), with its old time.
  addEventListener('pageshow', (event) => event.persisted && report());
}
