import type { ExportItem, ExportList } from '../model/export-format';
import type { ItemStatus } from '../../lists';

/**
 * Lists as CSV for spreadsheets (RFC 4180): UTF-8 with a byte-order mark (so Excel reads the
 * accents), CRLF line ends, every field quoted. A text cell a spreadsheet would run as a formula
 * (starting with = + - @, a tab or a carriage return) starts with an apostrophe instead, as
 * OWASP advises: a product name a store chose must not compute in the shopper's sheet.
 */
export const CSV_BOM = '\uFEFF';
export const CSV_COLUMNS = ['list', 'name', 'store', 'url', 'price', 'currency', 'savedPrice', 'lowestPrice', 'status', 'note', 'quantity', 'addedAt'] as const;
export type CsvColumn = (typeof CSV_COLUMNS)[number];

const FORMULA_START = /^[=+\-@\t\r]/;

/** One text field, neutralised and quoted. */
export function csvText(value: string): string {
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return `"${safe.replaceAll('"', '""')}"`;
}

/** One number field (prices and quantities are never negative, so never a formula); empty for null. */
export const csvNumber = (value: number | null): string => (value === null ? '""' : `"${String(value)}"`);

/** The lowest price the item was seen at in its own currency: its history, its trend, its price now and when saved. */
export function lowestPriceSeen(item: ExportItem): number | null {
  const amounts = [
    ...item.history.filter((point) => point.outcome === 'ok' && (point.currency === null || point.currency === item.currency)).map((point) => point.amount),
    ...item.trend.map((point) => point.amount),
    item.price,
    item.savedPrice,
  ].filter((amount): amount is number => amount !== null);
  return amounts.length === 0 ? null : Math.min(...amounts);
}

function rowOf(list: ExportList, item: ExportItem, statusWords: Readonly<Record<ItemStatus, string>>): string {
  return [
    csvText(list.name),
    csvText(item.name),
    csvText(item.store),
    csvText(item.url),
    csvNumber(item.price),
    csvText(item.currency ?? ''),
    csvNumber(item.savedPrice),
    csvNumber(lowestPriceSeen(item)),
    csvText(statusWords[item.status]),
    csvText(item.note),
    csvNumber(item.quantity),
    csvText(item.addedAt ?? ''),
  ].join(',');
}

/** The CSV of these lists: a header row, then one row per item, in the shopper's words (headers, statuses). */
export function listsToCsv(
  lists: readonly ExportList[],
  headers: Readonly<Record<CsvColumn, string>>,
  statusWords: Readonly<Record<ItemStatus, string>>,
): string {
  const rows = [CSV_COLUMNS.map((column) => csvText(headers[column])).join(',')];
  for (const list of lists) for (const item of list.items) rows.push(rowOf(list, item, statusWords));
  return `${CSV_BOM}${rows.join('\r\n')}\r\n`;
}
