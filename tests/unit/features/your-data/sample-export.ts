import { exportHeadOf } from '../../../../src/features/your-data/worker/export-head';
import { exportItemOf, exportObservationOf } from '../../../../src/features/your-data/worker/export-fields';
import type { ExportFile, ExportItem } from '../../../../src/features/your-data/model/export-format';
import { T0, alertEntry, signedInState, storedItem, storedObservation } from './fixtures';

/** An item as the worker exports it, from stored fields, with `observations` hours of history. */
export function exportedItem(id: string, overrides: Record<string, unknown> = {}, observations = 2): ExportItem {
  const history = Array.from({ length: observations }, (_, index) =>
    exportObservationOf(`20260101${String(index % 24).padStart(2, '0')}`, storedObservation({ amount: 300 - index })),
  );
  const address = { url: `https://shop.example/p/${id}`, productKey: `shop.example/p/${id}` };
  const item = exportItemOf(id, storedItem({ ...address, ...overrides }), history);
  if (item === null) throw new Error('the sample item does not export');
  return item;
}

/** A whole export as the page assembles it: the worker's head and each list's items. */
export function sampleExport(itemsPerList = 3): ExportFile {
  const head = exportHeadOf(signedInState(), [alertEntry(), alertEntry({ id: 'b'.repeat(32), kind: 'list-activity', rule: null, source: null, method: null, confidence: null, activity: { verb: 'added', actorName: 'Ben', listName: 'Family' } })], T0);
  if (head === null) throw new Error('signed in');
  return {
    ...head,
    lists: head.lists.map(({ itemCount: _count, ...list }) => ({
      ...list,
      items: Array.from({ length: itemsPerList }, (_, index) => exportedItem(`${list.id}${index}`)),
    })),
  };
}
