import {
  Timestamp,
  collection,
  getDoc,
  getDocs,
  onSnapshot,
  onSnapshotsInSync,
  query,
  where,
  type DocumentSnapshot,
  type Firestore,
  type QuerySnapshot,
} from 'firebase/firestore';
import { findRemoved } from '../../model/find-removed';
import { advancedMark, countVerdict, SEEN_FIELDS, type ItemsSeen, type SeenMark } from '../../model/items-seen';
import type { ListItem } from '../../model/items';
import type { SeenMarks } from '../items-seen-storage';
import { itemCounterRef } from './item-counters';
import type { CountItemsBetween } from './item-range-counts';
import { itemRef, itemsOf, listItemsOf, listRefOf, subscribeListItems, type ItemsSource } from './items';

type Stop = () => void;

// Marks keep Firestore's whole precision (microseconds): saves committed within one millisecond are common.
const microsOf = (value: unknown): number | null => (value instanceof Timestamp ? value.seconds * 1_000_000 + Math.floor(value.nanoseconds / 1_000) : null);
const timestampOf = (micros: number): Timestamp => new Timestamp(Math.floor(micros / 1_000_000), (micros % 1_000_000) * 1_000);

/** A list's items whose `field` (a server time) is at or after `at`; the field's type spelled out for the index check (scripts/firestore-indexes/). */
const changedSince = (db: Firestore, listId: string, field: 'updatedAt' | 'lastCheck.at', at: Timestamp) =>
  query(collection(db, 'lists', listId, 'items'), where(field, '>=', at));

/** The server times a snapshot's documents carry in `field`, leaving out documents with writes of this browser pending (their times are estimates). */
const serverTimes = (snapshot: QuerySnapshot, field: string): (number | null)[] =>
  snapshot.docs.filter((item) => !item.metadata.hasPendingWrites).map((item) => microsOf(item.get(field)));

/**
 * Follows a list's items as `subscribeListItems` does, but at a worker's wake asks the server only
 * for what changed since this browser last saw the list (docs/data-model.md, "Following a list's
 * items"). Firestore bills a listener resumed after 30 minutes away for its whole result, so a
 * listener on every item cost a read per item at each such wake; the items that did not change are
 * in the SDK's cache already (IndexedDB in the extension).
 *
 * - No mark for the list yet (its first follow in this browser, or storage cleared): the whole list,
 *   as before; each snapshot from the server sets the marks.
 * - Else the state follows the cache (every item, this browser's pending writes included), and three
 *   server listeners keep the cache true: items whose `updatedAt` is at or after the mark, items
 *   whose `lastCheck.at` is (a heartbeat sets nothing else), and the list's item counter. A deleted
 *   item has no time: the counter, stepped down in the same batch, says how many went, and its latest
 *   step which one, when it was a removal; else counts of id ranges find them (`findRemoved`). Each is
 *   then read alone (the SDK drops it from the cache). Items missing from the cache (a count above
 *   it) read the list whole once.
 *
 * `source: 'cache'` (a list the server has not confirmed) follows the cache alone, as before.
 */
export function subscribeItemsSince(marks: SeenMarks, countBetween: CountItemsBetween) {
  return (db: Firestore, listId: string, source: ItemsSource, onItems: (items: ListItem[]) => void, onError: (error: Error) => void): Stop => {
    if (source === 'cache') return subscribeListItems(db, listId, source, onItems, onError);
    let stopped = false;
    let stop: Stop | null = null;
    const start = (seen: ItemsSeen | null) => {
      if (stopped) return;
      const write = (next: ItemsSeen) => marks.write(listId, next);
      stop = seen === null ? followWhole(db, listId, onItems, onError, write) : followSince(db, listId, seen, { onItems, onError, write, countBetween });
    };
    marks.read(listId).then(start, () => start(null));
    return () => {
      stopped = true;
      stop?.();
    };
  };
}

function followWhole(db: Firestore, listId: string, onItems: (items: ListItem[]) => void, onError: (error: Error) => void, write: (seen: ItemsSeen) => void): Stop {
  let latest = 0;
  return onSnapshot(
    itemsOf(db, listId),
    { includeMetadataChanges: true },
    (snapshot) => {
      onItems(listItemsOf(listId, snapshot));
      if (snapshot.metadata.fromCache) return;
      // One snapshot holds every item: any write it lacks came later than each time it shows.
      const seen = advancedMark(latest, [...serverTimes(snapshot, SEEN_FIELDS.updatedAt), ...serverTimes(snapshot, SEEN_FIELDS.checkedAt)]);
      if (seen <= latest) return;
      latest = seen;
      write({ updatedAt: seen, checkedAt: seen });
    },
    onError,
  );
}

