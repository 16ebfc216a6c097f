import {
  Timestamp,
  collection,
  doc,
  documentId,
  getDocs,
  limit,
  orderBy,
  query,
  serverTimestamp,
  where,
  writeBatch,
  type Firestore,
} from 'firebase/firestore/lite';
import type { ListItem } from '../../../lists';
import type { Reading } from '../../model/tracking';
import { hourIdOf } from '../../model/hour-id';
import { awaitsConfirmation, type LatestChange, type RecordPlan } from '../../model/record-plan';
import { readingWrites } from './reading-writes';

/*
 * The re-check engine's reads and writes, through firebase/firestore/lite (REST over fetch). The
 * full SDK treats RESOURCE_EXHAUSTED as retryable: it keeps the batch in its queue and retries it
 * at its longest back-off, so the promise never rejects and the engine could never back off for
 * quota. One request here fails at once with `resource-exhausted` (or `unavailable` offline), and
 * the engine keeps the reading for its next run. The same documents as data/observations.ts.
 */

const itemRef = (db: Firestore, listId: string, itemId: string) => doc(db, 'lists', listId, 'items', itemId);
const historyOf = (db: Firestore, listId: string, itemId: string) => collection(itemRef(db, listId, itemId), 'observations');

/** Writes what `planRecording` decided for one reading, in one batch; rejects when the server refuses or cannot be reached. */
export async function recordRecheckReading(db: Firestore, uid: string, listId: string, itemId: string, plan: RecordPlan): Promise<void> {
  const writes = readingWrites(uid, plan, { serverTime: serverTimestamp, at: (ms) => Timestamp.fromMillis(ms) });
  if (writes.observation === null && writes.item === null) return;
  const batch = writeBatch(db);
  if (writes.observation !== null) batch.set(doc(historyOf(db, listId, itemId), writes.observation.hour), writes.observation.fields);
  if (writes.item !== null) batch.update(itemRef(db, listId, itemId), writes.item);
  await batch.commit();
}

/** As `readLatestChange` in data/observations.ts: one read, only while a confirmation may be due. */
export async function readRecheckLatestChange(db: Firestore, listId: string, item: ListItem, reading: Reading): Promise<LatestChange | null> {
  const change = item.trend.at(-1);
  if (change === undefined || !awaitsConfirmation(item, reading)) return null;
  const later = await getDocs(query(historyOf(db, listId, item.id), where(documentId(), '>', hourIdOf(change.at)), orderBy(documentId()), limit(1)));
  return { confirmed: !later.empty };
}
