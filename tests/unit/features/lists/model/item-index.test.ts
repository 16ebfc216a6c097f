import { NO_ALERTS } from '../../../../../src/features/alerts/model/alerts';
import { NO_TRACKING } from '../../../../../src/features/tracking/model/tracking';
import { describe, expect, it } from 'vitest';
import { itemCount, itemIndexOf, listIdsHolding, productDigest } from '../../../../../src/features/lists/model/item-index';
import { STATE_CACHE_VERSION, cachedStateOf, decodeCacheHead, decodeListItems, encodeCacheHead, encodeListItems } from '../../../../../src/app/state-cache';
import type { StateSnapshot } from '../../../../../src/app/state';
import { listItem } from '../../../support/list-item';
import { EMPTY_SHARING } from '../../../../../src/features/sharing/model/sharing';

describe('item index', () => {
  const index = itemIndexOf({
    a: [listItem('1', 'a', { productKey: 'shop.example/p/lamp' }), listItem('2', 'a')],
    b: [listItem('3', 'b', { productKey: 'shop.example/p/lamp' })],
    c: [],
  });

  it('counts each list’s items and knows nothing of lists whose items are not known', () => {
    expect(itemCount(index, 'a')).toBe(2);
    expect(itemCount(index, 'c')).toBe(0);
    expect(itemCount(index, 'z')).toBeUndefined();
  });

  it('names the lists that hold a product', () => {
    expect(listIdsHolding(index, 'shop.example/p/lamp')).toEqual(['a', 'b']);
    expect(listIdsHolding(index, 'shop.example/p/2')).toEqual(['a']);
    expect(listIdsHolding(index, 'shop.example/p/chair')).toEqual([]);
  });

  it('digests product keys to short, distinct values', () => {
    const digests = new Set(Array.from({ length: 100_000 }, (_, n) => productDigest(`shop.example/p/${n}`)));
    expect(digests.size).toBe(100_000);
    expect(productDigest('shop.example/p/1')).toBe(productDigest('shop.example/p/1'));
    expect(Math.max(...[...digests].map((digest) => digest.length))).toBeLessThanOrEqual(11);
  });
});

describe('state cache encoding', () => {
  const snapshot: StateSnapshot = {
    revision: 3,
    state: { account: { status: 'signed-out' }, profile: null, lists: [], items: { a: [listItem('1', 'a')] }, browsingDetection: false, failedWrites: [], network: 'online', extensionVersion: '0.1.0', cacheWriteFailed: false, tracking: NO_TRACKING, alerts: NO_ALERTS, sharing: EMPTY_SHARING },
  };

  it('reads back the head it wrote, as one string, without items', () => {
    const stored = encodeCacheHead(cachedStateOf(snapshot));
    expect(typeof stored).toBe('string');
    expect(decodeCacheHead(stored)).toEqual({ snapshot: { revision: 3, state: { ...snapshot.state, items: {} } }, index: itemIndexOf(snapshot.state.items) });
  });

  it('reads back a list’s items', () => {
    expect(decodeListItems(encodeListItems(snapshot.state.items.a ?? []))).toEqual(snapshot.state.items.a);
  });

  it('never misreads a cache of another version, nor anything unusable', () => {
    expect(decodeCacheHead(JSON.stringify(snapshot))).toBeNull();
    expect(decodeCacheHead(snapshot)).toBeNull();
    expect(decodeCacheHead(JSON.stringify({ version: STATE_CACHE_VERSION + 1, ...cachedStateOf(snapshot) }))).toBeNull();
    expect(decodeListItems(JSON.stringify({ version: STATE_CACHE_VERSION - 1, items: [] }))).toBeNull();
    expect(decodeCacheHead('{not json')).toBeNull();
    expect(decodeCacheHead(undefined)).toBeNull();
  });
});