interface SinceCalls {
  onItems: (items: ListItem[]) => void;
  onError: (error: Error) => void;
  write: (seen: ItemsSeen) => void;
  countBetween: CountItemsBetween;
}

function followSince(db: Firestore, listId: string, from: ItemsSeen, { onItems, onError, write, countBetween }: SinceCalls): Stop {
  let seen = from;
  let cachedIds: ReadonlySet<string> | null = null;
  /** The items the server said changed (`updatedAt`) since the mark: every save since is among them. */
  let changedIds: ReadonlySet<string> = new Set();
  let counter: { count: number; lastItemId: string | null } | null = null;
  const synced = new Set<SeenMark>();
  /** The disagreement last read for: a counter that stays off (a removal it did not count) is read for once, not at every snapshot. */
  let readFor: string | null = null;
  let reading = false;
  let stopped = false;

  async function readWhatDiffers(): Promise<void> {
    if (stopped || reading || cachedIds === null || counter === null || synced.size < 2) return;
    const verdict = countVerdict(counter.count, counter.lastItemId, cachedIds, changedIds);
    if (verdict.kind === 'agrees') return;
    const disagreement = `${counter.count}/${[...cachedIds].sort().join(',')}`;
    if (disagreement === readFor) return;
    readFor = disagreement;
    reading = true;
    try {
      if (verdict.kind !== 'reread') {
        const changed = changedIds;
        const presentBetween = async (from: string, to: string) =>
          (await countBetween(listId, from, to)) - [...changed].filter((itemId) => itemId >= from && itemId < to).length;
        const gone = verdict.kind === 'removed' ? [verdict.itemId] : await findRemoved(verdict.candidates, verdict.missing, presentBetween);
        // Read alone, a removed item leaves the cache; one still there means the counts misled (a write meanwhile): read the list whole.
        const read = await Promise.all(gone.map((itemId) => getDoc(itemRef(db, listId, itemId))));
        if (read.every((item) => !item.exists())) return;
      }
      const onServer = new Set((await getDocs(itemsOf(db, listId))).docs.map((item) => item.id));
      const gone = [...cachedIds].filter((itemId) => !onServer.has(itemId));
      await Promise.all(gone.map((itemId) => getDoc(itemRef(db, listId, itemId))));
    } catch {
      // Offline or stopped meanwhile: the next snapshot asks again.
      readFor = null;
    } finally {
      reading = false;
    }
  }

  const onMarkSnapshot = (mark: SeenMark) => (snapshot: QuerySnapshot) => {
    if (snapshot.metadata.fromCache) return;
    synced.add(mark);
    if (mark === 'updatedAt') changedIds = new Set(snapshot.docs.map((item) => item.id));
    const next = advancedMark(seen[mark], serverTimes(snapshot, SEEN_FIELDS[mark]));
    if (next <= seen[mark]) return;
    seen = { ...seen, [mark]: next };
    write(seen);
  };

  const onCounter = (snapshot: DocumentSnapshot) => {
    if (snapshot.metadata.fromCache) return;
    const count: unknown = snapshot.get('count');
    const lastItemId: unknown = snapshot.get('lastItemId');
    counter = snapshot.exists() && typeof count === 'number' ? { count, lastItemId: typeof lastItemId === 'string' ? lastItemId : null } : null;
  };

  const stops: Stop[] = [
    onSnapshot(
      itemsOf(db, listId),
      { includeMetadataChanges: true, source: 'cache' },
      (snapshot) => {
        cachedIds = new Set(snapshot.docs.map((item) => item.id));
        onItems(listItemsOf(listId, snapshot));
      },
      onError,
    ),
    ...(Object.keys(SEEN_FIELDS) as SeenMark[]).map((mark) =>
      // With metadata changes: a result the cache already held is confirmed by the server without a change of documents.
      onSnapshot(changedSince(db, listId, SEEN_FIELDS[mark], timestampOf(from[mark])), { includeMetadataChanges: true }, onMarkSnapshot(mark), onError),
    ),
    onSnapshot(itemCounterRef(listRefOf(db, listId)), { includeMetadataChanges: true }, onCounter, onError),
    // Compared once every listener has its share of a change (a save steps the counter and adds the item in one batch).
    onSnapshotsInSync(db, () => void readWhatDiffers()),
  ];
  return () => {
    stopped = true;
    for (const stop of stops) stop();
  };
}
