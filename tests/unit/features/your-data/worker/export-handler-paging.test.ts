import type { Firestore } from 'firebase/firestore';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { PlainDocument } from '../../../../../src/features/your-data/worker/firestore/export-reads';
import { exportHandlers } from '../../../../../src/features/your-data/worker/export-handlers';
import type { Handlers } from '../../../../../src/app/protocol';
import { EXPORT_PAGE_ITEMS } from '../../../../../src/features/your-data/model/export-format';
import { alertEntry, signedInState, storedItem, storedObservation, T0 } from '../fixtures';

const reads = vi.hoisted(() => ({
  items: vi.fn<(db: unknown, listId: string, expected: number | null) => Promise<PlainDocument[]>>(),
  history: vi.fn<(db: unknown, listId: string, itemId: string) => Promise<PlainDocument[]>>(),
  feed: vi.fn(),
}));
vi.mock('../../../../../src/features/your-data/worker/firestore/export-reads', () => ({
  readListItemDocuments: reads.items,
  readWholeHistory: reads.history,
  readWholeAlertFeed: reads.feed,
}));

const context = {} as Parameters<Handlers['page:export-items']>[1];
const documents = (count: number): PlainDocument[] =>
  // Newest first, as a query may give them: the export sorts them oldest saved first.
  Array.from({ length: count }, (_, n) => ({ id: `i${count - n}`, fields: storedItem({ addedAt: T0 + (count - n) * 1000, productKey: `k${n}` }) }));

describe('the export’s pages', () => {
  beforeEach(() => {
    reads.items.mockReset();
    reads.history.mockReset();
    reads.feed.mockReset();
    reads.history.mockResolvedValue([{ id: '2026010100', fields: storedObservation() }]);
  });

  it('begins with the head: the whole feed and each list’s count', async () => {
    reads.feed.mockResolvedValue([alertEntry()]);
    const head = await exportHandlers({} as Firestore, () => signedInState())['page:export-begin']({}, context);
    expect(head.alerts).toHaveLength(1);
    expect(head.lists.map((list) => list.itemCount)).toEqual([1, 2]);
  });

  it('pages a list oldest saved first, reading its items once and each page’s histories', async () => {
    reads.items.mockResolvedValue(documents(EXPORT_PAGE_ITEMS + 5));
    const handler = exportHandlers({} as Firestore, () => signedInState())['page:export-items'];
    const first = await handler({ listId: 'family', offset: 0 }, context);
    expect(first.items.map((item) => item.id).slice(0, 3)).toEqual(['i1', 'i2', 'i3']);
    expect(first.items[0]?.history).toHaveLength(1);
    expect(first.nextOffset).toBe(EXPORT_PAGE_ITEMS);
    const second = await handler({ listId: 'family', offset: EXPORT_PAGE_ITEMS }, context);
    expect(second.items.map((item) => item.id)).toEqual(['i26', 'i27', 'i28', 'i29', 'i30']);
    expect(second.nextOffset).toBeNull();
    expect(reads.items).toHaveBeenCalledTimes(1);
    expect(reads.items).toHaveBeenCalledWith({}, 'family', 2);
    expect(reads.history).toHaveBeenCalledTimes(EXPORT_PAGE_ITEMS + 5);
  });

  it('reads a list whose items the state has not loaded from the server (expected null)', async () => {
    reads.items.mockResolvedValue([]);
    const state = signedInState();
    const handler = exportHandlers({} as Firestore, () => ({ ...state, items: {} }))['page:export-items'];
    expect(await handler({ listId: 'family', offset: 0 }, context)).toEqual({ items: [], nextOffset: null });
    expect(reads.items).toHaveBeenCalledWith({}, 'family', null);
  });

  it('names a quota error, and any other read error by its kind', async () => {
    reads.items.mockRejectedValue(Object.assign(new Error('quota'), { code: 'resource-exhausted' }));
    const handler = exportHandlers({} as Firestore, () => signedInState())['page:export-items'];
    await expect(handler({ listId: 'family', offset: 0 }, context)).rejects.toMatchObject({ code: 'quota-exceeded' });
    reads.feed.mockRejectedValue(Object.assign(new Error('denied'), { code: 'permission-denied' }));
    await expect(exportHandlers({} as Firestore, () => signedInState())['page:export-begin']({}, context)).rejects.toMatchObject({ code: 'permission-denied' });
  });
});
