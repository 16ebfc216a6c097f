import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  MAX_RULE_READS_PER_BATCH,
  MAX_WRITES_PER_BATCH,
  deletionBatches,
  groupDeletions,
} from '../../../../src/platform/firebase/batched-delete';
import { MAX_RULE_READS_PER_WRITE, ruleReadsToDelete } from '../../../../src/platform/firebase/delete-read-cost';

type Ref = { path: string };
type Unit = Ref | readonly Ref[];

const ref = (path: string): Ref => ({ path });
const observation = (item: string, hour: string) => ref(`lists/L/items/${item}/observations/${hour}`);
/** An item with its gift claim, as the owner's deletion of a list deletes them (items.ts). */
const itemWithClaim = (item: string): Ref[] => [ref(`lists/L/items/${item}`), ref(`lists/L/claims/${item}`)];

const readsOf = (batch: readonly Ref[]) => batch.reduce((sum, document) => sum + ruleReadsToDelete(document.path), 0);
const flatten = (units: readonly Unit[]) => units.flatMap((unit): Ref[] => (Array.isArray(unit) ? [...(unit as readonly Ref[])] : [unit as Ref]));

describe('the rules’ reads to delete a document, counted pessimistically (firestore.rules)', () => {
  it('an item, an observation, a lease read the list; a claim the list before and after and the item; the counter the list before and after', () => {
    expect(ruleReadsToDelete('lists/L/items/I')).toBe(1);
    expect(ruleReadsToDelete('lists/L/items/I/observations/2026031514')).toBe(1);
    expect(ruleReadsToDelete('lists/L/leases/shop.example')).toBe(1);
    expect(ruleReadsToDelete('lists/L/claims/I')).toBe(3);
    expect(ruleReadsToDelete('lists/L/counters/items')).toBe(2);
  });

  it('a list, the user’s own documents and invites read nothing', () => {
    for (const path of ['lists/L', 'users/U', 'users/U/alerts/a1', 'users/U/alertRules/L', 'invites/ABCDEFGHJK']) {
      expect(ruleReadsToDelete(path)).toBe(0);
    }
  });

  it('a path the table does not know is budgeted at the most one write may read', () => {
    expect(ruleReadsToDelete('lists/L/somethingNew/x')).toBe(MAX_RULE_READS_PER_WRITE);
    expect(ruleReadsToDelete('lists/L/items')).toBe(MAX_RULE_READS_PER_WRITE);
  });
});

describe('deletionBatches: deletions grouped by their rules’ reads', () => {
  it('items with their claims go 5 to a batch (20 reads), where 20 writes would be 40', () => {
    const units = Array.from({ length: 12 }, (_, index) => itemWithClaim(`item${index}`));
    const batches = deletionBatches(units);
    expect(batches.map((batch) => batch.length)).toEqual([10, 10, 4]);
    expect(batches.map(readsOf)).toEqual([20, 20, 8]);
    expect(batches.flat()).toEqual(units.flat());
  });

  it('never splits an item from its claim: histories fill a batch, the pair that would pass 20 reads starts the next', () => {
    const units: Unit[] = [...Array.from({ length: 17 }, (_, index) => observation('a', `20260301${String(index).padStart(2, '0')}`)), itemWithClaim('a'), ref('lists/L/leases/shop.example')];
    const batches = deletionBatches(units);
    expect(batches.map((batch) => batch.length)).toEqual([17, 3]);
    expect(batches[1]).toEqual([...itemWithClaim('a'), ref('lists/L/leases/shop.example')]);
  });

  it('deletions that read nothing (the alert feed, invites) go up to Firestore’s 500 writes a batch', () => {
    const alerts = Array.from({ length: 1_203 }, (_, index) => ref(`users/U/alerts/a${index}`));
    expect(deletionBatches(alerts).map((batch) => batch.length)).toEqual([MAX_WRITES_PER_BATCH, MAX_WRITES_PER_BATCH, 203]);
  });

  it('a shopper’s claims on many lists (account deletion) go 6 to a batch', () => {
    const claims = Array.from({ length: 13 }, (_, index) => ref(`lists/L${index}/claims/I`));
    expect(deletionBatches(claims).map((batch) => batch.length)).toEqual([6, 6, 1]);
  });

  it('any mix of a list’s contents: every batch within 20 reads and 500 writes, in order, each unit whole', () => {
    const unit = fc.oneof(
      fc.constantFrom('a', 'b').map((item) => observation(item, '2026030109')),
      fc.constant(ref('lists/L/leases/shop.example')),
      fc.constant(ref('users/U/alerts/x')),
      fc.constant(itemWithClaim('c')),
      fc.constant([ref('lists/L/items/d')]),
    );
    fc.assert(
      fc.property(fc.array(unit, { maxLength: 600 }), (units) => {
        const batches = deletionBatches<Ref>(units);
        expect(batches.flat()).toEqual(flatten(units));
        for (const batch of batches) {
          expect(readsOf(batch)).toBeLessThanOrEqual(MAX_RULE_READS_PER_BATCH);
          expect(batch.length).toBeLessThanOrEqual(MAX_WRITES_PER_BATCH);
        }
        // Each unit is whole: the batches' boundaries fall between units.
        const boundaries = new Set(batches.map((batch) => batch.length).map((_, index, lengths) => lengths.slice(0, index + 1).reduce((sum, length) => sum + length, 0)));
        let offset = 0;
        for (const each of units) {
          const size = Array.isArray(each) ? each.length : 1;
          for (let inside = 1; inside < size; inside++) expect(boundaries.has(offset + inside)).toBe(false);
          offset += size;
        }
      }),
    );
  });
});

describe('groupDeletions', () => {
  it('puts a unit over the limits in a batch of its own rather than splitting it', () => {
    const units = ['a', ['b', 'c', 'd'], 'e'];
    expect(groupDeletions<string>(units, () => 1, { reads: 2, writes: 10 })).toEqual([['a'], ['b', 'c', 'd'], ['e']]);
  });

  it('closes a batch at the write limit too', () => {
    expect(groupDeletions<string>(['a', 'b', 'c'], () => 0, { reads: 20, writes: 2 })).toEqual([['a', 'b'], ['c']]);
  });
});
