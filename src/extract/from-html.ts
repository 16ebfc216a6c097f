import { extractProduct } from './index';
import type { ExtractedProduct } from './types';

/**
 * Extracts the product from fetched HTML, as the content script does from a live page. DOMParser
 * runs no scripts and loads nothing: single-page shops that render by script show no product here.
 */
export function extractFromHtml(html: string, url: string): ExtractedProduct | null {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  return extractProduct(doc, { url });
}
