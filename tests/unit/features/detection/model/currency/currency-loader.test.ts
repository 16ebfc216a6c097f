// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { createCurrencyTableLoader } from '../../../../../../src/features/detection/model/currency/currency-loader';
import { CURRENCY_DATA_PATH, extensionCurrencyData } from '../../../../../../src/features/detection/model/currency/currency-data';
import { createSettleCurrency } from '../../../../../../src/features/detection/model/currency/settle-currency';
import type { ExtractedProduct } from '../../../../../../src/features/detection/model/extract/types';
import { extractFrom } from '../extract/helpers';
import { diskCurrencyData } from './disk-table';

const page = (price: string, lang = 'en'): string => `<html lang="${lang}"><body><main><h1 class="product-title">Desk lamp</h1>
  <span class="price">${price}</span><button class="add-to-cart">Add to basket</button></main></body></html>`;

function detected(price: string, lang = 'en'): ExtractedProduct {
  const product = extractFrom(page(price, lang), 'https://shop.example.com/p/lamp');
  if (!product) throw new Error('no product');
  return product;
}

const quiet = () => vi.fn<(message: string, error: unknown) => void>();

describe('the currency table loader', () => {
  it('loads the table once for every settle, including those waiting while it loads', async () => {
    const source = vi.fn(diskCurrencyData);
    const settle = createSettleCurrency(createCurrencyTableLoader(source), quiet());
    const settled = await Promise.all([
      settle(detected('129,90 zlotych')),
      settle(detected('25 KM')),
      settle(detected('$12.99', 'en-CA')),
    ]);
    expect(settled.map((p) => p.currency)).toEqual(['PLN', 'BAM', 'CAD']);
    await settle(detected('150 kr'), 'https://shop.example.dk/p/lamp');
    expect(source).toHaveBeenCalledTimes(1);
  });

  it('does not load the table for a currency the page states', async () => {
    const source = vi.fn(diskCurrencyData);
    const settle = createSettleCurrency(createCurrencyTableLoader(source), quiet());
    const product = { ...detected('12,99 €'), currency: 'EUR', currencyGuessed: false };
    await expect(settle(product)).resolves.toBe(product);
    await expect(settle({ ...product, price: null })).resolves.toMatchObject({ price: null });
    expect(source).not.toHaveBeenCalled();
  });

  it('keeps what the content script found when the table does not load, logs it, and tries again next time', async () => {
    const source = vi.fn(diskCurrencyData).mockRejectedValueOnce(new Error('offline'));
    const log = quiet();
    const settle = createSettleCurrency(createCurrencyTableLoader(source), log);
    const dollars = detected('$12.99');
    expect(dollars).toMatchObject({ currency: 'USD', currencyGuessed: true });
    await expect(settle(dollars)).resolves.toBe(dollars);
    expect(log).toHaveBeenCalledWith(expect.any(String), expect.objectContaining({ message: 'offline' }));
    await expect(settle(dollars)).resolves.toMatchObject({ currency: null, currencyGuessed: true });
    expect(source).toHaveBeenCalledTimes(2);
  });

  it('reports a price without a currency as uncertain when the table does not load', async () => {
    const settle = createSettleCurrency(() => Promise.reject(new Error('offline')), quiet());
    const product = { ...detected('12.99'), currency: null, currencyGuessed: false };
    await expect(settle(product)).resolves.toMatchObject({ price: 12.99, currency: null, currencyGuessed: true });
  });

  it("fetches the extension's own file and refuses what is not a table", async () => {
    const data = await diskCurrencyData();
    const getURL = (path: string) => `chrome-extension://cartwatch/${path}`;
    const fetcher = vi.fn((_input: RequestInfo | URL) => Promise.resolve(Response.json(data)));
    await expect(extensionCurrencyData(getURL, fetcher)()).resolves.toEqual(data);
    expect(fetcher).toHaveBeenCalledWith(`chrome-extension://cartwatch/${CURRENCY_DATA_PATH}`);
    await expect(extensionCurrencyData(getURL, () => Promise.resolve(new Response('', { status: 404 })))()).rejects.toThrow('404');
    await expect(extensionCurrencyData(getURL, () => Promise.resolve(Response.json({ symbols: 1 })))()).rejects.toThrow('not a currency table');
  });
});
