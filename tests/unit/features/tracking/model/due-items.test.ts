import { describe, expect, it } from 'vitest';
import { dueItems } from '../../../../../src/features/tracking/model/due-items';
import { listItem } from '../../../support/list-item';

const hour = 3_600_000;
const now = 100 * hour;
const options = { now, intervalMs: 6 * hour, ownChecks: {}, storesWithAccess: ['shop.example'] };

describe('dueItems', () => {
  it('takes items nobody checked within the interval, least recently checked first', () => {
    const items = {
      l1: [
        listItem('a', 'l1', { lastCheck: { at: now - 7 * hour, outcome: 'ok', source: 'visit' } }),
        listItem('b', 'l1', { lastCheck: null }),
        listItem('c', 'l1', { lastCheck: { at: now - hour, outcome: 'ok', source: 'recheck' } }),
      ],
    };
    expect(dueItems(items, options).map((entry) => entry.itemId)).toEqual(['b', 'a']);
  });

  it("skips an item this browser checked within the interval, even if the synced check is older", () => {
    const items = { l1: [listItem('a', 'l1')] };
    expect(dueItems(items, { ...options, ownChecks: { 'l1/a': now - hour } })).toEqual([]);
    expect(dueItems(items, { ...options, ownChecks: { 'l1/a': now - 6 * hour } })).toHaveLength(1);
  });

  it('skips stores without host access', () => {
    const items = { l1: [listItem('a', 'l1', { store: 'other.example', url: 'https://other.example/a' })] };
    expect(dueItems(items, options)).toEqual([]);
  });

  it('skips an item whose address is on another host than its store', () => {
    const items = {
      l1: [
        listItem('a', 'l1', { url: 'https://evil.example/pixel' }),
        listItem('b', 'l1', { url: 'https://shop.example@evil.example/p' }),
        listItem('c', 'l1', { url: 'https://www.shop.example/p/c' }),
      ],
    };
    expect(dueItems(items, options).map((entry) => entry.itemId)).toEqual(['c']);
  });

  it('names the list, item and store of each entry, as scheduled (not manual)', () => {
    expect(dueItems({ l2: [listItem('x', 'l2')] }, options)).toEqual([{ listId: 'l2', itemId: 'x', store: 'shop.example', manual: false }]);
  });
});
