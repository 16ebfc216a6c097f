import { extractProduct } from './index';
import type { ExtractedProduct } from './types';

/**
 * A re-check has no page to keep responsive, and a budget cut short on a busy machine would read a
 * normal page as "no product": a wider budget than the content script's, still bounded for hostile pages.
 */
const RECHECK_BUDGET_MS = 2_000;

/**
 * Extracts the product from fetched HTML, as the content script does from a live page. DOMParser
 * runs no scripts and loads nothing: single-page shops that render by script show no product here.
 */
export function extractFromHtml(html: string, url: string): ExtractedProduct | null {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  return extractProduct(doc, { url, budgetMs: RECHECK_BUDGET_MS });
}
