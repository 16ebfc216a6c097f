import { describe, expect, it } from 'vitest';
import { readExportFile, readExportText } from '../../../../../src/features/your-data/options/read-export-file';
import { serializeExport } from '../../../../../src/features/your-data/model/export-format';
import { IMPORT_MAX_BYTES } from '../../../../../src/features/your-data/model/import-item';
import { sampleExport } from '../sample-export';

const textOf = (file: unknown) => JSON.stringify(file);

describe('readExportText', () => {
  it('reads an export as the page writes it: lists, their items (without history) and the rules', () => {
    const file = sampleExport(3);
    const read = readExportText(serializeExport(file).join(''));
    expect(read.ok).toBe(true);
    if (!read.ok) return;
    expect(read.file.lists.map((list) => [list.id, list.name, list.items.length])).toEqual(file.lists.map((list) => [list.id, list.name, 3]));
    expect(read.file.lists[0]?.items[0]).not.toHaveProperty('history');
    expect(read.file.lists[0]?.items[0]).toMatchObject({ id: file.lists[0]!.items[0]!.id, productKey: file.lists[0]!.items[0]!.productKey, savedPrice: 319.99 });
    expect(read.file.alertRules).toEqual([
      { listId: 'family', itemId: null, settings: { dropBasisPoints: 500 } },
      { listId: 'family', itemId: 'lego', settings: { target: 250 } },
    ]);
  });

  it.each([
    ['text that is not JSON', 'name,price\nLego,10'],
    ['JSON that is not an object', '[1,2,3]'],
    ['another program’s JSON', textOf({ lists: [] })],
    ['a format without a version', textOf({ format: 'cartwatch-export' })],
    ['an older, unknown version', textOf({ ...sampleExport(0), schemaVersion: 0 })],
  ])('refuses %s as not an export', (_what, text) => {
    expect(readExportText(text)).toEqual({ ok: false, problem: 'not-export' });
  });

  it('calls an export cut off (or edited past reading) damaged, not something else', () => {
    const whole = serializeExport(sampleExport(3)).join('');
    for (const cut of [whole.length - 1, Math.floor(whole.length / 2), 60]) {
      expect(readExportText(whole.slice(0, cut))).toEqual({ ok: false, problem: 'damaged' });
    }
    expect(readExportText(`\uFEFF${whole.slice(0, -10)}`)).toEqual({ ok: false, problem: 'damaged' });
    expect(readExportText(whole.replace('"lists"', '"lists" oops'))).toEqual({ ok: false, problem: 'damaged' });
    // Cut before its format is said: nothing tells it from any other file.
    expect(readExportText(whole.slice(0, 5))).toEqual({ ok: false, problem: 'not-export' });
  });

  it('refuses a newer schema version', () => {
    expect(readExportText(textOf({ ...sampleExport(1), schemaVersion: 2 }))).toEqual({ ok: false, problem: 'newer-version' });
  });

  it('refuses the whole file when one item is invalid, saying where', () => {
    const file = sampleExport(3);
    (file.lists[1]!.items[2] as unknown as Record<string, unknown>).price = -5;
    expect(readExportText(textOf(file))).toEqual({ ok: false, problem: 'invalid', where: 'lists[1].items[2].price' });
  });

  it.each([
    ['a javascript: address', (item: Record<string, unknown>) => (item.url = 'javascript:alert(1)')],
    ['a price without a currency', (item: Record<string, unknown>) => (item.currency = null)],
    ['a quantity of 100', (item: Record<string, unknown>) => (item.quantity = 100)],
    ['a note of 1,001 characters', (item: Record<string, unknown>) => (item.note = 'x'.repeat(1001))],
  ])('refuses an item with %s', (_what, spoil) => {
    const file = sampleExport(1);
    spoil(file.lists[0]!.items[0] as unknown as Record<string, unknown>);
    expect(readExportText(textOf(file))).toMatchObject({ ok: false, problem: 'invalid' });
  });

  it('refuses a list of more than 1,000 items and a rule with an unknown key', () => {
    const big = sampleExport(0);
    big.lists[0]!.items = Array.from({ length: 1001 }, () => sampleExport(1).lists[0]!.items[0]!);
    expect(readExportText(textOf(big))).toMatchObject({ ok: false, problem: 'invalid' });
    const rules = sampleExport(0);
    rules.alertRules = [{ listId: 'family', itemId: null, everything: true } as never];
    expect(readExportText(textOf(rules))).toMatchObject({ ok: false, problem: 'invalid' });
  });

  it('reads a file with a byte-order mark', () => {
    expect(readExportText(`\uFEFF${textOf(sampleExport(1))}`).ok).toBe(true);
  });
});

describe('readExportFile', () => {
  it('refuses a file over the limit before reading it', async () => {
    let read = false;
    const outcome = await readExportFile({ size: IMPORT_MAX_BYTES + 1, text: () => ((read = true), Promise.resolve('')) });
    expect(outcome).toEqual({ ok: false, problem: 'too-large' });
    expect(read).toBe(false);
  });
});
