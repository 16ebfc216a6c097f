import { writeBatch, type DocumentReference, type Firestore } from 'firebase/firestore';

/**
 * The rules read one document (the list) to allow each of these deletions, and Firestore allows
 * 20 document reads per batch. The emulator counts repeated reads of one document once, but
 * production only says such reads "may be cached", so a batch stays within 20 writes even if
 * every read counts (docs/data-model.md).
 */
export const MAX_DELETES_PER_BATCH = 20;

/**
 * Deletes the documents in batches of at most 20, in order, then `together` in one last batch
 * (a list with its item counter, which the rules delete only with the list). Each batch is in the
 * local cache when this returns; the promise settles when the server has them all.
 */
export function deleteInBatches(
  db: Firestore,
  refs: readonly DocumentReference[],
  together: readonly DocumentReference[] = [],
): Promise<void> {
  const groups: (readonly DocumentReference[])[] = [];
  for (let start = 0; start < refs.length; start += MAX_DELETES_PER_BATCH) {
    groups.push(refs.slice(start, start + MAX_DELETES_PER_BATCH));
  }
  if (together.length > 0) groups.push(together);
  const commits = groups.map((group) => {
    const batch = writeBatch(db);
    for (const ref of group) batch.delete(ref);
    return batch.commit();
  });
  return Promise.all(commits).then(() => undefined);
}
