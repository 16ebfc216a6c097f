/**
 * How many observations one batch of a move copies (and deletes from the source). Each copy asks
 * the rules for 4 documents (the target list and item, the source list and observation) and each
 * deletion for 1 (the source list): 5 per observation, so 4 stay within Firestore's 20 reads per
 * batch even if repeated reads of one document each count (docs/data-model.md).
 */
export const OBSERVATIONS_PER_MOVE_BATCH = 4;

/**
 * One batch of a move, in the order they are sent: the item arrives in the target list (unless a
 * move that was interrupted brought it already), its history follows a few hours at a time, and
 * the source item leaves last, so an interruption anywhere leaves the whole history in one of the
 * two items and the source in place until the end.
 */
export type MoveStep<Observation> =
  | { kind: 'arrive' }
  | { kind: 'history'; observations: readonly Observation[] }
  | { kind: 'leave' };

/** The batches of a move of an item with this history, whose target may have arrived already. */
export function planMove<Observation>(history: readonly Observation[], arrived: boolean): MoveStep<Observation>[] {
  const steps: MoveStep<Observation>[] = arrived ? [] : [{ kind: 'arrive' }];
  for (let start = 0; start < history.length; start += OBSERVATIONS_PER_MOVE_BATCH) {
    steps.push({ kind: 'history', observations: history.slice(start, start + OBSERVATIONS_PER_MOVE_BATCH) });
  }
  steps.push({ kind: 'leave' });
  return steps;
}
