import { describe, expect, it } from 'vitest';
import { storesOfOrigins } from '../../../src/background/tracking/store-access';

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
