import { describe, expect, it } from 'vitest';
import { dropsByAmount, dropsByBasisPoints, isNoise, risesByBasisPoints } from '../../../../../src/features/alerts/model/price-math';

describe('percent thresholds in basis points (Price Wise compared a fraction with a whole number)', () => {
  it('fires at exactly 10 % (1,000 bp) and not a hair before', () => {
    expect(dropsByBasisPoints(100, 90, 1000)).toBe(true);
    expect(dropsByBasisPoints(100, 90.001, 1000)).toBe(false);
  });

  it('is exact for prices that binary fractions cannot hold', () => {
    expect(dropsByBasisPoints(19.99, 17.991, 1000)).toBe(true);
    expect(dropsByBasisPoints(19.99, 17.992, 1000)).toBe(false);
    expect(dropsByBasisPoints(0.3, 0.27, 1000)).toBe(true);
  });

  it('reads 1 bp as a hundredth of a percent, not as 1 %', () => {
    expect(dropsByBasisPoints(1000, 999.9, 1)).toBe(true);
    expect(dropsByBasisPoints(1000, 999.95, 1)).toBe(false);
  });

  it('never calls a rise or no change a drop', () => {
    expect(dropsByBasisPoints(100, 100, 0)).toBe(false);
    expect(dropsByBasisPoints(100, 110, 1)).toBe(false);
    expect(dropsByAmount(100, 100, 0)).toBe(false);
  });

  it('measures an amount drop to the thousandth', () => {
    expect(dropsByAmount(49.99, 44.99, 5)).toBe(true);
    expect(dropsByAmount(49.99, 44.991, 5)).toBe(false);
  });

  it('measures a rise in basis points', () => {
    expect(risesByBasisPoints(100, 103, 300)).toBe(true);
    expect(risesByBasisPoints(100, 102.99, 300)).toBe(false);
  });
});

describe('noise: under 1 % and under one currency unit', () => {
  it('ignores a change under both', () => {
    expect(isNoise(100, 99.01)).toBe(true);
    expect(isNoise(2000, 1999.5)).toBe(true);
  });

  it('keeps a change of 1 % or of one unit', () => {
    expect(isNoise(100, 99)).toBe(false);
    expect(isNoise(50, 49.2)).toBe(false);
    expect(isNoise(2000, 1999)).toBe(false);
    expect(isNoise(99.01, 100)).toBe(true);
  });
});
