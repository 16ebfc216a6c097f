/**
 * parsePrice with the full CLDR table: what the worker and the offscreen document use to read a
 * price string and settle its currency. An ambiguous symbol is decided by a stated code, then the
 * page's language and domain; when nothing decides it, the currency is null and `currencyUncertain`.
 */
import { parsePriceWith, type CurrencyLexicon } from '../extract/price-parser';
import type { ParsedPrice, PriceHints } from '../extract/types';
import type { CurrencyTable } from './currency-table';
import { pageRegions, regionCurrency } from './regions';

export function fullLexicon(table: CurrencyTable): CurrencyLexicon {
  return {
    find: table.findCurrencies,
    resolve({ codes, contenders = codes.length }, preferred, hints) {
      if (codes.length === 0) return { code: null, guessed: false, uncertain: false };
      if (preferred && codes.includes(preferred)) return { code: preferred, guessed: false, uncertain: false };
      if (codes.length === 1) return { code: codes[0] ?? null, guessed: false, uncertain: false };
      for (const region of pageRegions({ lang: hints.lang, domain: hints.domain })) {
        const code = regionCurrency(region);
        if (code && codes.includes(code)) return { code, guessed: true, uncertain: false };
      }
      if (contenders === 1) return { code: codes[0] ?? null, guessed: false, uncertain: false };
      return { code: null, guessed: true, uncertain: true };
    },
    isCode: table.isCurrencyCode,
    minorUnits: table.minorUnits,
  };
}

const lexicons = new WeakMap<CurrencyTable, CurrencyLexicon>();

export function parsePrice(table: CurrencyTable, raw: string, hints: PriceHints = {}): ParsedPrice | null {
  let lexicon = lexicons.get(table);
  if (!lexicon) lexicons.set(table, (lexicon = fullLexicon(table)));
  return parsePriceWith(lexicon, raw, hints);
}
