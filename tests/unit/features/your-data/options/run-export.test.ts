import { describe, expect, it, vi } from 'vitest';
import { exportBlob, runExport, type ExportProgress, type ExportRequests } from '../../../../../src/features/your-data/options/run-export';
import { serializeExport } from '../../../../../src/features/your-data/model/export-format';
import { fail, ok } from '../../../../../src/platform/messaging/errors';
import type { ExportHead, ExportItem } from '../../../../../src/features/your-data/model/export-format';
import { sampleExport } from '../sample-export';

function requestsFor(itemsPerList: number, pageSize = 2) {
  const file = sampleExport(itemsPerList);
  const head: ExportHead = { ...file, lists: file.lists.map(({ items, ...list }) => ({ ...list, itemCount: items.length })) };
  const requests = {
    begin: vi.fn(() => Promise.resolve(ok(head))),
    items: vi.fn((listId: string, offset: number) => {
      const items: ExportItem[] = file.lists.find((list) => list.id === listId)?.items ?? [];
      const next = offset + pageSize;
      return Promise.resolve(ok({ items: items.slice(offset, next), nextOffset: next < items.length ? next : null }));
    }),
  } satisfies ExportRequests;
  return { file, requests };
}

describe('runExport', () => {
  it('assembles the file from the head and every page of every list', async () => {
    const { file, requests } = requestsFor(5);
    const outcome = await runExport(requests, () => undefined);
    expect(outcome).toEqual({ ok: true, file });
    // 5 items in pages of 2: offsets 0, 2, 4 in each of the two lists.
    expect(requests.items.mock.calls.map(([listId, offset]) => `${listId}@${offset}`)).toEqual(['gifts@0', 'gifts@2', 'gifts@4', 'family@0', 'family@2', 'family@4']);
  });

  it('reports the items done after each page, up to the total', async () => {
    const { requests } = requestsFor(3);
    const progress = vi.fn<(step: ExportProgress) => void>();
    await runExport(requests, progress);
    expect(progress.mock.calls.map(([step]) => `${step.done}/${step.total}`)).toEqual(['0/6', '2/6', '3/6', '5/6', '6/6']);
  });

  it('asks only for the chosen lists (a CSV of one list)', async () => {
    const { requests } = requestsFor(1);
    const outcome = await runExport(requests, () => undefined, ['family']);
    expect(outcome.ok && outcome.file.lists.map((list) => list.id)).toEqual(['family']);
    expect(requests.items).toHaveBeenCalledTimes(1);
  });

  it('stops at the first refused page and says why', async () => {
    const { requests } = requestsFor(5);
    requests.items.mockImplementationOnce(() => Promise.resolve(fail('offline', 'An export needs a connection.')));
    expect(await runExport(requests, () => undefined)).toEqual({ ok: false, error: { code: 'offline', message: 'An export needs a connection.' } });
    expect(requests.items).toHaveBeenCalledTimes(1);
  });

  it('stops when the head is refused', async () => {
    const { requests } = requestsFor(1);
    requests.begin.mockImplementationOnce(() => Promise.resolve(fail('not-signed-in', 'Sign in.')));
    expect(await runExport(requests, () => undefined)).toMatchObject({ ok: false, error: { code: 'not-signed-in' } });
    expect(requests.items).not.toHaveBeenCalled();
  });
});

describe('exportBlob', () => {
  it('writes the text serializeExport gives for the same file, page by page', async () => {
    const { file, requests } = requestsFor(5);
    const outcome = await exportBlob(requests, () => undefined);
    if (!outcome.ok) throw new Error('the export failed');
    expect(await outcome.blob.text()).toBe(serializeExport(file).join(''));
    expect(outcome.exportedAt).toBe(file.exportedAt);
  });

  it('stays valid JSON when a page comes back without items (documents that do not export)', async () => {
    const { file, requests } = requestsFor(3);
    requests.items.mockImplementationOnce(() => Promise.resolve(ok({ items: [], nextOffset: 2 })));
    const outcome = await exportBlob(requests, () => undefined);
    if (!outcome.ok) throw new Error('the export failed');
    const read = JSON.parse(await outcome.blob.text()) as typeof file;
    expect(read.lists[0]?.items.map((item) => item.id)).toEqual(file.lists[0]!.items.slice(2).map((item) => item.id));
  });

  it('downloads nothing when a page is refused', async () => {
    const { requests } = requestsFor(3);
    requests.items.mockImplementationOnce(() => Promise.resolve(fail('quota-exceeded', 'later')));
    expect(await exportBlob(requests, () => undefined)).toMatchObject({ ok: false, error: { code: 'quota-exceeded' } });
  });
});
