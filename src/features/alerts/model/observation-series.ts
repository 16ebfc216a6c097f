import type { Availability, ExtractionMethod } from '../../detection';
import type { ObservationSource, PricePoint } from '../../tracking';
import { isNoise } from './price-math';
import { SINGLE_OBSERVATION_CONFIDENCE, STRUCTURED_METHODS } from './settings';

/** A price and stock the history agrees on: the engine alerts on these, never on a single reading. */
export interface ConfirmedState {
  /** When the change that started it was read (ms): the alert's observation. */
  changeAt: number;
  /** When it became believed: its second observation, or its change when that alone suffices. */
  confirmedAt: number;
  /** Null until any ok check showed a price (a failed check or a page without one keeps the last). */
  amount: number | null;
  currency: string | null;
  availability: Availability;
  /** Whose observations support it, in order, each once. */
  observers: string[];
  source: ObservationSource;
  method: ExtractionMethod | null;
  confidence: number;
  /** False when the price moved by noise only from the last significant state (same stock, same currency). */
  significant: boolean;
}

interface Run {
  first: PricePoint;
  amount: number | null;
  currency: string | null;
  availability: Availability;
  points: PricePoint[];
}

const believedAlone = (point: PricePoint) =>
  point.method !== null && STRUCTURED_METHODS.includes(point.method) && point.confidence >= SINGLE_OBSERVATION_CONFIDENCE;

function confirmedAtOf(run: Run): number | null {
  const alone = run.points.find(believedAlone);
  const second = run.points[1];
  const times = [alone?.at, second?.at].filter((at): at is number => at !== undefined);
  return times.length === 0 ? null : Math.min(...times);
}

/** Ok readings in a row that say the same thing; failed checks between them change nothing. */
function runsOf(points: readonly PricePoint[]): Run[] {
  const runs: Run[] = [];
  let amount: number | null = null;
  let currency: string | null = null;
  for (const point of [...points].sort((a, b) => a.at - b.at)) {
    if (point.outcome !== 'ok') continue;
    if (point.amount !== null) {
      amount = point.amount;
      currency = point.currency;
    }
    const last = runs.at(-1);
    if (last !== undefined && last.amount === amount && last.currency === currency && last.availability === point.availability) {
      last.points.push(point);
    } else {
      runs.push({ first: point, amount, currency, availability: point.availability, points: [point] });
    }
  }
  return runs;
}

/**
 * The confirmed states of an item's history (change points and confirmations, any order), oldest
 * first. A state is confirmed by two consistent observations, or by one from structured data with
 * high confidence; a state equal to the confirmed one before it (after a blip nobody confirmed) is
 * no new state.
 */
export function confirmedStates(points: readonly PricePoint[]): ConfirmedState[] {
  const states: ConfirmedState[] = [];
  let lastSignificant: ConfirmedState | null = null;
  for (const run of runsOf(points)) {
    const confirmedAt = confirmedAtOf(run);
    if (confirmedAt === null) continue;
    const previous = states.at(-1);
    if (previous !== undefined && previous.amount === run.amount && previous.currency === run.currency && previous.availability === run.availability) {
      continue;
    }
    const significant =
      lastSignificant === null ||
      lastSignificant.currency !== run.currency ||
      lastSignificant.availability !== run.availability ||
      lastSignificant.amount === null ||
      run.amount === null ||
      !isNoise(lastSignificant.amount, run.amount);
    const state: ConfirmedState = {
      changeAt: run.first.at,
      confirmedAt,
      amount: run.amount,
      currency: run.currency,
      availability: run.availability,
      observers: [...new Set(run.points.map((point) => point.observerId))],
      source: run.first.source,
      method: run.first.method,
      confidence: run.first.confidence,
      significant,
    };
    states.push(state);
    if (significant) lastSignificant = state;
  }
  return states;
}
