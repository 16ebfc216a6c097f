import {
  collection,
  deleteField,
  doc,
  getDocFromCache,
  getDocs,
  serverTimestamp,
  waitForPendingWrites,
  writeBatch,
  type DocumentData,
  type DocumentReference,
  type DocumentSnapshot,
  type Firestore,
  type QueryDocumentSnapshot,
  type QuerySnapshot,
} from 'firebase/firestore';
import { CartwatchError } from '../../../../platform/messaging/errors';
import { countItem } from './item-counters';
import { planMove, type MoveStep } from './move-plan';

const itemRef = (db: Firestore, listId: string, itemId: string) => doc(db, 'lists', listId, 'items', itemId);
const listRef = (db: Firestore, listId: string) => doc(db, 'lists', listId);

/** What a moved item's `movedFrom` names: its source, until the move is complete (firestore.rules). */
export const movedFromOf = (listId: string, itemId: string): string => `lists/${listId}/items/${itemId}`;

/** The target item as the cache has it (its list is followed), or null when there is none. */
async function cachedOrNull(ref: DocumentReference): Promise<DocumentSnapshot | null> {
  try {
    const snapshot = await getDocFromCache(ref);
    return snapshot.exists() ? snapshot : null;
  } catch {
    return null;
  }
}

const pending = (source: DocumentSnapshot, history: QuerySnapshot) =>
  source.metadata.hasPendingWrites || history.metadata.hasPendingWrites;

/** The source item and its whole history from the server, both with no write of ours pending. */
async function readSource(db: Firestore, ref: DocumentReference, settled = false): Promise<{ item: DocumentData; history: QuerySnapshot }> {
  const source = await getDocFromCache(ref);
  const history = await getDocs(collection(ref, 'observations'));
  // From the cache, the history may be incomplete (nothing follows it live), and what the move does
  // not copy would be lost with the source: a move waits for a connection.
  if (history.metadata.fromCache) {
    throw new CartwatchError('offline', 'Moving an item with its price history needs a connection.');
  }
  // A write still pending holds an estimated server time, which a copy would not match.
  if (pending(source, history) && !settled) {
    await waitForPendingWrites(db);
    return readSource(db, ref, true);
  }
  const item = source.data();
  if (item === undefined) throw new CartwatchError('not-found', 'That item is no longer in this list.');
  return { item, history };
}

/** Settles when every batch has: with the first refusal, if any (later batches depend on earlier ones). */
async function settled(commits: Promise<void>[]): Promise<void> {
  const refused = (await Promise.allSettled(commits)).find((result) => result.status === 'rejected');
  if (refused !== undefined) throw refused.reason;
}

/**
 * Moves an item to another list with its price history, under the same id, in batches queued at
 * once (docs/data-model.md, "Moving an item"): the item arrives in the target list (counted) naming
 * its source in `movedFrom`, with the source's price, stock, last check and trend; each observation
 * is copied whole (its observer and time too) and deleted from the source, a few per batch; last,
 * the source item is deleted (counted) and `movedFrom` removed, which the rules allow only together.
 * The move counts as adding the item to the target list (by the mover, now); note, quantity, status
 * and the price when first saved go with it. Run again after an interruption, it completes the move:
 * an item that already arrived is kept, and what is left of the source history follows it.
 * Needs a connection (a history read from the cache may be incomplete); resolves once every batch is
 * in the local cache, and `written` settles when the server has them all.
 */
export async function moveItem(
  db: Firestore,
  fromListId: string,
  itemId: string,
  toListId: string,
  movedBy: string,
): Promise<{ written: Promise<void> }> {
  const sourceRef = itemRef(db, fromListId, itemId);
  const targetRef = itemRef(db, toListId, itemId);
  const movedFrom = movedFromOf(fromListId, itemId);
  const { item, history } = await readSource(db, sourceRef);
  const arrived = await cachedOrNull(targetRef);
  if (arrived !== null && arrived.get('movedFrom') !== movedFrom) {
    throw new CartwatchError('invalid-payload', 'That item is already in the other list.');
  }
  const write = (step: MoveStep<QueryDocumentSnapshot>): Promise<void> => {
    const batch = writeBatch(db);
    switch (step.kind) {
      case 'arrive':
        batch.set(targetRef, {
          ...item,
          // Items saved before tracking lack these; the rules compare them as null and empty.
          lastCheck: (item.lastCheck as unknown) ?? null,
          trend: (item.trend as unknown) ?? [],
          movedFrom,
          addedBy: movedBy,
          addedAt: serverTimestamp(),
          updatedAt: serverTimestamp(),
        });
        countItem(batch, listRef(db, toListId), itemId, 1);
        break;
      case 'history':
        for (const observation of step.observations) {
          batch.set(doc(targetRef, 'observations', observation.id), observation.data());
          batch.delete(observation.ref);
        }
        break;
      case 'leave':
        batch.delete(sourceRef);
        countItem(batch, listRef(db, fromListId), itemId, -1);
        batch.update(targetRef, { movedFrom: deleteField() });
        break;
    }
    return batch.commit();
  };
  const commits = planMove(history.docs, arrived !== null).map(write);
  return { written: settled(commits) };
}
