import type { Firestore } from 'firebase/firestore';
import type { ListItem } from '../../shared/items';
import type { Reading } from '../../shared/tracking';
import { readLatestChange, recordReading } from '../data/observations';
import { planRecording } from './record-plan';

/**
 * Records one reading of one item, visit or re-check alike: reads the latest change point only
 * when a confirmation may be due, plans what (if anything) to write, and writes it. Settles when
 * the server has it.
 */
export async function recordItemReading(db: Firestore, uid: string, item: ListItem, reading: Reading, now: number): Promise<void> {
  const plan = planRecording(item, await readLatestChange(db, item.listId, item, reading), reading, now);
  await recordReading(db, uid, item.listId, item.id, plan);
}
