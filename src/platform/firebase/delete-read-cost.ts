/**
 * How many document reads the rules may make to allow deleting the document at `path`, per each
 * path's `allow delete` in firestore.rules, counted pessimistically: every `get`/`exists` call on
 * any path through the rule, and a document read both as it was and as the request leaves it
 * (`get`, then `existsAfter`) counted twice. Production may count every call (docs/data-model.md,
 * "Batches and the rules' document reads"), so this is what a batch must budget for.
 */
const READS_TO_DELETE: readonly { pattern: readonly string[]; reads: number }[] = [
  { pattern: ['lists', '*'], reads: 0 },
  // The list (roleBefore), as before the request and, with the counter, after it.
  { pattern: ['lists', '*', 'counters', 'items'], reads: 2 },
  { pattern: ['lists', '*', 'leases', '*'], reads: 1 },
  { pattern: ['lists', '*', 'joins', '*'], reads: 1 },
  // The list before (the owner's role), then its item and the list after: the owner deletes a
  // claim only with its item or its list. The claimer's own release reads none, but the rule may.
  { pattern: ['lists', '*', 'claims', '*'], reads: 3 },
  // The list (roleBefore), for the owner: only the owner's list deletion deletes items in batches.
  // An editor's removal also reads the counter before and after (countsRemoval), one item at a time.
  { pattern: ['lists', '*', 'items', '*'], reads: 1 },
  { pattern: ['lists', '*', 'items', '*', 'observations', '*'], reads: 1 },
  { pattern: ['users', '*'], reads: 0 },
  { pattern: ['users', '*', 'alerts', '*'], reads: 0 },
  { pattern: ['users', '*', 'alertRules', '*'], reads: 0 },
  { pattern: ['invites', '*'], reads: 0 },
];

/** Firestore's limit for one write: a path this table does not know is budgeted at it. */
export const MAX_RULE_READS_PER_WRITE = 10;

function matches(segments: readonly string[], pattern: readonly string[]): boolean {
  return segments.length === pattern.length && pattern.every((part, index) => part === '*' || part === segments[index]);
}

/** The rules' reads to delete the document at `path` (`lists/L/items/I`), counted pessimistically. */
export function ruleReadsToDelete(path: string): number {
  const segments = path.split('/');
  return READS_TO_DELETE.find((entry) => matches(segments, entry.pattern))?.reads ?? MAX_RULE_READS_PER_WRITE;
}
