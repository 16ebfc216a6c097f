import {
  Timestamp,
  collection,
  documentId,
  getDocs,
  getDocsFromCache,
  orderBy,
  query,
  type Firestore,
  type QuerySnapshot,
} from 'firebase/firestore';
import type { AlertEntry } from '../../../alerts';
import { alertEntryOf } from '../../../alerts/worker/firestore';

/**
 * The export's reads (docs/data-model.md, "What an export costs"): whole documents as plain
 * values, every timestamp in milliseconds since the epoch (server times not yet known estimated).
 */
export interface PlainDocument {
  id: string;
  fields: Record<string, unknown>;
}

function plainOf(value: unknown): unknown {
  if (value instanceof Timestamp) return value.toMillis();
  if (Array.isArray(value)) return value.map(plainOf);
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, plainOf(inner)]));
  }
  return value;
}

const documentsOf = (snapshot: QuerySnapshot): PlainDocument[] =>
  snapshot.docs.map((document) => ({
    id: document.id,
    fields: plainOf(document.data({ serverTimestamps: 'estimate' })) as Record<string, unknown>,
  }));

/**
 * Every item of a list. The worker follows each list's items, so the local cache holds them all
 * (no read billed); when it holds fewer than the state shows (`expected`), or the state has not
 * loaded them yet (null), they come from the server.
 */
export async function readListItemDocuments(db: Firestore, listId: string, expected: number | null): Promise<PlainDocument[]> {
  const items = collection(db, 'lists', listId, 'items');
  const cached = expected === null ? null : await getDocsFromCache(items).catch(() => null);
  if (cached !== null && expected !== null && cached.size >= expected) return documentsOf(cached);
  return documentsOf(await getDocs(items));
}

/** An item's whole price history, oldest first: one read per observation (one when it has none). */
export async function readWholeHistory(db: Firestore, listId: string, itemId: string): Promise<PlainDocument[]> {
  return documentsOf(await getDocs(query(collection(db, 'lists', listId, 'items', itemId, 'observations'), orderBy(documentId()))));
}

/** The whole alert feed (the listener follows only the newest 100): one read per alert. */
export async function readWholeAlertFeed(db: Firestore, uid: string): Promise<AlertEntry[]> {
  const feed = await getDocs(query(collection(db, 'users', uid, 'alerts'), orderBy('createdAt', 'desc')));
  return feed.docs.flatMap((alert) => {
    const createdAt: unknown = alert.get('createdAt', { serverTimestamps: 'estimate' });
    const entry = alertEntryOf(alert.id, alert.data(), createdAt instanceof Timestamp ? createdAt.toMillis() : null);
    return entry === null ? [] : [entry];
  });
}
