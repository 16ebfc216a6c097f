import { describe, expect, it } from 'vitest';
import { accessibleStores, grantsAllStores, storesOfOrigins } from '../../../../../src/features/tracking/model/granted-stores';
import { listItem } from '../../../support/list-item';

describe('storesOfOrigins', () => {
  it('names each granted host once, without www., whatever the scheme or port', () => {
    expect(storesOfOrigins(['https://www.shop.example/*', 'http://shop.example/*', 'https://localhost:5301/*', '*://127.0.0.1/*'])).toEqual([
      '127.0.0.1',
      'localhost',
      'shop.example',
    ]);
  });

  it('takes a subdomain wildcard as its bare host', () => {
    expect(storesOfOrigins(['https://*.store.example/*'])).toEqual(['store.example']);
  });

  it('names no store for all-hosts patterns or extension origins', () => {
    expect(storesOfOrigins(['<all_urls>', 'https://*/*', 'http://*/*', 'chrome-extension://abc/*'])).toEqual([]);
  });
});

describe('an all-sites grant (the "Detect as I browse" access)', () => {
  it('is recognised in every form the browser reports it, and a single host is not one', () => {
    for (const origin of ['<all_urls>', 'https://*/*', '*://*/*']) expect(grantsAllStores([origin])).toBe(true);
    expect(grantsAllStores(['https://shop.example/*', 'http://*/*', 'https://*.shop.example/*'])).toBe(false);
  });

  it('opens every saved product\'s store to the engine; without it only the stores granted one by one', () => {
    const items = { L1: [listItem('a', 'L1', { store: 'b.example' }), listItem('b', 'L1', { store: 'a.example' })], L2: [listItem('c', 'L2', { store: 'b.example' })] };
    expect(accessibleStores({ storesWithAccess: ['c.example'], allStores: true }, items)).toEqual(['a.example', 'b.example', 'c.example']);
    expect(accessibleStores({ storesWithAccess: ['c.example'], allStores: false }, items)).toEqual(['c.example']);
  });
});
