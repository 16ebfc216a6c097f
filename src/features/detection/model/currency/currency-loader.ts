/**
 * The full currency table, loaded once on first need: every settle waiting for it shares the one
 * load. A failed load is forgotten, so that the next settle tries again rather than never.
 */
import type { CurrencyData } from './currency-data';
import { buildCurrencyTable, type CurrencyTable } from './currency-table';

export type CurrencyTableLoader = () => Promise<CurrencyTable>;

/** `source` reads the data: the extension's file in the browser (extensionCurrencyData), the disk in tests. */
export function createCurrencyTableLoader(source: () => Promise<CurrencyData>): CurrencyTableLoader {
  let table: Promise<CurrencyTable> | null = null;
  return () => {
    if (table) return table;
    const loading = source().then(buildCurrencyTable);
    table = loading;
    loading.catch(() => {
      if (table === loading) table = null;
    });
    return loading;
  };
}
