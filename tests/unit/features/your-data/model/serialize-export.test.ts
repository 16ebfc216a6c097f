import { describe, expect, it } from 'vitest';
import { EXPORT_PAGE_ITEMS, serializeExport } from '../../../../../src/features/your-data/model/export-format';
import { sampleExport } from '../sample-export';

describe('serializeExport', () => {
  it.each([0, 1, EXPORT_PAGE_ITEMS, EXPORT_PAGE_ITEMS + 1, 3 * EXPORT_PAGE_ITEMS + 7])('joins into the JSON of the file (%i items a list)', (items) => {
    const file = sampleExport(items);
    const text = serializeExport(file).join('');
    expect(JSON.parse(text)).toEqual(file);
    // The same text as JSON.stringify, the lists last.
    const { lists, ...rest } = file;
    expect(text).toBe(JSON.stringify({ ...rest, lists }));
  });

  it('writes a file without lists', () => {
    const file = { ...sampleExport(0), lists: [] };
    expect(JSON.parse(serializeExport(file).join(''))).toEqual(file);
  });

  it('keeps every part small: no single string holds a large export', () => {
    const parts = serializeExport(sampleExport(200));
    const largest = Math.max(...parts.map((part) => part.length));
    expect(largest).toBeLessThan(JSON.stringify(sampleExport(200)).length / 10);
  });
});
