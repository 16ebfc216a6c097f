/**
 * Percentages as the shopper types and reads them ("10", "12.5") and as they are stored: whole basis
 * points (1 % = 100). The conversion works on the digits, never on a float fraction, so "12.5" is
 * exactly 1,250 and a value that is not a whole number of basis points is refused, not rounded.
 */
import { LIMITS } from '../../../platform/limits';

export const BASIS_POINTS_RANGE = LIMITS.basisPoints;

export type TypedPercent = { basisPoints: number } | { error: 'required' | 'invalid' | 'range' };

export function percentToBasisPoints(text: string): TypedPercent {
  const compact = text.replace(/[\s\u00a0\u202f]/g, '').replace(/%$/, '');
  if (compact === '') return { error: 'required' };
  const match = /^(\d+)(?:[.,](\d+))?$/.exec(compact);
  if (match === null) return { error: 'invalid' };
  const fraction = (match[2] ?? '').replace(/0+$/, '');
  // More than two decimals of a percent is a fraction of a basis point.
  if (fraction.length > 2) return { error: 'invalid' };
  const whole = Number(match[1]);
  const basisPoints = whole * 100 + Number(fraction.padEnd(2, '0'));
  if (whole > BASIS_POINTS_RANGE.max || basisPoints < BASIS_POINTS_RANGE.min || basisPoints > BASIS_POINTS_RANGE.max) {
    return { error: 'range' };
  }
  return { basisPoints };
}

/** The percent a field shows for stored basis points: 1000 → "10", 1250 → "12.5", 1 → "0.01". */
export function basisPointsToPercent(basisPoints: number): string {
  const whole = Math.trunc(basisPoints / 100);
  const fraction = String(basisPoints % 100).padStart(2, '0').replace(/0+$/, '');
  return fraction === '' ? String(whole) : `${whole}.${fraction}`;
}
