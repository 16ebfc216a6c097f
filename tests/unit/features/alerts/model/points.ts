import type { AlertCandidate } from '../../../../../src/features/alerts/model/evaluate';
import type { PricePoint } from '../../../../../src/features/tracking/model/tracking';

export const ME = 'me-uid';
export const OTHER = 'other-uid';
export const HOUR = 3_600_000;
export const DAY = 24 * HOUR;
export const T0 = Date.UTC(2026, 0, 1);

/** An ok visual reading (never believed alone), by me unless told. */
export function point(hours: number, amount: number | null, extra: Partial<PricePoint> = {}): PricePoint {
  return {
    at: T0 + hours * HOUR,
    amount,
    currency: amount === null ? null : 'EUR',
    availability: 'in-stock',
    outcome: 'ok',
    source: 'recheck',
    method: 'visual',
    confidence: 0.6,
    observerId: ME,
    ...extra,
  };
}

/** A change and its confirmation an hour later. */
export function confirmed(hours: number, amount: number | null, extra: Partial<PricePoint> = {}): PricePoint[] {
  return [point(hours, amount, extra), point(hours + 1, amount, extra)];
}

/** A drop alert with the given id. */
export function candidate(id: string): AlertCandidate {
  return {
    id, itemPath: `lists/L/items/${id}`, kind: 'drop', rules: [{ kind: 'drop-percent', basisPoints: 1000 }], previousPrice: 100, price: 80,
    currency: 'EUR', availability: 'in-stock', source: 'recheck', confidence: 0.9, observedAt: 0, observerId: null,
  };
}
