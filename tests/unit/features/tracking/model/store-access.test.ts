import { describe, expect, it } from 'vitest';
import { isOnItsStore, isWatched, storeOrigins, storeOfUrl } from '../../../../../src/features/tracking/model/store-access';
import { NO_TRACKING } from '../../../../../src/features/tracking/model/tracking';

describe('storeOrigins', () => {
  it('asks for https with and without www', () => {
    expect(storeOrigins('shop.example')).toEqual(['https://shop.example/*', 'https://www.shop.example/*']);
  });

  it('asks for plain http only for local demo stores', () => {
    expect(storeOrigins('localhost')).toEqual(['http://localhost/*', 'https://localhost/*']);
    expect(storeOrigins('127.0.0.1')).toEqual(['http://127.0.0.1/*', 'https://127.0.0.1/*']);
  });
});

describe('isWatched', () => {
  const tracking = { ...NO_TRACKING, storesWithAccess: ['shop.example', 'localhost'] };

  it('is watched when the store, www or not, has access', () => {
    expect(isWatched(tracking, 'https://www.shop.example/p/1')).toBe(true);
    expect(isWatched(tracking, 'http://localhost:5178/p/1')).toBe(true);
  });

  it('is not watched for other stores and for addresses that are not web pages', () => {
    expect(isWatched(tracking, 'https://other.example/p/1')).toBe(false);
    expect(isWatched(tracking, 'not a url')).toBe(false);
    expect(storeOfUrl('mailto:a@b.c')).toBeNull();
  });
});

describe('isOnItsStore', () => {
  it.each([
    ['https://shop.example/p/1', true],
    ['https://www.shop.example/p/1', true],
    ['https://shop.example:8443/p/1', true],
    ['https://evil.example/pixel', false],
    ['https://shop.example@evil.example/p', false],
    ['https://eu.shop.example/p/1', false],
    ['not a url', false],
  ])('%s on shop.example: %s', (url, expected) => {
    expect(isOnItsStore({ url, store: 'shop.example' })).toBe(expected);
  });
});

describe('an all-sites grant', () => {
  it('watches every store, but not an address that is no web page', () => {
    const everywhere = { ...NO_TRACKING, allStores: true };
    expect(isWatched(everywhere, 'https://any.example/p/1')).toBe(true);
    expect(isWatched(everywhere, 'not a url')).toBe(false);
  });
});
