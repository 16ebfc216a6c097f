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
import { AVAILABILITIES } from '../../../lists';
import type { Availability } from '../../../detection';
import { observationIdOf, type TrendPoint } from '../../../tracking';
import { trendOf } from '../../../tracking/worker/firestore';

/** How far back the worker looks for a price to go back to: each observation read is billed. */
export const RESTORE_LOOKBACK = 10;

/**
 * What an item goes back to: the latest earlier ok observation with a price (`hour`), or, when a
 * later change in the trend shows the price before the wrong one, that trend point (`hour` null:
 * no observation backs it, so it is the restorer's word and the currency stays).
 */
export interface RestorePoint {
  hour: string | null;
  amount: number;
  currency: string;
  availability: Availability;
  observerId: string;
}

interface EarlierObservation extends RestorePoint {
  hour: string;
  observedAt: number;
}

const itemRef = (db: Firestore, listId: string, itemId: string) => doc(db, 'lists', listId, 'items', itemId);
const historyOf = (db: Firestore, listId: string, itemId: string) => collection(itemRef(db, listId, itemId), 'observations');

function restorePointOf(observation: DocumentSnapshot): EarlierObservation | null {
  const { amount, currency, availability, observerId, outcome, observedAt } = observation.data() ?? {};
  // Observations written before outcomes existed were all ok checks.
  if (outcome !== undefined && outcome !== 'ok') return null;
  if (typeof amount !== 'number' || amount <= 0 || typeof currency !== 'string' || typeof observerId !== 'string') return null;
  if (!AVAILABILITIES.includes(availability as Availability) || !(observedAt instanceof Timestamp)) return null;
  return { hour: observation.id, amount, currency, availability: availability as Availability, observerId, observedAt: observedAt.toMillis() };
}

/** The start of a `YYYYMMDDHH` hour, in ms. */
const hourStartOf = (hour: string): number =>
  Date.UTC(Number(hour.slice(0, 4)), Number(hour.slice(4, 6)) - 1, Number(hour.slice(6, 8)), Number(hour.slice(8, 10)));

/**
 * The latest ok observation with a price before `hour`, among the RESTORE_LOOKBACK before it.
 * Firestore scans document ids in one direction only, so this orders by `observedAt` (descending,
 * a single-field index Firestore keeps by itself) and keeps ids before `hour`, which the rules want.
 */
async function readEarlierObservation(db: Firestore, listId: string, itemId: string, hour: string): Promise<EarlierObservation | null> {
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
 * Where the item goes back to. The trend's point before the last (the wrong reading's) is the
 * price the item had; an observation backs it unless a later reading in the same hour replaced
 * that hour's observation, which shows as an earlier observation older than the point. A point
 * without an amount (a failed check, a page without a price) kept the price the observation shows.
 */
function restorePointFor(earlier: EarlierObservation | null, previous: TrendPoint | undefined, item: DocumentSnapshot, uid: string): RestorePoint | null {
  const currency: unknown = item.get('currency');
  const laterThanEarlier = previous !== undefined && (earlier === null || earlier.observedAt < previous.at);
  if (laterThanEarlier && previous.amount !== null && typeof currency === 'string') {
    return { hour: null, amount: previous.amount, currency, availability: previous.availability, observerId: uid };
  }
  return earlier === null
    ? null
    : { hour: earlier.hour, amount: earlier.amount, currency: earlier.currency, availability: earlier.availability, observerId: earlier.observerId };
}

/** Which observation an alert rests on: its hour and its observer (the alert's, or the shopper's own). */
export interface ObservationOfAlert {
  hour: string;
  observerId: string;
}

/**
 * The id of the observation an alert rests on: `hour_observer`, or the hour alone for one written
 * before observations were keyed by their observer. The item names the one it follows; otherwise
 * the observer's own id is read (one read) and the legacy id taken when it is missing.
 */
async function observationIdFor(db: Firestore, item: DocumentSnapshot, listId: string, itemId: string, of: ObservationOfAlert): Promise<string> {
  const ownId = observationIdOf(of.hour, of.observerId);
  const followed: unknown = item.get('observationHour');
  if (followed === ownId || followed === of.hour) return followed;
  return (await getDoc(doc(historyOf(db, listId, itemId), ownId))).exists() ? ownId : of.hour;
}

/**
 * "Wrong price" in a list's history: deletes the observation of the alert (its hour and observer), and when the item's price
 * and stock follow it, puts them back on what they were before it (restorePointFor) and drops the
 * wrong point from the trend, as firestore.rules require (docs/data-model.md, "Wrong price"). The
 * caller (`uid`) must be allowed to delete it: its observer, or the list's owner or an editor.
 * Reads the item and, when it follows that observation, up to RESTORE_LOOKBACK earlier ones; then
 * writes 1 (delete) or 2 (delete and item) in one batch. `written` settles when the server has it.
 */
export async function removeWrongObservation(
  db: Firestore,
  listId: string,
  itemId: string,
  of: ObservationOfAlert,
  uid: string,
): Promise<{ restored: RestorePoint | null; written: Promise<void> }> {
  const item = await getDoc(itemRef(db, listId, itemId));
  const observationId = await observationIdFor(db, item, listId, itemId, of);
  const hour = of.hour;
  const follows = item.exists() && item.get('observationHour') === observationId;
  // The stored points as they are: the rules compare the kept ones with them exactly.
  const storedTrend: unknown = item.get('trend');
  const trend: unknown[] = Array.isArray(storedTrend) ? storedTrend : [];
  const kept = trend.slice(0, -1);
  const earlier = follows ? await readEarlierObservation(db, listId, itemId, hour) : null;
  const restored = follows ? restorePointFor(earlier, trendOf(kept.slice(-1))[0], item, uid) : null;
  const batch = writeBatch(db);
  batch.delete(doc(historyOf(db, listId, itemId), observationId));
  if (restored !== null) {
    batch.update(item.ref, {
      price: restored.amount,
      currency: restored.currency,
      availability: restored.availability,
      observerId: restored.observerId,
      observationHour: restored.hour,
      ...(trend.length > 0 ? { trend: kept } : {}),
      updatedAt: serverTimestamp(),
    });
  }
  return { restored, written: batch.commit() };
}
