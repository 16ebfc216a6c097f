import { writeBatch, type DocumentReference, type Firestore } from 'firebase/firestore';

/**
 * The rules read one document (the list) to allow each of these deletions, and Firestore allows
 * 20 document reads per batch. The emulator counts repeated reads of one document once, but
 * production only says such reads "may be cached", so a batch stays within 20 writes even if
 * every read counts (docs/data-model.md).
 */
export const MAX_DELETES_PER_BATCH = 20;

/** A document, or documents the rules delete only together (an item with its gift claim). */
export type DeletionUnit = DocumentReference | readonly DocumentReference[];

/** The units in groups of at most MAX_DELETES_PER_BATCH documents, in order, a unit never split. */
export function groupDeletions<T>(units: readonly (T | readonly T[])[], max: number = MAX_DELETES_PER_BATCH): T[][] {
  const groups: T[][] = [];
  let current: T[] = [];
  for (const unit of units) {
    const refs: readonly T[] = Array.isArray(unit) ? (unit as readonly T[]) : [unit as T];
    if (current.length + refs.length > max && current.length > 0) {
      groups.push(current);
      current = [];
    }
    current.push(...refs);
  }
  if (current.length > 0) groups.push(current);
  return groups;
}

/**
 * Deletes the documents in batches of at most 20, in order (a unit of several in one batch), then
 * `together` in one last batch (a list with its item counter, which the rules delete only with the
 * list). Each batch is in the local cache when this returns; the promise settles when the server
 * has them all.
 */
export function deleteInBatches(
  db: Firestore,
  refs: readonly DeletionUnit[],
  together: readonly DocumentReference[] = [],
): Promise<void> {
  const groups: (readonly DocumentReference[])[] = groupDeletions<DocumentReference>(refs);
  if (together.length > 0) groups.push(together);
  const commits = groups.map((group) => {
    const batch = writeBatch(db);
    for (const ref of group) batch.delete(ref);
    return batch.commit();
  });
  return Promise.all(commits).then(() => undefined);
}
