import {
  collection,
  doc,
  getDoc,
  getDocs,
  limit,
  orderBy,
  query,
  serverTimestamp,
  Timestamp,
  where,
  writeBatch,
  type DocumentSnapshot,
  type Firestore,
} from 'firebase/firestore';
import { AVAILABILITIES } from '../../shared/items';
import type { Availability } from '../../extract/types';

/** How far back the worker looks for a price to go back to: each observation read is billed. */
export const RESTORE_LOOKBACK = 10;

/** The observation an item goes back to: the latest earlier ok one with a price. */
export interface RestorePoint {
  hour: string;
  amount: number;
  currency: string;
  availability: Availability;
  observerId: string;
}

const itemRef = (db: Firestore, listId: string, itemId: string) => doc(db, 'lists', listId, 'items', itemId);
const historyOf = (db: Firestore, listId: string, itemId: string) => collection(itemRef(db, listId, itemId), 'observations');

function restorePointOf(observation: DocumentSnapshot): RestorePoint | null {
  const { amount, currency, availability, observerId, outcome } = observation.data() ?? {};
  // Observations written before outcomes existed were all ok checks.
  if (outcome !== undefined && outcome !== 'ok') return null;
  if (typeof amount !== 'number' || amount <= 0 || typeof currency !== 'string' || typeof observerId !== 'string') return null;
  if (!AVAILABILITIES.includes(availability as Availability)) return null;
  return { hour: observation.id, amount, currency, availability: availability as Availability, observerId };
}

/** The start of a `YYYYMMDDHH` hour, in ms. */
const hourStartOf = (hour: string): number =>
  Date.UTC(Number(hour.slice(0, 4)), Number(hour.slice(4, 6)) - 1, Number(hour.slice(6, 8)), Number(hour.slice(8, 10)));

/**
 * The latest ok observation with a price before `hour`, among the RESTORE_LOOKBACK before it.
 * Firestore scans document ids in one direction only, so this orders by `observedAt` (descending,
 * a single-field index Firestore keeps by itself) and keeps ids before `hour`, which the rules want.
 */
async function readRestorePoint(db: Firestore, listId: string, itemId: string, hour: string): Promise<RestorePoint | null> {
  const earlier = await getDocs(
    query(
      historyOf(db, listId, itemId),
      where('observedAt', '<', Timestamp.fromMillis(hourStartOf(hour))),
      orderBy('observedAt', 'desc'),
      limit(RESTORE_LOOKBACK),
    ),
  );
  for (const observation of earlier.docs) {
    const point = observation.id < hour ? restorePointOf(observation) : null;
    if (point !== null) return point;
  }
  return null;
}

/**
 * "Wrong price" in a list's history: deletes the observation of `hour`, and when the item's price
 * and stock follow it, puts them back on the latest earlier ok observation with a price (its
 * observer's word, as firestore.rules require; the trend stays, see docs/data-model.md). The caller must be
 * allowed to delete it: its observer, or the list's owner or an editor. Reads the item and, when it
 * follows that observation, up to RESTORE_LOOKBACK earlier ones; then writes 1 (delete) or 2
 * (delete and item) in one batch. `written` settles when the server has it.
 */
export async function removeWrongObservation(
  db: Firestore,
  listId: string,
  itemId: string,
  hour: string,
): Promise<{ restored: RestorePoint | null; written: Promise<void> }> {
  const item = await getDoc(itemRef(db, listId, itemId));
  const follows = item.exists() && item.get('observationHour') === hour;
  const restored = follows ? await readRestorePoint(db, listId, itemId, hour) : null;
  const batch = writeBatch(db);
  batch.delete(doc(historyOf(db, listId, itemId), hour));
  if (restored !== null) {
    batch.update(item.ref, {
      price: restored.amount,
      currency: restored.currency,
      availability: restored.availability,
      observerId: restored.observerId,
      observationHour: restored.hour,
      updatedAt: serverTimestamp(),
    });
  }
  return { restored, written: batch.commit() };
}
