import { describe, expect, it } from 'vitest';
import { productKeyOf, storeOf } from '../../../../../src/features/detection/model/product-key';

describe('productKeyOf', () => {
  it('ignores the fragment, tracking parameters, www., the scheme and a trailing slash', () => {
    const key = productKeyOf('https://www.shop.example/p/lego-42115/?utm_source=news&gclid=abc#reviews');
    expect(key).toBe('shop.example/p/lego-42115');
    expect(productKeyOf('http://shop.example/p/lego-42115')).toBe(key);
  });

  it('keeps parameters that name the product, in a stable order', () => {
    expect(productKeyOf('https://shop.example/item?variant=2&id=7&fbclid=x')).toBe('shop.example/item?id=7&variant=2');
    expect(productKeyOf('https://shop.example/item?id=7&variant=2')).toBe(productKeyOf('https://shop.example/item?variant=2&id=7'));
  });

  it('tells different products and stores apart', () => {
    expect(productKeyOf('https://shop.example/p/1')).not.toBe(productKeyOf('https://shop.example/p/2'));
    expect(productKeyOf('https://shop.example/p/1')).not.toBe(productKeyOf('https://other.example/p/1'));
    expect(productKeyOf('https://shop.example:8443/p/1')).toBe('shop.example:8443/p/1');
  });

  it('refuses anything that is not an http(s) address', () => {
    expect(productKeyOf('javascript:alert(1)')).toBeNull();
    expect(productKeyOf('chrome://settings')).toBeNull();
    expect(productKeyOf('not a url')).toBeNull();
  });
});

describe('storeOf', () => {
  it('is the host without www.', () => {
    expect(storeOf('https://www.Shop.example/p/1')).toBe('shop.example');
    expect(storeOf('nonsense')).toBe('');
  });
});
