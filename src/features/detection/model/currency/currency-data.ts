/**
 * The CLDR currency table's data: public/currency-data.json, written by
 * scripts/generate-currency-data.ts and shipped as a file of the extension. It is 1.4 MB: the worker
 * fetches it on first need instead of parsing it on every wake, and a service worker has no import().
 */

export interface CurrencyData {
  /** What wrote the file, from which CLDR. */
  generated: string;
  currencies: number;
  locales: number;
  /** Symbols and narrow symbols (case as written): lines "CODE<TAB>symbol\u0001locales<TAB>...". */
  symbols: string;
  /**
   * Display names, their plural forms and their unit words, folded (lower case, no diacritics):
   * lines "name<TAB>codes, most likely first<TAB>how many of them compete" (src/features/detection/model/currency/ranking.ts).
   */
  names: string;
  /** Minor units per CLDR, for the codes that do not have two: digits -> codes separated by spaces. */
  minorUnits: Record<string, string>;
}

/** The file's path in the built extension (Vite copies public/ to its root). */
export const CURRENCY_DATA_PATH = 'currency-data.json';

export function isCurrencyData(value: unknown): value is CurrencyData {
  if (typeof value !== 'object' || value === null) return false;
  const data = value as Partial<Record<keyof CurrencyData, unknown>>;
  return (
    typeof data.symbols === 'string' &&
    typeof data.names === 'string' &&
    typeof data.minorUnits === 'object' &&
    data.minorUnits !== null &&
    Object.values(data.minorUnits).every((codes) => typeof codes === 'string')
  );
}

/** Reads the data from the extension's own files: `getURL` is runtime.getURL of the polyfill or of chrome. */
export function extensionCurrencyData(getURL: (path: string) => string, fetcher: typeof fetch = fetch): () => Promise<CurrencyData> {
  return async () => {
    const response = await fetcher(getURL(CURRENCY_DATA_PATH));
    if (!response.ok) throw new Error(`${CURRENCY_DATA_PATH}: HTTP ${response.status}`);
    const data: unknown = await response.json();
    if (!isCurrencyData(data)) throw new Error(`${CURRENCY_DATA_PATH}: not a currency table`);
    return data;
  };
}
