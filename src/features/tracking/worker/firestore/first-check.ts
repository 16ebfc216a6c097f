import { Timestamp, serverTimestamp } from 'firebase/firestore';
import type { TrackedItem } from '../../model/tracked-item';
import type { Reading } from '../../model/tracking';
import { planRecording } from '../../model/record-plan';
import { readingWrites } from './reading-writes';

/** What a save that read its page adds to its batch: the saver's observation, and the item's tracking fields. */
export interface FirstCheckWrites {
  observation: { id: string; fields: Record<string, unknown> };
  item: Record<string, unknown>;
}

/**
 * The documents that make a save its item's first check: a change point, as any first reading
 * is (`planRecording` on an item nobody checked), written by the full SDK in the save's batch.
 */
export function firstCheckWrites(uid: string, item: TrackedItem, reading: Reading, now: number): FirstCheckWrites {
  const plan = planRecording({ ...item, lastCheck: null, trend: [] }, null, reading, now);
  const writes = readingWrites(uid, plan, { serverTime: serverTimestamp, at: (ms) => Timestamp.fromMillis(ms) });
  if (writes.observation === null || writes.item === null) throw new Error('A first reading is always a change point.');
  return { observation: writes.observation, item: writes.item };
}
