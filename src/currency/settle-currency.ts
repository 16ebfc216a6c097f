/**
 * The worker's last word on a detected product's currency: the content script reads prices with a
 * small table of symbols and guesses an ambiguous one; the worker reads the price's text again
 * with the full CLDR table and the page's hints, and reports an undecided symbol as no currency.
 */
import type { ExtractedProduct } from '../extract/types';
import { parsePrice } from './parse-price';
import { pageRegions, regionCurrency } from './regions';

function locationOf(url: string | null | undefined): { domain?: string; path?: string } {
  try {
    const u = new URL(url ?? '');
    return { domain: u.hostname, path: u.pathname };
  } catch {
    return {};
  }
}

export function settleCurrency(product: ExtractedProduct, pageUrl?: string): ExtractedProduct {
  if (product.price === null) return product;
  // A code the page states (structured data, "EUR" by the price) needs no table.
  if (product.currency !== null && !product.currencyGuessed) return product;
  const { domain, path } = locationOf(pageUrl ?? product.canonicalUrl);
  const lang = product.lang ?? undefined;
  const parsed = product.priceText ? parsePrice(product.priceText, { lang, domain }) : null;
  if (parsed && parsed.currencyText !== null) {
    return { ...product, currency: parsed.currency, currencyGuessed: parsed.currencyGuessed || parsed.currencyUncertain };
  }
  if (product.currency !== null) return product;
  // A price written without a currency: the one of the region the page points at, guessed.
  const local = pageRegions({ lang, domain, path }).map(regionCurrency).find((code) => code !== null) ?? null;
  return { ...product, currency: local, currencyGuessed: local !== null };
}
