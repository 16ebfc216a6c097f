// The currency table read from the checked-in public/currency-data.json: Node cannot fetch the extension's URL.
import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { isCurrencyData, type CurrencyData } from '../../../../../../src/features/detection/model/currency/currency-data';
import { buildCurrencyTable, type CurrencyTable } from '../../../../../../src/features/detection/model/currency/currency-table';
import { parsePrice } from '../../../../../../src/features/detection/model/currency/parse-price';
import type { ParsedPrice, PriceHints } from '../../../../../../src/features/detection/model/extract/types';

export const CURRENCY_DATA_FILE = resolve(import.meta.dirname, '../../../../../../public/currency-data.json');

function checked(text: string): CurrencyData {
  const data: unknown = JSON.parse(text);
  if (!isCurrencyData(data)) throw new Error(`${CURRENCY_DATA_FILE}: not a currency table`);
  return data;
}

/** A loader's source, as the extension's fetch is in the browser. */
export async function diskCurrencyData(): Promise<CurrencyData> {
  return checked(await readFile(CURRENCY_DATA_FILE, 'utf8'));
}

let table: CurrencyTable | null = null;

/** Built once per test file, for the tests and benches that read prices synchronously. */
export function diskCurrencyTable(): CurrencyTable {
  table ??= buildCurrencyTable(checked(readFileSync(CURRENCY_DATA_FILE, 'utf8')));
  return table;
}

/** parsePrice with the table from disk. */
export function parsePriceFromDisk(raw: string, hints?: PriceHints): ParsedPrice | null {
  return parsePrice(diskCurrencyTable(), raw, hints);
}
