import type { Result } from '../../shared/errors';
import type { ExportFile, ExportHead, ExportItemsPage, ExportList } from '../../shared/export-format';

/** What the export asks the worker (the connector's `request`, narrowed to the two export kinds). */
export interface ExportRequests {
  begin(): Promise<Result<ExportHead>>;
  items(listId: string, offset: number): Promise<Result<ExportItemsPage>>;
}

export interface ExportProgress {
  done: number;
  total: number;
}

export type ExportOutcome = { ok: true; file: ExportFile } | { ok: false; error: Extract<Result<unknown>, { ok: false }>['error'] };

/**
 * Gathers the whole export: the head, then every list's items a page at a time, reporting the
 * items done after each page. Only the lists named in `onlyListIds` when given (a CSV of one list).
 */
export async function runExport(
  requests: ExportRequests,
  onProgress: (progress: ExportProgress) => void,
  onlyListIds?: readonly string[],
): Promise<ExportOutcome> {
  const head = await requests.begin();
  if (!head.ok) return head;
  const chosen = head.data.lists.filter((list) => onlyListIds === undefined || onlyListIds.includes(list.id));
  const total = chosen.reduce((sum, list) => sum + list.itemCount, 0);
  let done = 0;
  onProgress({ done, total });
  const lists: ExportList[] = [];
  for (const { itemCount: _count, ...list } of chosen) {
    const items: ExportList['items'] = [];
    let offset: number | null = 0;
    while (offset !== null) {
      const page = await requests.items(list.id, offset);
      if (!page.ok) return page;
      items.push(...page.data.items);
      done += page.data.items.length;
      onProgress({ done, total: Math.max(total, done) });
      offset = page.data.nextOffset;
    }
    lists.push({ ...list, items });
  }
  return { ok: true, file: { ...head.data, lists } };
}
