import type { Availability, ExtractionMethod } from './types';

/** What one method found on the page, before the methods are combined. */
export interface Candidate {
  method: ExtractionMethod;
  name: string | null;
  brand: string | null;
  image: string | null;
  url: string | null;
  price: number | null;
  currency: string | null;
  listPrice: number | null;
  availability: Availability | null;
  sku: string | null;
  gtin: string | null;
  isRange: boolean;
  isFrom: boolean;
  currencyGuessed: boolean;
  /** The text the price was read from, when it was text. */
  priceText: string | null;
}

export function emptyCandidate(method: ExtractionMethod): Candidate {
  return {
    method,
    name: null,
    brand: null,
    image: null,
    url: null,
    price: null,
    currency: null,
    listPrice: null,
    availability: null,
    sku: null,
    gtin: null,
    isRange: false,
    isFrom: false,
    currencyGuessed: false,
    priceText: null,
  };
}

/** Where the page is and what it says about its locale; shared by every method. */
export interface PageContext {
  url: string | undefined;
  base: string | undefined;
  lang: string | undefined;
  domain: string | undefined;
  path: string | undefined;
  /** The shop's own names, folded (site-name.ts). */
  site?: string[];
}
