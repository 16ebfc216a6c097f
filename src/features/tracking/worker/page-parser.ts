import type { SettleCurrency } from '../../detection';
import { extractFromHtml } from '../../detection';
import type { PageParser } from './check-page';
import { createOffscreenParser, offscreenApisOf } from './offscreen-parser';

/**
 * Firefox's event page has a DOM and parses itself, settling the currency as the offscreen document
 * does; Chrome's service worker uses the offscreen document.
 */
export function pageParserFor(scope: typeof globalThis, settleCurrency: SettleCurrency): PageParser {
  if (typeof scope.DOMParser !== 'undefined') {
    return async (html, url) => {
      const product = extractFromHtml(html, url);
      return product && (await settleCurrency(product, url));
    };
  }
  return createOffscreenParser(offscreenApisOf(chrome));
}
