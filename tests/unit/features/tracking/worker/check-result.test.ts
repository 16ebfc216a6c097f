import { describe, expect, it, vi } from 'vitest';
import { checkResult } from '../../../../../src/features/tracking/worker/check-page';
import type { FetchedPage } from '../../../../../src/features/tracking/model/fetched-page';
import { productReading } from '../../../../../src/features/tracking/model/reading-of';
import type { ExtractedProduct } from '../../../../../src/features/detection/model/extract/types';

const url = 'https://shop.example/p/1';
const product: ExtractedProduct = {
  name: 'Kettle', brand: null, image: null, canonicalUrl: url, price: 49.9, currency: 'EUR', listPrice: 59.9, availability: 'in-stock',
  sku: null, gtin: null, method: 'json-ld', confidence: 0.9, priceIsFrom: false, isRange: false, currencyGuessed: false,
};
const page = (overrides: Partial<FetchedPage> = {}) => ({ kind: 'page' as const, page: { requestedUrl: url, url, status: 200, headers: {}, body: '<html></html>', ...overrides } });
const at = () => 1000;

describe('checkResult', () => {
  it('parses a 200 page and reads its price, list price and stock', async () => {
    const parse = vi.fn(() => Promise.resolve(product));
    const { reading } = await checkResult({ currency: 'EUR' }, page(), parse, at);
    expect(parse).toHaveBeenCalledWith('<html></html>', url);
    expect(reading).toEqual({ source: 'recheck', outcome: 'ok', at: 1000, amount: 49.9, currency: 'EUR', listPrice: 59.9, availability: 'in-stock', method: 'json-ld', confidence: 0.9 });
  });

  it('dates a copy a cache served by its Age, and ignores an Age that is not a number of seconds', async () => {
    const parse = () => Promise.resolve(product);
    const arrived = () => 20_000_000;
    expect((await checkResult({ currency: 'EUR' }, page({ headers: { age: '10800' } }), parse, arrived)).reading.at).toBe(20_000_000 - 10_800_000);
    expect((await checkResult({ currency: 'EUR' }, page({ headers: { age: ' 0 ' } }), parse, arrived)).reading.at).toBe(20_000_000);
    for (const age of ['-5', '1e3', 'soon', '']) {
      expect((await checkResult({ currency: 'EUR' }, page({ headers: { age } }), parse, arrived)).reading.at).toBe(20_000_000);
    }
  });

  it('never parses a bot check, and keeps its Retry-After', async () => {
    const parse = vi.fn(() => Promise.resolve(product));
    const result = await checkResult({ currency: 'EUR' }, page({ status: 503, headers: { 'cf-mitigated': 'challenge', 'retry-after': '30' } }), parse, at);
    expect(parse).not.toHaveBeenCalled();
    expect(result).toEqual({ reading: expect.objectContaining({ outcome: 'bot-check', amount: null }) as unknown, retryAfterMs: 30_000 });
  });

  it('tells a page without a product apart: sign-in form, or changed page', async () => {
    const none = () => Promise.resolve(null);
    expect((await checkResult({ currency: 'EUR' }, page({ body: '<input type="password">' }), none, at)).reading.outcome).toBe('login-wall');
    expect((await checkResult({ currency: 'EUR' }, page(), none, at)).reading.outcome).toBe('page-changed');
  });

  it('passes a failed fetch on as its outcome', async () => {
    expect((await checkResult({ currency: 'EUR' }, { kind: 'failed', outcome: 'timeout' }, vi.fn(), at)).reading).toMatchObject({ outcome: 'timeout', amount: null });
  });
});

describe('productReading', () => {
  it('reports a price in another currency than the item’s as a mismatch, without the price', () => {
    expect(productReading({ currency: 'USD' }, product, 5)).toMatchObject({ outcome: 'currency-mismatch', amount: null, currency: null });
  });

  it('records stock without a price when the page shows none', () => {
    expect(productReading({ currency: 'EUR' }, { ...product, price: null, availability: 'out-of-stock' }, 5)).toMatchObject({
      outcome: 'ok', amount: null, currency: null, listPrice: null, availability: 'out-of-stock',
    });
  });

  it('takes the first price of an item saved without a currency', () => {
    expect(productReading({ currency: null }, product, 5)).toMatchObject({ outcome: 'ok', amount: 49.9, currency: 'EUR' });
  });
});
