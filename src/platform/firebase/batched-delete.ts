import { writeBatch, type DocumentReference, type Firestore } from 'firebase/firestore';
import { ruleReadsToDelete } from './delete-read-cost';

/**
 * Firestore allows the rules 20 document reads per batch. The emulator counts repeated reads of
 * one document once, but production only says such reads "may be cached", so a batch holds
 * deletions whose rules read at most 20 documents even if every read counts (docs/data-model.md).
 */
export const MAX_RULE_READS_PER_BATCH = 20;

/** Firestore's limit of writes per batch, reached only by deletions whose rules read nothing. */
export const MAX_WRITES_PER_BATCH = 500;

/** A document, or documents the rules delete only together (an item with its gift claim). */
export type DeletionUnit = DocumentReference | readonly DocumentReference[];

export interface BatchLimits {
  reads: number;
  writes: number;
}

const FIRESTORE_LIMITS: BatchLimits = { reads: MAX_RULE_READS_PER_BATCH, writes: MAX_WRITES_PER_BATCH };

/**
 * The units in order, in groups whose rules' reads (`readsOf` each document) and writes stay within
 * the limits, a unit never split (one over the limits alone goes in a group of its own).
 */
export function groupDeletions<T>(
  units: readonly (T | readonly T[])[],
  readsOf: (document: T) => number,
  limits: BatchLimits = FIRESTORE_LIMITS,
): T[][] {
  const groups: T[][] = [];
  let current: T[] = [];
  let reads = 0;
  for (const unit of units) {
    const documents: readonly T[] = Array.isArray(unit) ? (unit as readonly T[]) : [unit as T];
    const unitReads = documents.reduce((sum, document) => sum + readsOf(document), 0);
    if (current.length > 0 && (reads + unitReads > limits.reads || current.length + documents.length > limits.writes)) {
      groups.push(current);
      current = [];
      reads = 0;
    }
    current.push(...documents);
    reads += unitReads;
  }
  if (current.length > 0) groups.push(current);
  return groups;
}

/** The batches deleteInBatches commits for these units, before its `together` batch. */
export function deletionBatches<R extends { path: string }>(refs: readonly (R | readonly R[])[]): R[][] {
  return groupDeletions<R>(refs, (ref) => ruleReadsToDelete(ref.path));
}

/**
 * Deletes the documents in batches within the rules' read budget, in order (a unit of several in
 * one batch), then `together` in one last batch (a list with its item counter, which the rules
 * delete only with the list). Each batch is in the local cache when this returns; the promise
 * settles when the server has them all.
 */
export function deleteInBatches(
  db: Firestore,
  refs: readonly DeletionUnit[],
  together: readonly DocumentReference[] = [],
): Promise<void> {
  const groups: (readonly DocumentReference[])[] = deletionBatches(refs);
  if (together.length > 0) groups.push(together);
  const commits = groups.map((group) => {
    const batch = writeBatch(db);
    for (const ref of group) batch.delete(ref);
    return batch.commit();
  });
  return Promise.all(commits).then(() => undefined);
}
