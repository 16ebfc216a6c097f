import type { ListItem } from '../../../lists';
import type { Reading } from '../../model/tracking';
import { hourIdOf } from '../../model/hour-id';
import { awaitsConfirmation, planRecording, type LatestChange, type RecordPlan } from '../../model/record-plan';
import { readingWrites, type ReadingWrites, type Stamps } from './reading-writes';

const HOUR_MS = 60 * 60 * 1000;

/**
 * What the observation writer asks of a Firestore SDK. Visits write through the full SDK, the
 * re-check engine through firebase/firestore/lite: the full SDK keeps a batch refused for quota in
 * its queue and retries it without end, while lite rejects it at once, so the engine can back off
 * (docs/tracking.md, "Firestore quota"). Which documents are asked for and written is decided here,
 * once, for both.
 */
export interface ObservationStore {
  readonly stamps: Stamps;
  /** Whether the item's history holds an observation of `hour` or later, in either id form (one read). */
  hasObservationFrom(listId: string, itemId: string, hour: string): Promise<boolean>;
  /** Writes a reading's documents in one batch; settles when the server has it. */
  commit(listId: string, itemId: string, writes: ReadingWrites): Promise<void>;
}

/**
 * Whether the item's latest change point already has a later, agreeing observation: asked only
 * while one may be due (`awaitsConfirmation`), at the cost of one read; null otherwise.
 */
export async function readLatestChange(store: ObservationStore, listId: string, item: ListItem, reading: Reading): Promise<LatestChange | null> {
  const change = item.trend.at(-1);
  if (change === undefined || !awaitsConfirmation(item, reading)) return null;
  // Ids are the hour then the observer, so "a later hour" is every id from the next hour on: an id
  // of the change's own hour (its own observation, or another member's) sorts after the bare hour.
  return { confirmed: await store.hasObservationFrom(listId, item.id, hourIdOf(change.at + HOUR_MS)) };
}

/** Writes what `planRecording` decided for one reading (`readingWrites`): nothing, or one batch. */
export async function recordReading(store: ObservationStore, uid: string, listId: string, itemId: string, plan: RecordPlan): Promise<void> {
  const writes = readingWrites(uid, plan, store.stamps);
  if (writes.observation === null && writes.item === null) return;
  await store.commit(listId, itemId, writes);
}

/**
 * Records one reading of an item: reads the latest change point only when a confirmation may be
 * due, plans what (if anything) to write, and writes it. Settles when the server has it.
 */
export async function recordItemReading(store: ObservationStore, uid: string, item: ListItem, reading: Reading, now: number): Promise<void> {
  const plan = planRecording(item, await readLatestChange(store, item.listId, item, reading), reading, now);
  await recordReading(store, uid, item.listId, item.id, plan);
}
