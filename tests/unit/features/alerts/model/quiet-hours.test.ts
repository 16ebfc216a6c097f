import { describe, expect, it } from 'vitest';
import { isQuiet, isTimeZone, localDayOf, localMinuteOf } from '../../../../../src/features/alerts/model/quiet-hours';

const NIGHT = { start: 22 * 60, end: 7 * 60 };

describe('quiet hours in the shopper’s zone', () => {
  it('reads the wall clock of the zone, not UTC', () => {
    const at = Date.UTC(2026, 5, 15, 20, 30);
    expect(localMinuteOf('Europe/Paris', at)).toBe(22 * 60 + 30);
    expect(localMinuteOf('America/New_York', at)).toBe(16 * 60 + 30);
    expect(localMinuteOf('Asia/Kolkata', at)).toBe(2 * 60);
  });

  it('handles a window that crosses midnight', () => {
    expect(isQuiet(NIGHT, 'UTC', Date.UTC(2026, 0, 1, 21, 59))).toBe(false);
    expect(isQuiet(NIGHT, 'UTC', Date.UTC(2026, 0, 1, 22, 0))).toBe(true);
    expect(isQuiet(NIGHT, 'UTC', Date.UTC(2026, 0, 2, 3, 0))).toBe(true);
    expect(isQuiet(NIGHT, 'UTC', Date.UTC(2026, 0, 2, 7, 0))).toBe(false);
  });

  it('handles a window within a day, and none when start equals end', () => {
    const lunch = { start: 12 * 60, end: 13 * 60 };
    expect(isQuiet(lunch, 'UTC', Date.UTC(2026, 0, 1, 12, 30))).toBe(true);
    expect(isQuiet(lunch, 'UTC', Date.UTC(2026, 0, 1, 23, 30))).toBe(false);
    expect(isQuiet({ start: 60, end: 60 }, 'UTC', Date.UTC(2026, 0, 1, 1, 0))).toBe(false);
    expect(isQuiet(null, 'UTC', Date.UTC(2026, 0, 1, 1, 0))).toBe(false);
  });

  it('follows daylight saving time: 22:00 in New York is 02:00 UTC in summer and 03:00 UTC in winter', () => {
    expect(isQuiet(NIGHT, 'America/New_York', Date.UTC(2026, 6, 1, 2, 0))).toBe(true);
    expect(isQuiet(NIGHT, 'America/New_York', Date.UTC(2026, 6, 1, 1, 59))).toBe(false);
    expect(isQuiet(NIGHT, 'America/New_York', Date.UTC(2026, 0, 15, 2, 30))).toBe(false);
    expect(isQuiet(NIGHT, 'America/New_York', Date.UTC(2026, 0, 15, 3, 0))).toBe(true);
  });

  it('treats a start inside the hour the spring change skips as starting when the clock jumps past it', () => {
    // Europe/Paris, 29 March 2026: 02:00 becomes 03:00 (01:00 UTC).
    const window = { start: 2 * 60 + 30, end: 6 * 60 };
    expect(isQuiet(window, 'Europe/Paris', Date.UTC(2026, 2, 29, 0, 59))).toBe(false);
    expect(isQuiet(window, 'Europe/Paris', Date.UTC(2026, 2, 29, 1, 0))).toBe(true);
  });

  it('gives the local day for the daily cap, and knows zone names', () => {
    expect(localDayOf('Pacific/Auckland', Date.UTC(2026, 0, 1, 12, 0))).toBe('2026-01-02');
    expect(localDayOf('America/Los_Angeles', Date.UTC(2026, 0, 1, 5, 0))).toBe('2025-12-31');
    expect(isTimeZone('Europe/Berlin')).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
  });
});
