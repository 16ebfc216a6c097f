import type { Availability, ExtractedProduct } from './extract/types';

/** What detection reports about the product on a page, as it crosses to the worker. */
export type DetectedProduct = ExtractedProduct;
export type { Availability };

/**
 * What the content script reports: the product (null on a page without one) and when the page came
 * to say it (ms since the epoch; null when the browser served the page from its cache).
 */
export interface PageReport {
  product: DetectedProduct | null;
  pageTime: number | null;
}

/** The popup's view of the active tab. */
export type PageDetection =
  | { status: 'found'; url: string; title: string; product: DetectedProduct; pageTime: number | null }
  | { status: 'none'; url: string; title: string }
  /** A page no extension may read (the browser's own pages, the web store, a PDF viewer…). */
  | { status: 'unsupported'; url: string };
