import { describe, expect, it } from 'vitest';
import { advancedMark, countVerdict, decodeItemsSeen } from '../../../../../src/features/lists/model/items-seen';
import { findRemoved } from '../../../../../src/features/lists/model/find-removed';

const ids = (...values: string[]) => new Set(values);

describe('advancedMark', () => {
  it('moves to the latest time a snapshot holds, never back, ignoring documents without one', () => {
    expect(advancedMark(100, [120, null, 150, 90])).toBe(150);
    expect(advancedMark(100, [null, 90])).toBe(100);
    expect(advancedMark(100, [])).toBe(100);
  });
});

describe('decodeItemsSeen', () => {
  it('reads a stored mark, and anything else as none', () => {
    expect(decodeItemsSeen({ updatedAt: 1_795_869_641_582_001, checkedAt: 5 })).toEqual({ updatedAt: 1_795_869_641_582_001, checkedAt: 5 });
    expect(decodeItemsSeen({ updatedAt: 1.5, checkedAt: 5 })).toBeNull();
    expect(decodeItemsSeen({ updatedAt: -1, checkedAt: 5 })).toBeNull();
    expect(decodeItemsSeen({ updatedAt: 1 })).toBeNull();
    expect(decodeItemsSeen('1,2')).toBeNull();
    expect(decodeItemsSeen(undefined)).toBeNull();
  });
});

describe('countVerdict', () => {
  it('agrees when the counter counts the cached items', () => {
    expect(countVerdict(3, 'c', ids('a', 'b', 'c'), ids('c'))).toEqual({ kind: 'agrees' });
  });

  it('names the removed item when the counter’s latest step is a removal of an unchanged item', () => {
    expect(countVerdict(2, 'b', ids('a', 'b', 'c'), ids('c'))).toEqual({ kind: 'removed', itemId: 'b' });
  });

  it('searches the unchanged items when the latest step was a save, or several went', () => {
    expect(countVerdict(3, 'd', ids('a', 'b', 'c', 'd'), ids('d'))).toEqual({ kind: 'search', candidates: ['a', 'b', 'c'], missing: 1 });
    expect(countVerdict(1, 'a', ids('c', 'a', 'b'), ids())).toEqual({ kind: 'search', candidates: ['a', 'b', 'c'], missing: 2 });
    expect(countVerdict(2, null, ids('a', 'b', 'c'), ids())).toEqual({ kind: 'search', candidates: ['a', 'b', 'c'], missing: 1 });
  });

  it('reads the list whole when the counter counts more than the cache holds', () => {
    expect(countVerdict(4, 'd', ids('a', 'b', 'c'), ids())).toEqual({ kind: 'reread' });
  });
});

describe('findRemoved', () => {
  /** A server holding `present` of the candidates: counts a range, and how many counts were asked. */
  function server(present: readonly string[]) {
    let counts = 0;
    return {
      counts: () => counts,
      presentBetween: (from: string, to: string) => {
        counts += 1;
        return Promise.resolve(present.filter((id) => id >= from && id < to).length);
      },
    };
  }
  const candidates = Array.from({ length: 64 }, (_, index) => `item-${String(index).padStart(3, '0')}`);

  it('finds one removal among 64 items with 6 counts', async () => {
    const gone = 'item-041';
    const fake = server(candidates.filter((id) => id !== gone));
    expect(await findRemoved(candidates, 1, fake.presentBetween)).toEqual([gone]);
    expect(fake.counts()).toBe(6);
  });

  it('finds several removals, wherever they are', async () => {
    const gone = ['item-000', 'item-001', 'item-033', 'item-063'];
    const fake = server(candidates.filter((id) => !gone.includes(id)));
    expect(await findRemoved(candidates, gone.length, fake.presentBetween)).toEqual(gone);
    expect(fake.counts()).toBeLessThanOrEqual(gone.length * 6);
  });

  it('asks nothing when nothing is missing, and takes every candidate when all are', async () => {
    const fake = server([]);
    expect(await findRemoved(candidates, 0, fake.presentBetween)).toEqual([]);
    expect(await findRemoved(candidates.slice(0, 3), 3, fake.presentBetween)).toEqual(candidates.slice(0, 3));
    expect(fake.counts()).toBe(0);
  });
});
