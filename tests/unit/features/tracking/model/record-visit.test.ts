import { describe, expect, it } from 'vitest';
import { visitReadings } from '../../../../../src/features/tracking/model/record-visit';
import type { DetectedProduct } from '../../../../../src/features/detection/model/product';
import { listItem } from '../../../support/list-item';

const AT = Date.UTC(2026, 10, 2, 9);

function detected(overrides: Partial<DetectedProduct> = {}): DetectedProduct {
  return {
    name: 'Lego 42115',
    brand: null,
    image: null,
    canonicalUrl: 'https://shop.example/p/42115',
    price: 349.99,
    currency: 'EUR',
    listPrice: 379.99,
    availability: 'in-stock',
    sku: null,
    gtin: null,
    method: 'json-ld',
    confidence: 0.95,
    priceIsFrom: false,
    isRange: false,
    currencyGuessed: false,
    ...overrides,
  };
}

const saved = listItem('lego', 'family', { productKey: 'shop.example/p/42115', currency: 'EUR' });
const other = listItem('duplo', 'family', { productKey: 'shop.example/p/10900' });
const againElsewhere = listItem('lego2', 'mine', { productKey: 'shop.example/p/42115' });

describe('visitReadings: what a visit to a product page records', () => {
  it('one visit reading for every saved item with the page’s product key, in every list', () => {
    const readings = visitReadings({ family: [saved, other], mine: [againElsewhere] }, 'https://www.shop.example/p/42115?utm_source=x', detected(), AT);
    expect(readings.map(({ listId, item }) => [listId, item.id])).toEqual([
      ['family', 'lego'],
      ['mine', 'lego2'],
    ]);
    expect(readings[0]?.reading).toEqual({
      source: 'visit',
      outcome: 'ok',
      at: AT,
      amount: 349.99,
      currency: 'EUR',
      listPrice: 379.99,
      availability: 'in-stock',
      method: 'json-ld',
      confidence: 0.95,
    });
  });

  it('matches by the page’s own address when the canonical one differs', () => {
    const readings = visitReadings({ family: [saved] }, 'https://shop.example/p/42115', detected({ canonicalUrl: 'https://shop.example/lego-42115' }), AT);
    expect(readings).toHaveLength(1);
  });

  it('nothing for a product nobody saved', () => {
    expect(visitReadings({ family: [other] }, 'https://shop.example/p/42115', detected(), AT)).toEqual([]);
  });

  it('nothing for a page without a product', () => {
    expect(visitReadings({ family: [saved] }, 'https://shop.example/p/42115', null, AT)).toEqual([]);
  });

  it('a page without a price, or a free one, reads the stock only', () => {
    for (const price of [null, 0]) {
      const [visit] = visitReadings({ family: [saved] }, 'https://shop.example/p/42115', detected({ price, availability: 'out-of-stock' }), AT);
      expect(visit?.reading).toMatchObject({ amount: null, currency: null, listPrice: null, availability: 'out-of-stock', outcome: 'ok' });
    }
  });
});
