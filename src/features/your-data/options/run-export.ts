import type { Result } from '../../../platform/messaging/errors';
import { exportText, type ExportFile, type ExportHead, type ExportItemsPage, type ExportList } from '../model/export-format';

/** What the export asks the worker (the connector's `request`, narrowed to the two export kinds). */
export interface ExportRequests {
  begin(): Promise<Result<ExportHead>>;
  items(listId: string, offset: number): Promise<Result<ExportItemsPage>>;
}

export interface ExportProgress {
  done: number;
  total: number;
}

type ExportError = Extract<Result<unknown>, { ok: false }>['error'];
export type ExportOutcome = { ok: true; file: ExportFile } | { ok: false; error: ExportError };

/** What receives an export as it arrives: its head, then each list and its pages of items, in order. */
export interface ExportSink {
  head(head: Omit<ExportFile, 'lists'>): void;
  list(list: Omit<ExportList, 'items'>, listIndex: number): void;
  items(items: ExportList['items']): void;
  endList(): void;
}

/**
 * Streams the export into `sink`: the head, then every list's items a page at a time, reporting
 * the items done after each page; only the lists named in `onlyListIds` when given (a CSV of one
 * list). Nothing but the page in hand is kept here, so a large export need not fit in memory.
 */
export async function streamExport(
  requests: ExportRequests,
  onProgress: (progress: ExportProgress) => void,
  sink: ExportSink,
  onlyListIds?: readonly string[],
): Promise<{ ok: true } | { ok: false; error: ExportError }> {
  const head = await requests.begin();
  if (!head.ok) return head;
  const { lists: all, ...rest } = head.data;
  const chosen = all.filter((list) => onlyListIds === undefined || onlyListIds.includes(list.id));
  const total = chosen.reduce((sum, list) => sum + list.itemCount, 0);
  let done = 0;
  sink.head(rest);
  onProgress({ done, total });
  for (const [listIndex, { itemCount: _count, ...list }] of chosen.entries()) {
    sink.list(list, listIndex);
    let offset: number | null = 0;
    while (offset !== null) {
      const page = await requests.items(list.id, offset);
      if (!page.ok) return page;
      sink.items(page.data.items);
      done += page.data.items.length;
      onProgress({ done, total: Math.max(total, done) });
      offset = page.data.nextOffset;
    }
    sink.endList();
  }
  return { ok: true };
}

/** The whole export as one object (the CSV, and tests): `streamExport` collected. */
export async function runExport(
  requests: ExportRequests,
  onProgress: (progress: ExportProgress) => void,
  onlyListIds?: readonly string[],
): Promise<ExportOutcome> {
  let head: Omit<ExportFile, 'lists'> | null = null;
  const lists: ExportList[] = [];
  const outcome = await streamExport(
    requests,
    onProgress,
    {
      head: (received) => (head = received),
      list: (list) => lists.push({ ...list, items: [] }),
      items: (items) => lists.at(-1)?.items.push(...items),
      endList: () => undefined,
    },
    onlyListIds,
  );
  if (!outcome.ok) return outcome;
  if (head === null) throw new Error('streamExport ends with its head sent');
  return { ok: true, file: { ...(head as Omit<ExportFile, 'lists'>), lists } };
}

/**
 * The JSON export as a Blob built as the pages arrive: each page's text becomes a Blob of its own
 * at once, which the browser may keep outside the page's memory, so the page holds one page of
 * items at a time however large the export. The text is `serializeExport` of the same file.
 */
export async function exportBlob(
  requests: ExportRequests,
  onProgress: (progress: ExportProgress) => void,
): Promise<{ ok: true; blob: Blob; exportedAt: string } | { ok: false; error: ExportError }> {
  const parts: Blob[] = [];
  const add = (text: string) => parts.push(new Blob([text]));
  let exportedAt = '';
  // Whether the list being written has an item yet: the next one is preceded by a comma.
  let listHasItems = false;
  const outcome = await streamExport(requests, onProgress, {
    head: (head) => {
      exportedAt = head.exportedAt;
      add(exportText.open(head));
    },
    list: (list, listIndex) => {
      listHasItems = false;
      add(exportText.openList(list, listIndex));
    },
    items: (items) => {
      if (items.length === 0) return;
      add(exportText.items(items, !listHasItems));
      listHasItems = true;
    },
    endList: () => add(exportText.closeList),
  });
  if (!outcome.ok) return outcome;
  add(exportText.close);
  return { ok: true, blob: new Blob(parts, { type: 'application/json' }), exportedAt };
}
