import { describe, expect, it } from 'vitest';
import { NO_DELIVERIES, planDelivery, type DeliverySettings } from '../../../../../src/features/alerts/model/delivery-plan';
import { candidate } from './points';

const settings: DeliverySettings = { dailyCap: 3, quietHours: { start: 22 * 60, end: 7 * 60 }, timeZone: 'Europe/Paris' };
// 12:00 and 23:00 in Paris (winter, UTC+1).
const NOON = Date.UTC(2026, 0, 10, 11, 0);
const NIGHT = Date.UTC(2026, 0, 10, 22, 0);
const NEXT_MORNING = Date.UTC(2026, 0, 11, 8, 0);

describe('planDelivery', () => {
  it('delivers up to the daily cap and keeps the rest in the feed only', () => {
    const plan = planDelivery(['a', 'b', 'c', 'd'].map(candidate), NO_DELIVERIES, settings, NOON);
    expect(plan.deliverNow.map((alert) => alert.id)).toEqual(['a', 'b', 'c']);
    expect(plan.overCap.map((alert) => alert.id)).toEqual(['d']);
    expect(plan.nextState).toEqual({ day: '2026-01-10', deliveredToday: 3, held: [] });
  });

  it('counts the day in the shopper’s zone and starts again the next day', () => {
    const full = { day: '2026-01-10', deliveredToday: 3, held: [] };
    expect(planDelivery([candidate('a')], full, settings, NOON).overCap).toHaveLength(1);
    expect(planDelivery([candidate('a')], full, settings, NEXT_MORNING).deliverNow).toHaveLength(1);
  });

  it('holds during quiet hours and delivers what it held afterwards as one digest, counted once', () => {
    const night = planDelivery([candidate('a'), candidate('b')], NO_DELIVERIES, settings, NIGHT);
    expect(night.deliverNow).toEqual([]);
    const later = planDelivery([candidate('b'), candidate('c')], night.nextState, settings, NIGHT + 3_600_000);
    expect(later.nextState.held.map((alert) => alert.id)).toEqual(['a', 'b', 'c']);
    const morning = planDelivery([candidate('d')], later.nextState, settings, NEXT_MORNING);
    expect(morning.digest?.map((alert) => alert.id)).toEqual(['a', 'b', 'c']);
    expect(morning.deliverNow.map((alert) => alert.id)).toEqual(['d']);
    expect(morning.nextState).toEqual({ day: '2026-01-11', deliveredToday: 2, held: [] });
  });

  it('sends the digest even at the cap, and nothing else', () => {
    const state = { day: '2026-01-11', deliveredToday: 3, held: [candidate('a')] };
    const plan = planDelivery([candidate('b')], state, settings, NEXT_MORNING);
    expect(plan.digest).toHaveLength(1);
    expect(plan.deliverNow).toEqual([]);
    expect(plan.overCap.map((alert) => alert.id)).toEqual(['b']);
  });

  it('falls back to the runtime’s zone for a zone name it does not know, rather than failing', () => {
    const plan = planDelivery([candidate('a')], NO_DELIVERIES, { ...settings, quietHours: null, timeZone: 'Mars/Olympus' }, NOON);
    expect(plan.deliverNow).toHaveLength(1);
  });
});
