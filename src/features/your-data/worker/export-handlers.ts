import type { Firestore } from 'firebase/firestore';
import { CartwatchError } from '../../../platform/messaging/errors';
import { EXPORT_PAGE_ITEMS, type ExportItem } from '../model/export-format';
import type { AppState } from '../../../app/state';
import { readListItemDocuments, readWholeAlertFeed, readWholeHistory, type PlainDocument } from './firestore/export-reads';
import { exportHeadOf } from './export-head';
import { exportItemOf, exportObservationOf } from './export-fields';
import type { Handlers } from '../../../app/protocol';
import { writeErrorCode } from '../../../app/worker/write-tracker';

const readError = (error: unknown): CartwatchError => {
  if (error instanceof CartwatchError) return error;
  const code = (error as { code?: unknown } | null)?.code === 'resource-exhausted' ? 'quota-exceeded' : writeErrorCode(error);
  return new CartwatchError(code, 'Your data could not be read for the export.');
};

/**
 * The JSON export, in pages so that a large one never blocks the worker or the page: the head
 * (everything but the items) first, then each list's items with their histories,
 * EXPORT_PAGE_ITEMS at a time; the page assembles the file and shows the progress.
 */
export function exportHandlers(
  db: Firestore,
  state: () => AppState,
  now: () => number = Date.now,
): Pick<Handlers, 'page:export-begin' | 'page:export-items'> {
  // The item documents of the list being exported: read once (from the cache), then paged.
  let current: { listId: string; documents: PlainDocument[] } | null = null;

  /** The signed-in uid; refuses offline, where histories and the feed would come from the cache, which holds only part of them. */
  function requireOnline(snapshot: AppState): string {
    if (snapshot.account.status !== 'signed-in') throw new CartwatchError('not-signed-in', 'Sign in to export your data.');
    if (snapshot.network === 'offline') throw new CartwatchError('offline', 'An export needs a connection.');
    return snapshot.account.uid;
  }

  async function itemDocuments(listId: string, offset: number, expected: number | null): Promise<PlainDocument[]> {
    if (offset === 0 || current?.listId !== listId) {
      const documents = await readListItemDocuments(db, listId, expected);
      const added = (document: PlainDocument) => (typeof document.fields.addedAt === 'number' ? document.fields.addedAt : 0);
      documents.sort((a, b) => added(a) - added(b) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
      current = { listId, documents };
    }
    return current.documents;
  }

  return {
    'page:export-begin': async () => {
      const uid = requireOnline(state());
      current = null;
      let feed;
      try {
        feed = await readWholeAlertFeed(db, uid);
      } catch (error) {
        throw readError(error);
      }
      // The state as it is now: the account may have changed while the feed was read.
      const head = exportHeadOf(state(), feed, now());
      if (head === null || head.account.uid !== uid) throw new CartwatchError('not-signed-in', 'Sign in to export your data.');
      return head;
    },
    'page:export-items': async ({ listId, offset }) => {
      const snapshot = state();
      requireOnline(snapshot);
      try {
        const documents = await itemDocuments(listId, offset, snapshot.items[listId]?.length ?? null);
        const page = documents.slice(offset, offset + EXPORT_PAGE_ITEMS);
        const histories = await Promise.all(page.map((document) => readWholeHistory(db, listId, document.id)));
        const items = page.flatMap((document, index): ExportItem[] => {
          const history = (histories[index] ?? []).map((observation) => exportObservationOf(observation.id, observation.fields));
          const item = exportItemOf(document.id, document.fields, history);
          return item === null ? [] : [item];
        });
        const next = offset + EXPORT_PAGE_ITEMS;
        return { items, nextOffset: next < documents.length ? next : null };
      } catch (error) {
        throw readError(error);
      }
    },
  };
}
