import { describe, expect, it } from 'vitest';
import { planImport, type ImportContext } from '../../../../../src/features/your-data/options/import-plan';
import { readExportText, type ImportableExport } from '../../../../../src/features/your-data/options/read-export-file';
import type { ListSummary } from '../../../../../src/features/lists/model/lists';
import { listItem } from '../../../support/list-item';
import { sampleExport } from '../sample-export';

function importable(itemsPerList = 3): ImportableExport {
  const read = readExportText(JSON.stringify(sampleExport(itemsPerList)));
  if (!read.ok) throw new Error('the sample does not read');
  return read.file;
}

const list = (id: string, name: string, role: ListSummary['role'] = 'owner', ownerId = 'ana'): ListSummary => ({
  id, name, role, ownerId, memberCount: 1, gift: false, pendingWrites: false,
});
const context = (lists: ListSummary[], items: ImportContext['items'] = {}): ImportContext => ({ uid: 'ana', lists, items });

describe('planImport', () => {
  it('creates every list into an empty account (after deleting it, say)', () => {
    const plan = planImport(importable(3), context([list('wish', 'Wishlist')], { wish: [] }));
    expect(plan.lists.map((entry) => entry.target.kind)).toEqual(['new', 'new']);
    expect(plan.totals).toEqual({ lists: 2, items: 6, alreadySaved: 0, toWrite: 6, overLimit: 0, newLists: 2, skippedLists: 0 });
  });

  it('merges into the same list and counts what it holds as already saved', () => {
    const file = importable(3);
    const held = file.lists[1]!.items.slice(0, 2).map((item) => listItem(`x${item.id}`, 'family', { productKey: item.productKey }));
    const plan = planImport(file, context([list('family', 'Family')], { family: held }));
    expect(plan.lists[1]).toMatchObject({ target: { kind: 'existing', listId: 'family' }, alreadySaved: 2 });
    expect(plan.lists[1]?.items).toHaveLength(1);
    expect(plan.totals).toMatchObject({ lists: 2, items: 6, alreadySaved: 2, toWrite: 4 });
  });

  it('merges into the shopper’s own list of the same name when the id is gone', () => {
    const plan = planImport(importable(1), context([list('newId', 'Family')], { newId: [] }));
    expect(plan.lists[1]?.target).toEqual({ kind: 'existing', listId: 'newId', name: 'Family' });
  });

  it('does not merge into someone else’s list of the same name', () => {
    const plan = planImport(importable(1), context([list('theirs', 'Family', 'editor', 'ben')], { theirs: [] }));
    expect(plan.lists[1]?.target.kind).toBe('new');
  });

  it('skips a list the shopper can only view', () => {
    const plan = planImport(importable(2), context([list('gifts', 'Ben’s birthday', 'viewer', 'ben')], { gifts: [] }));
    expect(plan.lists[0]).toMatchObject({ target: { kind: 'skip', reason: 'viewer' }, items: [] });
    expect(plan.totals).toMatchObject({ skippedLists: 1, toWrite: 2 });
  });

  it('writes an item the file holds twice once', () => {
    const file = importable(2);
    file.lists[1]!.items[1] = { ...file.lists[1]!.items[1]!, productKey: file.lists[1]!.items[0]!.productKey };
    const plan = planImport(file, context([]));
    expect(plan.lists[1]).toMatchObject({ alreadySaved: 1 });
    expect(plan.lists[1]?.items).toHaveLength(1);
  });

  it('keeps a list within 1,000 items and the account within 100 lists', () => {
    const file = importable(3);
    const full = Array.from({ length: 998 }, (_, n) => listItem(`i${n}`, 'family'));
    const plan = planImport(file, context([list('family', 'Family')], { family: full }));
    expect(plan.lists[1]).toMatchObject({ overLimit: 1 });
    expect(plan.lists[1]?.items).toHaveLength(2);

    const many = Array.from({ length: 99 }, (_, n) => list(`l${n}`, `List ${n}`));
    const crowded = planImport(file, context(many));
    expect(crowded.lists.map((entry) => entry.target)).toEqual([{ kind: 'new' }, { kind: 'skip', reason: 'list-limit' }]);
  });
});
