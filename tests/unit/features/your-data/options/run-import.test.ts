import { describe, expect, it, vi } from 'vitest';
import { planImport } from '../../../../../src/features/your-data/options/import-plan';
import { readExportText } from '../../../../../src/features/your-data/options/read-export-file';
import { runImport, type ImportRequests } from '../../../../../src/features/your-data/options/run-import';
import { fail, ok } from '../../../../../src/platform/messaging/errors';
import { IMPORT_PAGE_ITEMS, type ImportItem } from '../../../../../src/features/your-data/model/import-item';
import { sampleExport } from '../sample-export';

function setup(itemsPerList: number) {
  const read = readExportText(JSON.stringify(sampleExport(itemsPerList)));
  if (!read.ok) throw new Error('the sample does not read');
  const plan = planImport(read.file, { uid: 'ana', lists: [], items: {} });
  let lists = 0;
  const requests = {
    createList: vi.fn(() => Promise.resolve(ok({ id: `new${++lists}` }))),
    setGiftMode: vi.fn(() => Promise.resolve(ok(null))),
    importItems: vi.fn((_listId: string, items: ImportItem[]) =>
      Promise.resolve(ok({ added: Object.fromEntries(items.map((item) => [item.id, `w${item.id}`])), alreadySaved: {}, overLimit: [], failed: [] })),
    ),
    setRules: vi.fn(() => Promise.resolve(ok(null))),
  } satisfies ImportRequests;
  return { file: read.file, plan, requests };
}

describe('runImport', () => {
  it('creates the lists, writes the items a page at a time, then the rules with the new ids', async () => {
    const { file, plan, requests } = setup(IMPORT_PAGE_ITEMS + 3);
    const outcome = await runImport(plan, file.alertRules, requests, () => undefined);
    expect(outcome).toMatchObject({ ok: true, report: { listsCreated: 2, itemsAdded: 2 * (IMPORT_PAGE_ITEMS + 3), done: 46, total: 46 } });
    expect(requests.createList.mock.calls).toEqual([['Ben’s birthday'], ['Family']]);
    // The gift list is a gift list again.
    expect(requests.setGiftMode).toHaveBeenCalledWith('new1', true);
    expect(requests.importItems.mock.calls.map(([listId, items]) => [listId, items.length])).toEqual([
      ['new1', IMPORT_PAGE_ITEMS], ['new1', 3], ['new2', IMPORT_PAGE_ITEMS], ['new2', 3],
    ]);
    // The rules of the file name the exported list "family" and its item "lego": only the list's defaults
    // apply here (no item "lego" in the sample), on the list the import created.
    expect(requests.setRules.mock.calls).toEqual([['new2', undefined, { dropBasisPoints: 500 }]]);
  });

  it('maps an item’s own rules to the item the import wrote', async () => {
    const { file, plan, requests } = setup(1);
    const exportedId = file.lists[1]!.items[0]!.id;
    const rules = [{ listId: 'family', itemId: exportedId, settings: { target: 99 } }];
    await runImport(plan, rules, requests, () => undefined);
    expect(requests.setRules).toHaveBeenCalledWith('new2', `w${exportedId}`, { target: 99 });
  });

  it('stops at a refused page and reports exactly what was written before it', async () => {
    const { file, plan, requests } = setup(IMPORT_PAGE_ITEMS + 3);
    requests.importItems.mockImplementationOnce((_listId: string, items: ImportItem[]) =>
      Promise.resolve(ok({ added: Object.fromEntries(items.slice(1).map((item) => [item.id, `w${item.id}`])), alreadySaved: { [items[0]!.id]: 'old' }, overLimit: [], failed: [] })),
    );
    requests.importItems.mockImplementationOnce(() => Promise.resolve(fail('offline', 'An import needs a connection.')));
    const progress = vi.fn();
    const outcome = await runImport(plan, file.alertRules, requests, progress);
    expect(outcome).toEqual({
      ok: false,
      error: { code: 'offline', message: 'An import needs a connection.' },
      report: { listsCreated: 1, itemsAdded: IMPORT_PAGE_ITEMS - 1, alreadySaved: 1, overLimit: 0, failed: 0, rulesSet: 0, done: IMPORT_PAGE_ITEMS, total: 46 },
    });
    expect(progress).toHaveBeenLastCalledWith(expect.objectContaining({ done: IMPORT_PAGE_ITEMS }));
  });

  it('stops when a list cannot be created', async () => {
    const { file, plan, requests } = setup(1);
    requests.createList.mockImplementationOnce(() => Promise.resolve(fail('limit-reached', 'An account has at most 100 lists.')));
    expect(await runImport(plan, file.alertRules, requests, () => undefined)).toMatchObject({ ok: false, error: { code: 'limit-reached' }, report: { listsCreated: 0, itemsAdded: 0 } });
    expect(requests.importItems).not.toHaveBeenCalled();
  });
});
