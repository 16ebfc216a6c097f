/** What detection reports about the product on a page, as it crosses to the worker. */
export type Availability = 'in-stock' | 'out-of-stock' | 'preorder' | 'unknown';

export type DetectionMethod = 'json-ld' | 'microdata' | 'rdfa' | 'opengraph' | 'embedded-json' | 'visual';

export interface DetectedProduct {
  name: string | null;
  brand: string | null;
  image: string | null;
  canonicalUrl: string | null;
  price: number | null;
  currency: string | null;
  listPrice: number | null;
  availability: Availability;
  sku: string | null;
  gtin: string | null;
  method: DetectionMethod;
  confidence: number;
  priceIsFrom: boolean;
  isRange: boolean;
  currencyGuessed: boolean;
}

/** The popup's view of the active tab. */
export type PageDetection =
  | { status: 'found'; url: string; title: string; product: DetectedProduct }
  | { status: 'none'; url: string; title: string }
  /** A page no extension may read (the browser's own pages, the web store, a PDF viewer…). */
  | { status: 'unsupported'; url: string };
