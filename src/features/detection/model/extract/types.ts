/** What extraction reports; every string is sanitised and every number validated. */
export type Availability = 'in-stock' | 'out-of-stock' | 'preorder' | 'unknown';

export type ExtractionMethod = 'json-ld' | 'microdata' | 'rdfa' | 'opengraph' | 'embedded-json' | 'visual';

export interface ExtractedProduct {
  name: string | null;
  brand: string | null;
  image: string | null;
  canonicalUrl: string | null;
  /** The price a shopper pays now; the lowest one when the page shows a range or a "from" price. */
  price: number | null;
  /** ISO 4217 code. */
  currency: string | null;
  /** The struck-through regular price, when the page shows a discount. */
  listPrice: number | null;
  availability: Availability;
  sku: string | null;
  gtin: string | null;
  /** The method that supplied the price (or, without a price, the name). */
  method: ExtractionMethod;
  /** 0..1: how sure extraction is that this is the product and its price. */
  confidence: number;
  /** The price is the low end of a range, or a "from" price. */
  priceIsFrom: boolean;
  isRange: boolean;
  /**
   * The currency was inferred (ambiguous symbol or no symbol) rather than stated. With a price and
   * `currency` null, the worker found the symbol ambiguous and nothing on the page decided it.
   */
  currencyGuessed: boolean;
  /** The price as the page writes it ("1.198,- Kč"), when it came from text: the worker settles the currency from it. */
  priceText?: string | null;
  /** The page's language tag, a hint for that. */
  lang?: string | null;
}

export interface ParsedPrice {
  /** Never negative; 0 for "Free". The low end of a range. */
  amount: number;
  /** ISO 4217 code when known. */
  currency: string | null;
  /** The currency as written in the text (or the hint), e.g. "zł", "US$", "EUR". */
  currencyText: string | null;
  /** The symbol was ambiguous ($, kr, ¥...) and was settled from the page's language or domain, not stated. */
  currencyGuessed: boolean;
  /** The symbol is ambiguous and nothing (hint, language, domain) decided it: `currency` is then null. */
  currencyUncertain: boolean;
  isRange: boolean;
  /** The high end of a range. */
  maxAmount: number | null;
  /** "from 12 €", "ab 12 €", "à partir de"... */
  isFrom: boolean;
}

export interface PriceHints {
  /** An ISO code, or text found near the price that may name the currency ("Price from £"). */
  currencyHint?: string;
  /** The page's language (`<html lang>`), e.g. "sv-SE". */
  lang?: string;
  /** The page's host name, e.g. "www.example.co.uk". */
  domain?: string;
  /** The decimal separator when it is known, e.g. from the store's locale. */
  decimalSeparator?: string;
}
