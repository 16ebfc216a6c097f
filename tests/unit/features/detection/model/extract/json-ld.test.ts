// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { extractFrom, ldJson } from './helpers';

const product = (offers: unknown, extra: Record<string, unknown> = {}) => ({
  '@context': 'https://schema.org',
  '@type': 'Product',
  name: 'Desk lamp',
  brand: { '@type': 'Brand', name: 'Lumo' },
  image: ['https://cdn.example.com/lamp.jpg'],
  sku: 'LAMP-1',
  gtin13: '4006381333931',
  offers,
  ...extra,
});

describe('JSON-LD', () => {
  it('reads a product with one offer, its price given as a string', () => {
    const p = extractFrom(
      ldJson(product({ '@type': 'Offer', price: '49.90', priceCurrency: 'EUR', availability: 'https://schema.org/InStock' })),
    );
    expect(p).toMatchObject({
      name: 'Desk lamp',
      brand: 'Lumo',
      image: 'https://cdn.example.com/lamp.jpg',
      price: 49.9,
      currency: 'EUR',
      availability: 'in-stock',
      sku: 'LAMP-1',
      gtin: '4006381333931',
      method: 'json-ld',
      currencyGuessed: false,
    });
    expect(p?.confidence).toBeGreaterThan(0.8);
  });

  it('finds the product inside @graph and arrays, prices as numbers', () => {
    const graph = { '@context': 'https://schema.org', '@graph': [{ '@type': 'WebPage', name: 'Lamp page' }, [product({ '@type': 'Offer', price: 12, priceCurrency: 'GBP' })]] };
    expect(extractFrom(ldJson(graph))).toMatchObject({ name: 'Desk lamp', price: 12, currency: 'GBP' });
  });

  it('reads AggregateOffer as a "from" price', () => {
    const p = extractFrom(ldJson(product({ '@type': 'AggregateOffer', lowPrice: '19.99', highPrice: '29.99', priceCurrency: 'USD', offerCount: 3 })));
    expect(p).toMatchObject({ price: 19.99, isRange: true, priceIsFrom: true, currency: 'USD' });
  });

  it('spreads nested offers and prefers those in stock, new over used', () => {
    const offers = {
      '@type': 'AggregateOffer',
      offers: [
        { '@type': 'Offer', price: '5.00', priceCurrency: 'EUR', itemCondition: 'https://schema.org/UsedCondition', availability: 'https://schema.org/InStock' },
        { '@type': 'Offer', price: '8.00', priceCurrency: 'EUR', availability: 'https://schema.org/OutOfStock' },
        { '@type': 'Offer', price: '9.00', priceCurrency: 'EUR', availability: 'https://schema.org/InStock' },
      ],
    };
    expect(extractFrom(ldJson(product(offers)))).toMatchObject({ price: 9, availability: 'in-stock' });
  });

  it('picks the ProductGroup variant selected in the address', () => {
    const group = {
      '@context': 'https://schema.org',
      '@type': 'ProductGroup',
      name: 'Desk lamp',
      hasVariant: [
        { '@type': 'Product', name: 'Desk lamp, red', sku: '1', url: 'https://shop.example.com/p/lamp?variant=1', offers: { '@type': 'Offer', price: 40, priceCurrency: 'EUR' } },
        { '@type': 'Product', name: 'Desk lamp, blue', sku: '2', url: 'https://shop.example.com/p/lamp?variant=2', offers: { '@type': 'Offer', price: 45, priceCurrency: 'EUR' } },
      ],
    };
    expect(extractFrom(ldJson(group), 'https://shop.example.com/p/lamp?variant=2')).toMatchObject({ name: 'Desk lamp, blue', price: 45 });
    expect(extractFrom(ldJson(group), 'https://shop.example.com/p/lamp')).toMatchObject({ price: 40, isRange: true });
  });

  it('picks the offer whose SKU the address selects', () => {
    const offers = [
      { '@type': 'Offer', sku: 'A-100', price: 10, priceCurrency: 'EUR' },
      { '@type': 'Offer', sku: 'A-200', price: 12, priceCurrency: 'EUR' },
    ];
    expect(extractFrom(ldJson(product(offers)), 'https://shop.example.com/p/lamp?sku=A-200')).toMatchObject({ price: 12, isRange: false });
  });

  it('reports a list price from a price specification', () => {
    const offers = {
      '@type': 'Offer',
      priceCurrency: 'EUR',
      priceSpecification: [
        { '@type': 'UnitPriceSpecification', price: 79, priceCurrency: 'EUR' },
        { '@type': 'UnitPriceSpecification', priceType: 'https://schema.org/ListPrice', price: 99, priceCurrency: 'EUR' },
      ],
    };
    expect(extractFrom(ldJson(product(offers)))).toMatchObject({ price: 79, listPrice: 99 });
  });

  it('reads formatted price strings and full type IRIs', () => {
    const node = { '@type': 'http://schema.org/Product', name: 'Mug', offers: { '@type': 'Offer', price: '1.234,50', priceCurrency: 'EUR' } };
    expect(extractFrom(ldJson(node))).toMatchObject({ name: 'Mug', price: 1234.5 });
  });

  it('reads offers on things that are not products (event tickets)', () => {
    const event = { '@type': 'Event', name: 'Concert', offers: { '@type': 'AggregateOffer', lowPrice: '3340', highPrice: '3340', priceCurrency: 'CLP' } };
    expect(extractFrom(ldJson(event))).toMatchObject({ name: 'Concert', price: 3340, currency: 'CLP', isRange: false });
  });

  it('ignores related products and breadcrumbs', () => {
    const node = product({ '@type': 'Offer', price: 30, priceCurrency: 'EUR' }, { isRelatedTo: { '@type': 'Product', name: 'Bulb', offers: { '@type': 'Offer', price: 2, priceCurrency: 'EUR' } } });
    expect(extractFrom(ldJson({ '@type': 'BreadcrumbList', itemListElement: [] }) + ldJson(node))).toMatchObject({ name: 'Desk lamp', price: 30 });
  });
});
