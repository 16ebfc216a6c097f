import { describe, expect, it } from 'vitest';
import { checkQuantity, noteFits } from '../../../../../src/features/lists/popup/item-checks';
import { formatPercent, priceChange } from '../../../../../src/ui/price-change';
import { relativeDate } from '../../../../../src/ui/relative-date';

const NOW = Date.UTC(2025, 5, 15, 12);
const HOUR = 3600 * 1000;

describe('item facts', () => {
  it('says how the price moved since saved, and nothing when it did not or is unknown', () => {
    expect(priceChange(100, 88)).toEqual({ direction: 'down', fraction: 0.12 });
    expect(priceChange(20, 20.6)?.direction).toBe('up');
    expect(priceChange(10, 10)).toBeNull();
    expect(priceChange(null, 10)).toBeNull();
    expect(priceChange(10, null)).toBeNull();
    expect(formatPercent(0.12, 'en')).toBe('12%');
    expect(formatPercent(0.004, 'en')).toBe('0.4%');
  });

  it('says when an item was added in the largest whole unit', () => {
    expect(relativeDate(NOW - 10_000, NOW, 'en')).toBe('now');
    expect(relativeDate(NOW - 5 * 60_000, NOW, 'en')).toBe('5 minutes ago');
    expect(relativeDate(NOW - 3 * HOUR, NOW, 'en')).toBe('3 hours ago');
    expect(relativeDate(NOW - 30 * HOUR, NOW, 'en')).toBe('yesterday');
    expect(relativeDate(NOW - 16 * 24 * HOUR, NOW, 'en')).toBe('2 weeks ago');
    expect(relativeDate(NOW - 400 * 24 * HOUR, NOW, 'en')).toBe('last year');
  });

  it('accepts whole quantities from 1 to 99 and notes up to 1,000 characters once trimmed', () => {
    expect(checkQuantity(' 7 ')).toEqual({ ok: true, value: 7 });
    for (const typed of ['0', '100', '1.5', '-1', '1e1', '', 'two']) expect(checkQuantity(typed).ok).toBe(false);
    expect(noteFits(`${'x'.repeat(1000)}   `)).toBe(true);
    expect(noteFits('x'.repeat(1001))).toBe(false);
  });
});
