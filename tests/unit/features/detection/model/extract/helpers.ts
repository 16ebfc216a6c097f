import { settleCurrencyWith } from '../../../../../../src/features/detection/model/currency/settle-currency';
import { diskCurrencyTable } from '../currency/disk-table';
import { extractProduct, type ExtractedProduct } from '../../../../../../src/features/detection/model/extract/index';

export const URL_ = 'https://shop.example.com/p/lamp?variant=2';

/** Parses HTML as the offscreen document does, then extracts. */
export function extractFrom(html: string, url: string = URL_): ExtractedProduct | null {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  return extractProduct(doc, { url, budgetMs: 1000 });
}

/** What the worker ends with: the content script's extraction, the currency settled with the full table. */
export function extractSettled(html: string, url: string = URL_): ExtractedProduct | null {
  const product = extractFrom(html, url);
  return product && settleCurrencyWith(diskCurrencyTable(), product, url);
}

/** A JSON-LD script, with "<" escaped as sites do so that "</script>" in a value cannot end it. */
export function ldJson(value: unknown): string {
  return `<script type="application/ld+json">${JSON.stringify(value).replace(/</g, '\\u003c')}</script>`;
}
