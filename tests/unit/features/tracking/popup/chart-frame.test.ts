import { describe, expect, it } from 'vitest';
import { dateTicks, nearestPoint, niceStep, priceAxis, timeFrame } from '../../../../../src/features/tracking/popup/chart-frame';

const HOUR = 3600 * 1000;
const DAY = 24 * HOUR;
const NOW = new Date(2026, 10, 28, 15, 30).getTime();

describe('the time the chart shows', () => {
  it('is the whole window when the history reaches back to its start, or nearly', () => {
    expect(timeFrame(NOW - 60 * DAY, NOW - 30 * DAY, NOW)).toEqual({ start: NOW - 30 * DAY, end: NOW });
    expect(timeFrame(NOW - 27 * DAY, NOW - 30 * DAY, NOW)).toEqual({ start: NOW - 30 * DAY, end: NOW });
  });

  it('starts a little before the first price of a newer item, not a month of nothing before it', () => {
    const { start, end } = timeFrame(NOW - 10 * DAY, NOW - 30 * DAY, NOW);
    expect(end).toBe(NOW);
    expect(start).toBeLessThan(NOW - 10 * DAY);
    expect(start).toBeGreaterThan(NOW - 11 * DAY);
  });

  it('puts a new item’s first reading in the middle of a day, not on the right edge of an empty month', () => {
    const { start, end } = timeFrame(NOW - 5 * 60_000, NOW - 30 * DAY, NOW);
    expect(end - start).toBeGreaterThanOrEqual(24 * HOUR);
    const position = (NOW - 5 * 60_000 - start) / (end - start);
    expect(position).toBeGreaterThan(0.4);
    expect(position).toBeLessThan(0.6);
  });
});

describe('the price axis', () => {
  it('steps by 1, 2, 2.5 or 5 times a power of ten', () => {
    expect(niceStep(40, 4)).toBe(10);
    expect(niceStep(7, 4)).toBe(2);
    expect(niceStep(0.9, 4)).toBe(0.25);
    expect(niceStep(4200, 4)).toBe(2000);
  });

  it('has round ticks around the prices, with room above and below', () => {
    const axis = priceAxis(89, 119);
    expect(axis.low).toBeLessThan(89);
    expect(axis.high).toBeGreaterThan(119);
    expect(axis.ticks[0]).toBe(axis.low);
    expect(axis.ticks.at(-1)).toBe(axis.high);
    const steps = axis.ticks.slice(1).map((tick, index) => tick - (axis.ticks[index] as number));
    expect(new Set(steps).size).toBe(1);
    expect(axis.ticks.every((tick) => Number.isInteger(tick / (steps[0] as number)))).toBe(true);
  });

  it('puts a price that never moved in the middle, and never goes below zero', () => {
    const single = priceAxis(24.5, 24.5);
    expect(single.low).toBeLessThan(24.5);
    expect(single.high).toBeGreaterThan(24.5);
    expect(Math.abs((single.low + single.high) / 2 - 24.5)).toBeLessThan((single.high - single.low) / 4);
    expect(priceAxis(0.5, 3).low).toBeGreaterThanOrEqual(0);
  });
});

describe('the date axis', () => {
  it('labels a month at midnights a week apart, at most as many as asked', () => {
    const ticks = dateTicks(NOW - 30 * DAY, NOW, 4);
    expect(ticks.length).toBeGreaterThanOrEqual(3);
    expect(ticks.length).toBeLessThanOrEqual(5);
    for (const at of ticks) {
      expect(new Date(at).getHours()).toBe(0);
      expect(at).toBeGreaterThanOrEqual(NOW - 30 * DAY);
      expect(at).toBeLessThanOrEqual(NOW);
    }
  });

  it('labels two years at the first days of months', () => {
    const ticks = dateTicks(NOW - 730 * DAY, NOW, 4);
    expect(ticks.length).toBeGreaterThanOrEqual(2);
    expect(ticks.length).toBeLessThanOrEqual(4);
    for (const at of ticks) expect(new Date(at).getDate()).toBe(1);
  });

  it('labels the one day of a new item', () => {
    const ticks = dateTicks(NOW - 12 * HOUR, NOW + 12 * HOUR, 4);
    expect(ticks).toEqual([new Date(2026, 10, 29).getTime()]);
  });
});

describe('the point a pointer or a key reaches', () => {
  it('is the one nearest in time, or none without points', () => {
    const points = [{ at: 10 }, { at: 20 }, { at: 40 }];
    expect(nearestPoint(points, 0)).toBe(0);
    expect(nearestPoint(points, 16)).toBe(1);
    expect(nearestPoint(points, 31)).toBe(2);
    expect(nearestPoint([], 5)).toBe(-1);
  });
});
