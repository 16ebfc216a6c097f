import type { Firestore } from 'firebase/firestore';
import type { Firestore as LiteFirestore } from 'firebase/firestore/lite';
import type { ListItem } from '../../lists';
import type { Reading } from '../model/tracking';
import { readLatestChange, recordReading } from './firestore/observations';
import { readRecheckLatestChange, recordRecheckReading } from './firestore/recheck-writes';
import { planRecording } from '../model/record-plan';

/**
 * Records one reading of a visit: reads the latest change point only when a confirmation may be
 * due, plans what (if anything) to write, and writes it. Settles when the server has it.
 */
export async function recordItemReading(db: Firestore, uid: string, item: ListItem, reading: Reading, now: number): Promise<void> {
  const plan = planRecording(item, await readLatestChange(db, item.listId, item, reading), reading, now);
  await recordReading(db, uid, item.listId, item.id, plan);
}

/**
 * The same for the re-check engine, through firebase/firestore/lite: a write refused for quota
 * rejects with `resource-exhausted` (the full SDK would retry it without end), so the engine backs
 * off and keeps the reading. Settles when the server has it.
 */
export async function recordRecheckItemReading(db: LiteFirestore, uid: string, item: ListItem, reading: Reading, now: number): Promise<void> {
  const plan = planRecording(item, await readRecheckLatestChange(db, item.listId, item, reading), reading, now);
  await recordRecheckReading(db, uid, item.listId, item.id, plan);
}
