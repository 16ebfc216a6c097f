import { describe, expect, it } from 'vitest';
import { chartScale, stepPath } from '../../../../../src/features/tracking/popup/price-chart';

const frame = { start: 0, end: 100, low: 0, high: 50, width: 200, height: 100 };

describe('stepPath', () => {
  it('holds each price level until the next, then moves straight up or down', () => {
    const steps = [
      { from: 0, to: 40, amount: 40 },
      { from: 40, to: 70, amount: 10 },
      { from: 70, to: 100, amount: 25 },
    ];
    expect(stepPath(steps, frame)).toBe('M0,20 H80 V80 H140 V50 H200');
  });

  it('starts where the first price was seen, and draws nothing without prices', () => {
    expect(stepPath([{ from: 50, to: 100, amount: 50 }], frame)).toBe('M100,0 H200');
    expect(stepPath([], frame)).toBe('');
  });
});

describe('chartScale', () => {
  it('draws a price that never moved across the middle', () => {
    expect(chartScale({ ...frame, low: 10, high: 10 }).y(10)).toBe(50);
  });
});
