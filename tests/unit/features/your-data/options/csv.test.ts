import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { CSV_BOM, CSV_COLUMNS, csvText, listsToCsv, lowestPriceSeen, type CsvColumn } from '../../../../../src/features/your-data/options/csv';
import type { ExportList } from '../../../../../src/features/your-data/model/export-format';
import { exportedItem, sampleExport } from '../sample-export';

const headers = Object.fromEntries(CSV_COLUMNS.map((column) => [column, column.toUpperCase()])) as Record<CsvColumn, string>;
const statusWords = { wanted: 'Wanted', claimed: 'Claimed', bought: 'Bought' };

/** Reads the file back as a spreadsheet would: a strict RFC 4180 parser, after the byte-order mark. */
function readBack(csv: string): string[][] {
  expect(csv.startsWith(CSV_BOM)).toBe(true);
  const rows: string[][] = parse(csv, { bom: true, relax_quotes: false, relax_column_count: false, record_delimiter: '\r\n' });
  return rows;
}

function listWith(...items: ExportList['items']): ExportList {
  return { ...sampleExport(0).lists[1]!, name: 'Family', items };
}

describe('listsToCsv', () => {
  it('writes a header and one row per item of every list, read back whole', () => {
    const file = sampleExport(3);
    const rows = readBack(listsToCsv(file.lists, headers, statusWords));
    expect(rows[0]).toEqual(CSV_COLUMNS.map((column) => column.toUpperCase()));
    expect(rows).toHaveLength(1 + 6);
    const first = file.lists[0]!.items[0]!;
    expect(rows[1]).toEqual([
      file.lists[0]!.name,
      first.name,
      first.store,
      first.url,
      String(first.price),
      'EUR',
      String(first.savedPrice),
      String(lowestPriceSeen(first)),
      'Wanted',
      first.note,
      '1',
      first.addedAt,
    ]);
  });

  it('ends every row with CRLF and quotes every field', () => {
    const csv = listsToCsv([listWith(exportedItem('a'))], headers, statusWords);
    expect(csv.endsWith('\r\n')).toBe(true);
    expect(csv.slice(1).split('\r\n')[1]).toMatch(/^"Family","Lego 42115",/);
  });

  it('keeps quotes, commas, new lines and accents in a note', () => {
    const note = 'Größe "M", rot\nor blue; 10 €';
    const rows = readBack(listsToCsv([listWith(exportedItem('a', { note }))], headers, statusWords));
    expect(rows[1]?.[9]).toBe(note);
  });

  it.each(['=HYPERLINK("http://evil.example","x")', '+1+1', '-2+3', '@SUM(A1)', '\t=1', '\r=1'])('neutralises a cell starting like a formula: %j', (name) => {
    const rows = readBack(listsToCsv([listWith(exportedItem('a', { name, note: name }))], headers, statusWords));
    expect(rows[1]?.[1]).toBe(`'${name}`);
    expect(rows[1]?.[9]).toBe(`'${name}`);
  });

  it('leaves text that only contains those characters alone', () => {
    expect(csvText('Lego = fun')).toBe('"Lego = fun"');
    expect(csvText('')).toBe('""');
  });

  it('writes empty cells for missing prices', () => {
    const rows = readBack(listsToCsv([listWith(exportedItem('a', { price: null, savedPrice: null, listPrice: null, currency: null, trend: [] }, 0))], headers, statusWords));
    expect(rows[1]?.slice(4, 8)).toEqual(['', '', '', '']);
  });
});

describe('lowestPriceSeen', () => {
  it('is the lowest of the history, the trend, the price now and when saved, in the item’s currency', () => {
    const item = exportedItem('a', { price: 280, savedPrice: 320 }, 5);
    expect(lowestPriceSeen(item)).toBe(280);
    expect(lowestPriceSeen({ ...item, price: 500, trend: [], history: [{ ...item.history[0]!, amount: 250 }] })).toBe(250);
  });

  it('ignores failed checks and other currencies', () => {
    const item = exportedItem('a', { price: 300, savedPrice: 300, trend: [] }, 1);
    const failed = { ...item.history[0]!, outcome: 'bot-check' as const, amount: 1 };
    const dollars = { ...item.history[0]!, currency: 'USD', amount: 2 };
    expect(lowestPriceSeen({ ...item, history: [failed, dollars] })).toBe(300);
  });
});
