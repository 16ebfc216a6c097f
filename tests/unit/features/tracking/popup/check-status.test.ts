import { describe, expect, it } from 'vitest';
import { checkStatus } from '../../../../../src/features/tracking/popup/check-status';
import { FAILED_CHECK_MESSAGES } from '../../../../../src/features/tracking/popup/check-outcome-messages';
import { trendPolyline } from '../../../../../src/features/tracking/popup/trend-line';
import { CHECK_OUTCOMES, NO_TRACKING, type TrackingState } from '../../../../../src/features/tracking/model/tracking';
import { listItem } from '../../../support/list-item';

const HOUR = 3600 * 1000;
const AT = 1_700_000_000_000;
const watched: TrackingState = { ...NO_TRACKING, storesWithAccess: ['shop.example'] };

describe('checkStatus', () => {
  it('is not watched without access to the store', () => {
    const item = listItem('i', 'l', { url: 'https://www.shop.example/p/i', lastCheck: { at: AT, outcome: 'ok', source: 'recheck' } });
    expect(checkStatus(item, NO_TRACKING, 6)).toEqual({ kind: 'not-watched', store: 'shop.example' });
  });

  it('is off its store when its address is on another host, with or without access to either', () => {
    const item = listItem('i', 'l', { url: 'https://shop.example@evil.example/p' });
    expect(checkStatus(item, watched, 6)).toEqual({ kind: 'off-store', host: 'evil.example', store: 'shop.example' });
    expect(checkStatus(item, { ...NO_TRACKING, allStores: true }, 6)).toEqual({ kind: 'off-store', host: 'evil.example', store: 'shop.example' });
  });

  it('is unchecked before the first check', () => {
    expect(checkStatus(listItem('i', 'l'), watched, 6)).toEqual({ kind: 'unchecked' });
  });

  it('comes back after the interval', () => {
    const item = listItem('i', 'l', { lastCheck: { at: AT, outcome: 'ok', source: 'visit' } });
    expect(checkStatus(item, watched, 6)).toEqual({ kind: 'checked', at: AT, nextAt: AT + 6 * HOUR });
  });

  it('says why it failed, and waits for the store\'s or the engine\'s back-off when that is later', () => {
    const item = listItem('i', 'l', { lastCheck: { at: AT, outcome: 'bot-check', source: 'recheck' } });
    const backingOff = { ...watched, storeBackoff: { 'shop.example': { until: AT + 12 * HOUR, outcome: 'bot-check' as const } } };
    expect(checkStatus(item, backingOff, 6)).toEqual({ kind: 'failed', at: AT, outcome: 'bot-check', nextAt: AT + 12 * HOUR });
    expect(checkStatus(item, { ...watched, quotaBackoffUntil: AT + 20 * HOUR }, 6)).toMatchObject({ nextAt: AT + 20 * HOUR });
    expect(checkStatus(item, { ...watched, quotaBackoffUntil: AT + HOUR }, 6)).toMatchObject({ nextAt: AT + 6 * HOUR });
  });

  it('has a message for every outcome but ok', () => {
    expect(Object.keys(FAILED_CHECK_MESSAGES).sort()).toEqual(CHECK_OUTCOMES.filter((outcome) => outcome !== 'ok').sort());
  });
});

describe('trendPolyline', () => {
  const point = (amount: number | null) => ({ at: AT, amount, availability: 'in-stock' as const });

  it('puts the highest price at the top and the lowest at the bottom, oldest first', () => {
    expect(trendPolyline([point(10), point(null), point(20), point(15)], 40, 10)).toBe('0,10 20,0 40,5');
  });

  it('draws a flat line in the middle when the price never moved, and nothing with one price', () => {
    expect(trendPolyline([point(10), point(10)], 40, 10)).toBe('0,5 40,5');
    expect(trendPolyline([point(10), point(null)], 40, 10)).toBeNull();
  });
});
