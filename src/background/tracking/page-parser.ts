import { extractFromHtml } from '../../extract/from-html';
import type { PageParser } from './check-page';
import { createOffscreenParser, offscreenApisOf } from './offscreen-parser';

/** Firefox's event page has a DOM and parses itself; Chrome's service worker uses the offscreen document. */
export function pageParserFor(scope: typeof globalThis): PageParser {
  if (typeof scope.DOMParser !== 'undefined') return (html, url) => Promise.resolve(extractFromHtml(html, url));
  return createOffscreenParser(offscreenApisOf(chrome));
}
