import type { Availability, ExtractedProduct } from './extract/types';

/** What detection reports about the product on a page, as it crosses to the worker. */
export type DetectedProduct = ExtractedProduct;
export type { Availability };

/** The popup's view of the active tab. */
export type PageDetection =
  | { status: 'found'; url: string; title: string; product: DetectedProduct }
  | { status: 'none'; url: string; title: string }
  /** A page no extension may read (the browser's own pages, the web store, a PDF viewer…). */
  | { status: 'unsupported'; url: string };
