import { BASIS_POINTS_PER_WHOLE, NOISE_AMOUNT, NOISE_BASIS_POINTS } from './settings';

/**
 * Prices are compared as whole thousandths of a unit (enough for every ISO 4217 currency) and
 * in BigInt, so that "exactly 10 % off" is exactly 10 % and not 9.999999 %.
 */
export function thousandthsOf(amount: number): bigint {
  return BigInt(Math.round(amount * 1000));
}

const WHOLE = BigInt(BASIS_POINTS_PER_WHOLE);

/** Whether `price` is at least `basisPoints` below `reference`. */
export function dropsByBasisPoints(reference: number, price: number, basisPoints: number): boolean {
  const ref = thousandthsOf(reference);
  const drop = ref - thousandthsOf(price);
  return drop > 0n && drop * WHOLE >= BigInt(basisPoints) * ref;
}

/** Whether `price` is at least `amount` below `reference`. */
export function dropsByAmount(reference: number, price: number, amount: number): boolean {
  const drop = thousandthsOf(reference) - thousandthsOf(price);
  return drop > 0n && drop >= thousandthsOf(amount);
}

/** Whether `price` is at least `basisPoints` above `base`. */
export function risesByBasisPoints(base: number, price: number, basisPoints: number): boolean {
  const ref = thousandthsOf(base);
  const rise = thousandthsOf(price) - ref;
  return rise > 0n && rise * WHOLE >= BigInt(basisPoints) * ref;
}

/** A change under 1 % and under one currency unit is noise. */
export function isNoise(from: number, to: number): boolean {
  const a = thousandthsOf(from);
  const b = thousandthsOf(to);
  const change = a > b ? a - b : b - a;
  return change * WHOLE < BigInt(NOISE_BASIS_POINTS) * a && change < thousandthsOf(NOISE_AMOUNT);
}
