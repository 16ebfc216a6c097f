import { DEFAULT_ALERT_PREFERENCES } from '../../../../src/features/alerts/model/alerts';
import { NO_ALERTS } from '../../../../src/features/alerts/model/alerts';
import { NO_TRACKING } from '../../../../src/features/tracking/model/tracking';
import { describe, expect, it } from 'vitest';
import { EMPTY_CACHE, ITEM_CACHE_BUDGET_BYTES, planCacheWrite, storedBytes } from '../../../../src/app/worker/cache-plan';
import type { ListItem } from '../../../../src/features/lists/model/items';
import { LIMITS } from '../../../../src/platform/limits';
import type { ListSummary } from '../../../../src/features/lists/model/lists';
import type { AppState, StateSnapshot } from '../../../../src/app/state';
import { STATE_CACHE_HEAD_NAME } from '../../../../src/platform/state/storage-keys';
import { listItemsCacheKey } from '../../../../src/app/state-cache';
import { listItem } from '../../support/list-item';
import { EMPTY_SHARING } from '../../../../src/features/sharing/model/sharing';

/** chrome.storage.local's quota without unlimitedStorage. */
const QUOTA_BYTES = 10 * 1024 * 1024;

const base: AppState = { account: { status: 'signed-out' }, profile: null, lists: null, items: {}, browsingDetection: false, failedWrites: [], network: 'online', extensionVersion: '0.1.0', cacheWriteFailed: false, tracking: NO_TRACKING, alerts: NO_ALERTS , sharing: EMPTY_SHARING};
const list = (id: string): ListSummary => ({ id, name: `List ${id}`, role: 'owner', ownerId: 'owner', memberCount: 1, gift: false, pendingWrites: false });

/** An item as long as the product's limits let a real one be: long name, URL, image and note. */
function largeItem(id: string, listId: string): ListItem {
  const path = `/p/${id}/${'x'.repeat(150)}`;
  return listItem(id, listId, {
    name: `Product ${id} ${'n'.repeat(120)}`,
    brand: 'Harbor & Pine Outfitters',
    image: `https://cdn.shop.example/images${path}.jpg`,
    url: `https://shop.example${path}`,
    productKey: `shop.example${path}`,
    note: 'n'.repeat(200),
  });
}

function snapshotOf(lists: ListSummary[], items: Record<string, ListItem[]>, order: string[] = []): StateSnapshot {
  return { revision: 5, state: { ...base, lists, items, profile: { preferences: { recheckHours: 6, alerts: DEFAULT_ALERT_PREFERENCES }, listOrder: order, pendingWrites: false } } };
}

function totalBytes(set: Record<string, string>): number {
  return Object.entries(set).reduce((sum, [key, value]) => sum + storedBytes(key, value), 0);
}

describe('planning a state cache write', () => {
  it('caches lists in the shopper’s order while they fit the budget, and removes those that no longer fit', () => {
    const items = { a: [listItem('1', 'a')], b: [listItem('2', 'b')], c: [listItem('3', 'c')] };
    const oneList = storedBytes(listItemsCacheKey('a').name, planCacheWrite(snapshotOf([list('a')], { a: items.a }), EMPTY_CACHE).set[listItemsCacheKey('a').name] as string);
    const first = planCacheWrite(snapshotOf([list('a'), list('b'), list('c')], items, ['c', 'a', 'b']), EMPTY_CACHE, oneList * 2 + 2);
    expect(Object.keys(first.set).sort()).toEqual([STATE_CACHE_HEAD_NAME, listItemsCacheKey('a').name, listItemsCacheKey('c').name].sort());
    expect(first.written.lists.has('b')).toBe(false);
    const grown = { ...items, c: [listItem('3', 'c'), listItem('4', 'c')] };
    const second = planCacheWrite(snapshotOf([list('a'), list('b'), list('c')], grown, ['c', 'a', 'b']), first.written, oneList * 2 + 2);
    expect(Object.keys(second.set).sort()).toEqual([STATE_CACHE_HEAD_NAME, listItemsCacheKey('c').name].sort());
    expect(second.remove).toEqual([listItemsCacheKey('a').name]);
  });

  it('indexes every list’s items in the head, cached or not', () => {
    const items = { a: [listItem('1', 'a')], b: [listItem('2', 'b')] };
    const plan = planCacheWrite(snapshotOf([list('a'), list('b')], items, ['a', 'b']), EMPTY_CACHE, 0);
    expect(Object.keys(plan.set)).toEqual([STATE_CACHE_HEAD_NAME]);
    const head = JSON.parse(plan.set[STATE_CACHE_HEAD_NAME] as string) as { index: { listIds: string[]; counts: number[] } };
    expect(head.index.listIds).toEqual(['a', 'b']);
    expect(head.index.counts).toEqual([1, 1]);
  });

  it('fits chrome.storage.local’s 10 MB at the product’s limits, 100 lists of 1,000 large items', () => {
    const lists = Array.from({ length: LIMITS.listsPerAccount }, (_, n) => list(`list${n}`));
    const items = Object.fromEntries(
      lists.map((summary) => [summary.id, Array.from({ length: LIMITS.itemsPerList }, (_, n) => largeItem(`${summary.id}i${n}`, summary.id))]),
    );
    const plan = planCacheWrite(snapshotOf(lists, items), EMPTY_CACHE);
    const headBytes = storedBytes(STATE_CACHE_HEAD_NAME, plan.set[STATE_CACHE_HEAD_NAME] as string);
    expect(totalBytes(plan.set) - headBytes).toBeLessThanOrEqual(ITEM_CACHE_BUDGET_BYTES);
    expect(totalBytes(plan.set)).toBeLessThan(QUOTA_BYTES * 0.9);
    expect(plan.written.lists.size).toBeGreaterThan(0);
    expect(plan.written.lists.size).toBeLessThan(lists.length);
    expect(headBytes).toBeLessThan(QUOTA_BYTES - ITEM_CACHE_BUDGET_BYTES - 1024 * 1024);
    // 100,000 items of about 800 bytes each take a few seconds to build and encode on a busy CI machine.
  }, 30_000);
});
