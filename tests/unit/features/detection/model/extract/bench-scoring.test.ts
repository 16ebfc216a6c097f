// The benchmark's comparator, on made-up rows: it must score as the corpus README says.
import { describe, expect, it } from 'vitest';
import { scorePage, summarise, type PageRow } from '../../../../../../bench/extract';
import type { ExtractedProduct } from '../../../../../../src/features/detection/model/extract/index';

const product = (price: number | null): ExtractedProduct => ({
  name: 'Lamp',
  brand: null,
  image: null,
  canonicalUrl: null,
  price,
  currency: price === null ? null : 'GBP',
  listPrice: null,
  availability: 'in-stock',
  sku: null,
  gtin: null,
  method: 'json-ld',
  confidence: 0.9,
  priceIsFrom: false,
  isRange: false,
  currencyGuessed: false,
});

const row = (extra: Partial<PageRow>): PageRow => ({
  id: 'synthetic',
  url: 'https://shop.example.co.uk/lamp',
  html_path: 'pages/none.html.gz',
  expected: { price: null },
  ...extra,
});

function priceScore(r: PageRow, p: ExtractedProduct | null) {
  const tallies: Parameters<typeof scorePage>[2] = new Map();
  scorePage(r, p, tallies);
  return summarise(tallies).price;
}

describe('bench comparator: price', () => {
  it('accepts any of the accepted values, compared as numbers', () => {
    const r = row({ expected: { price: 36.5 }, expected_all_accepted: { price: ['36.50', '40'] } });
    expect(priceScore(r, product(36.5))?.correct).toBe(1);
    expect(priceScore(r, product(40))?.correct).toBe(1);
    expect(priceScore(r, product(41))?.correct).toBe(0);
  });

  it('counts a price on a page labelled "no price" as a wrong answer', () => {
    const r = row({ labelled_fields: ['price'], price_absent_means: 'no price on page' });
    expect(priceScore(r, product(12))).toMatchObject({ returned: 1, correct: 0, precision: 0 });
    expect(priceScore(r, product(null))).toMatchObject({ returned: 0, correct: 0 });
  });

  it('does not score the price where the row leaves it out of labelled_fields', () => {
    const r = row({ labelled_fields: ['name', 'currency'], price_absent_means: 'several offers, none singled out' });
    expect(priceScore(r, product(5.29))).toMatchObject({ returned: 0, labelled: 0 });
  });
});
