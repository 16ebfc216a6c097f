import { describe, expect, it } from 'vitest';
import { SAVE_AS_CHECK_MAX_PAGE_AGE_MS, saveReading, type SavedReading } from '../../../../../src/features/tracking/model/save-as-check';

const NOW = 1_800_000_000_000;
const saved: SavedReading = { price: 24.5, currency: 'GBP', listPrice: 30, availability: 'in-stock', method: 'json-ld', confidence: 0.9 };

describe('saveReading: a save is its item\'s first check when it read a recent page', () => {
  it('reads the saved product as a visit dated by its page', () => {
    expect(saveReading(saved, NOW - 5_000, NOW)).toEqual({
      source: 'visit', outcome: 'ok', at: NOW - 5_000, amount: 24.5, currency: 'GBP', listPrice: 30, availability: 'in-stock', method: 'json-ld', confidence: 0.9,
    });
  });

  it('is no check for a typed product, a page of unknown age, one older than ten minutes, or one from the future', () => {
    expect(saveReading({ ...saved, method: 'manual' }, NOW, NOW)).toBeNull();
    expect(saveReading(saved, null, NOW)).toBeNull();
    expect(saveReading(saved, NOW - SAVE_AS_CHECK_MAX_PAGE_AGE_MS, NOW)).not.toBeNull();
    expect(saveReading(saved, NOW - SAVE_AS_CHECK_MAX_PAGE_AGE_MS - 1, NOW)).toBeNull();
    expect(saveReading(saved, NOW + 1, NOW)).toBeNull();
  });

  it('a page without a price still tells the stock; a free one too; a price without a currency is no reading', () => {
    expect(saveReading({ ...saved, price: null, currency: null, listPrice: null, availability: 'out-of-stock' }, NOW, NOW)).toMatchObject({ amount: null, currency: null, availability: 'out-of-stock' });
    expect(saveReading({ ...saved, price: 0 }, NOW, NOW)).toMatchObject({ amount: null, currency: null, listPrice: null });
    expect(saveReading({ ...saved, currency: null }, NOW, NOW)).toBeNull();
  });
});
