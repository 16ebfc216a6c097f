/**
 * The worker's last word on a detected product's currency: the content script reads prices with a
 * small table of symbols and guesses an ambiguous one; the worker reads the price's text again
 * with the full CLDR table and the page's hints, and reports an undecided symbol as no currency.
 */
import type { ExtractedProduct } from '../extract/types';
import { createCurrencyTableLoader, type CurrencyTableLoader } from './currency-loader';
import { extensionCurrencyData } from './currency-data';
import type { CurrencyTable } from './currency-table';
import { parsePrice } from './parse-price';
import { pageRegions, regionCurrency } from './regions';

export type SettleCurrency = (product: ExtractedProduct, pageUrl?: string) => Promise<ExtractedProduct>;

function locationOf(url: string | null | undefined): { domain?: string; path?: string } {
  try {
    const u = new URL(url ?? '');
    return { domain: u.hostname, path: u.pathname };
  } catch {
    return {};
  }
}

/** Whether the table has anything to say: a code the page states (structured data, "EUR" by the price) needs none. */
function needsTable(product: ExtractedProduct): boolean {
  return product.price !== null && (product.currency === null || product.currencyGuessed);
}

export function settleCurrencyWith(table: CurrencyTable, product: ExtractedProduct, pageUrl?: string): ExtractedProduct {
  if (!needsTable(product)) return product;
  const { domain, path } = locationOf(pageUrl ?? product.canonicalUrl);
  const lang = product.lang ?? undefined;
  const parsed = product.priceText ? parsePrice(table, product.priceText, { lang, domain }) : null;
  if (parsed && parsed.currencyText !== null) {
    return { ...product, currency: parsed.currency, currencyGuessed: parsed.currencyGuessed || parsed.currencyUncertain };
  }
  if (product.currency !== null) return product;
  // A price written without a currency: the one of the region the page points at, guessed.
  const local = pageRegions({ lang, domain, path }).map(regionCurrency).find((code) => code !== null) ?? null;
  return { ...product, currency: local, currencyGuessed: local !== null };
}

/**
 * Settles with the table `load` gives, waiting for it on first need. Without the table, the
 * product keeps what the content script found, and a price without a currency is reported as
 * uncertain: saving must not depend on the table.
 */
export function createSettleCurrency(load: CurrencyTableLoader, log: (message: string, error: unknown) => void = console.error): SettleCurrency {
  return async (product, pageUrl) => {
    if (!needsTable(product)) return product;
    let table: CurrencyTable;
    try {
      table = await load();
    } catch (error) {
      log('The currency table did not load: the currency stays as the extractor found it.', error);
      return product.currency === null ? { ...product, currencyGuessed: true } : product;
    }
    return settleCurrencyWith(table, product, pageUrl);
  };
}

/** In the extension (worker, event page, offscreen document): the table is the extension's currency-data.json. */
export function extensionSettleCurrency(getURL: (path: string) => string): SettleCurrency {
  return createSettleCurrency(createCurrencyTableLoader(extensionCurrencyData(getURL)));
}
