// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { cleanText, isPlaceholder } from '../../../../../../src/features/detection/model/extract/sanitize';
import { extractFrom, ldJson } from './helpers';

describe('unrendered template placeholders', () => {
  it.each(['$brandName', '{{ product.brand }}', '%BRAND%', '[[price]]', '${product.name}', '{% brand %}', '__SKU__', '{brand}'])('%s is a placeholder', (text) => {
    expect(isPlaceholder(text)).toBe(true);
    expect(cleanText(text)).toBeNull();
  });

  it.each(['Lumo', 'AT&T', '100% Cotton Tee', 'Save $5 today', 'Model [2024]', 'C++ Primer'])('%s is not', (text) => {
    expect(isPlaceholder(text)).toBe(false);
    expect(cleanText(text)).toBe(text);
  });

  it('never reports a placeholder as the name, brand or SKU', () => {
    const product = extractFrom(`<html><head>${ldJson({
      '@type': 'Product',
      name: '{{ product.title }}',
      brand: { '@type': 'Brand', name: '$brandName' },
      sku: '%SKU%',
      offers: { '@type': 'Offer', price: '39.90', priceCurrency: 'EUR' },
    })}</head><body><main><h1>Desk lamp</h1></main></body></html>`);
    expect(product).toMatchObject({ price: 39.9, brand: null });
    expect(product?.name ?? '').not.toContain('{{');
    expect(product?.sku).not.toBe('%SKU%');
  });
});
