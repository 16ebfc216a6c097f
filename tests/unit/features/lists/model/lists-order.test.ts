import { describe, expect, it } from 'vitest';
import { defaultList, orderLists, type ListSummary } from '../../../../../src/features/lists/model/lists';

const list = (id: string, role: ListSummary['role'] = 'owner'): ListSummary => ({ id, name: id, role, ownerId: 'owner', memberCount: 1, gift: false, pendingWrites: false });

describe('list order', () => {
  it("puts lists in the shopper's order, then the others as they came", () => {
    const ordered = orderLists([list('a'), list('b'), list('c'), list('d')], ['c', 'gone', 'a']);
    expect(ordered.map((each) => each.id)).toEqual(['c', 'a', 'b', 'd']);
  });

  it('makes the first list the shopper may add to the default', () => {
    expect(defaultList([list('a', 'viewer'), list('b', 'editor')], [])?.id).toBe('b');
    expect(defaultList([list('a'), list('b')], ['b'])?.id).toBe('b');
    expect(defaultList([list('a', 'viewer')], [])).toBeNull();
    expect(defaultList([], [])).toBeNull();
  });
});
