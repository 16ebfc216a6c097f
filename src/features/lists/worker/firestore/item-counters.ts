import { doc, increment, type DocumentReference, type WriteBatch } from 'firebase/firestore';

/**
 * `lists/{listId}/counters/items`: how many items a list holds, kept by the rules' terms (every
 * item added steps it up in the same batch, naming the item; a removal steps it down), so that
 * the rules can refuse the 1,001st item. Every browser following the list follows it too, to
 * learn of removals the "changed since" queries cannot see (changed-items.ts).
 */
export const itemCounterRef = (list: DocumentReference): DocumentReference => doc(list, 'counters', 'items');

/** The counter of a list created in this batch. */
export function createItemCounter(batch: WriteBatch, list: DocumentReference): void {
  batch.set(itemCounterRef(list), { count: 0, lastItemId: null });
}

/** Counts an item added to (+1) or removed from (-1) the list in this batch. */
export function countItem(batch: WriteBatch, list: DocumentReference, itemId: string, step: 1 | -1): void {
  batch.set(itemCounterRef(list), { count: increment(step), lastItemId: itemId }, { merge: true });
}
