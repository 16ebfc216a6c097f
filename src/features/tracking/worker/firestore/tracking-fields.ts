import { Timestamp } from 'firebase/firestore';
import { AVAILABILITIES } from '../../../lists';
import { CHECK_OUTCOMES, OBSERVATION_SOURCES, TREND_POINTS, type LastCheck, type TrendPoint } from '../../model/tracking';

type Fields = Record<string, unknown>;

const isFields = (value: unknown): value is Fields => typeof value === 'object' && value !== null;
const millisOf = (value: unknown): number | null => (value instanceof Timestamp ? value.toMillis() : null);
const oneOf = <T extends string>(allowed: readonly T[], value: unknown): T | null =>
  allowed.includes(value as T) ? (value as T) : null;

/** An item's `lastCheck` read defensively: items saved before tracking, or written badly, have none. */
export function lastCheckOf(value: unknown): LastCheck | null {
  if (!isFields(value)) return null;
  const at = millisOf(value.at);
  const outcome = oneOf(CHECK_OUTCOMES, value.outcome);
  const source = oneOf(OBSERVATION_SOURCES, value.source);
  return at === null || outcome === null || source === null ? null : { at, outcome, source };
}

/** An item's trend read defensively: points that do not parse are left out. */
export function trendOf(value: unknown): TrendPoint[] {
  if (!Array.isArray(value)) return [];
  return value
    .flatMap((point: unknown): TrendPoint[] => {
      if (!isFields(point)) return [];
      const at = millisOf(point.at);
      const availability = oneOf(AVAILABILITIES, point.availability);
      const amount = typeof point.amount === 'number' && point.amount > 0 ? point.amount : null;
      return at === null || availability === null ? [] : [{ at, amount, availability }];
    })
    .slice(-TREND_POINTS);
}
