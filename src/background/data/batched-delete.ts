import { writeBatch, type DocumentReference, type Firestore } from 'firebase/firestore';

/** Firestore refuses a batch of more than 500 writes. */
const MAX_WRITES_PER_BATCH = 500;

/**
 * Deletes the documents in batches of at most 500, in order, so that the last ones (a list after
 * its items) go last. Each batch is in the local cache when this returns; the promise settles when
 * the server has them all.
 */
export function deleteInBatches(db: Firestore, refs: readonly DocumentReference[]): Promise<void> {
  const commits: Promise<void>[] = [];
  for (let start = 0; start < refs.length; start += MAX_WRITES_PER_BATCH) {
    const batch = writeBatch(db);
    for (const ref of refs.slice(start, start + MAX_WRITES_PER_BATCH)) batch.delete(ref);
    commits.push(batch.commit());
  }
  return Promise.all(commits).then(() => undefined);
}
