import { describe, expect, it } from 'vitest';
import { idFromUrl } from '../../../../../../src/features/detection/model/extract/combine';

describe('product id from the address (SKU fallback)', () => {
  it.each([
    ['https://www.amazon.com/dp/B07FW264WL', 'B07FW264WL'],
    ['https://www.ebay.it/itm/133588510845', '133588510845'],
    ['https://www.getit.co.il/Prod/101693/', '101693'],
    ['https://www.gomaji.com/store/122725?pid=260591', '260591'],
    ['https://www.example.com/products/linen-shirt?sku=LS-1', 'LS-1'],
  ])('%s gives %s', (url, id) => {
    expect(idFromUrl(url)).toBe(id);
  });

  it.each(['https://www.example.com/products/linen-shirt', 'https://www.example.com/', 'not a url'])('%s gives nothing', (url) => {
    expect(idFromUrl(url)).toBeNull();
  });
});
