import type { Availability, ExtractionMethod } from '../../detection';
import type { TrackedItem } from './tracked-item';
import { TREND_POINTS, type CheckOutcome, type ObservationSource, type Reading, type TrendPoint } from './tracking';
import { hourIdOf } from './hour-id';

const HOUR_MS = 60 * 60 * 1000;
export const HEARTBEAT_MS = 24 * HOUR_MS;
/** A change point's `lastCheck.at` (server time) and trend point (reading time) are this close. */
const SAME_WRITE_MS = HOUR_MS;

/**
 * What the caller knows about the item's latest change point: whether a later observation already
 * agrees with it. Null when it was not asked (see `awaitsConfirmation`): then nothing is confirmed.
 */
export interface LatestChange {
  confirmed: boolean;
}

/** An observation document as planned; `observedAt` is the server's time when it is written. */
export interface PlannedObservation {
  hour: string;
  amount: number | null;
  currency: string | null;
  availability: Availability;
  outcome: CheckOutcome;
  source: ObservationSource;
  method: ExtractionMethod | null;
  confidence: number;
  /** When the page was read (ms): the base of its two-year expiry. */
  at: number;
}

/** The item's store fields after a change point: the reading's when it found a price, else kept. */
export interface PlannedItemState {
  price: number | null;
  currency: string | null;
  listPrice: number | null;
  availability: Availability;
}

export type RecordPlan =
  /** The reading agrees with the item and its last check is recent: nothing is written. */
  | { kind: 'none' }
  /** Agrees, but the item's last check is a day old: only `lastCheck` (1 write). */
  | { kind: 'heartbeat'; outcome: CheckOutcome; source: ObservationSource }
  /** The first reading after a change that agrees with it: one observation (and the heartbeat when due). */
  | { kind: 'confirmation'; observation: PlannedObservation; heartbeat: boolean }
  /** Differs from the item: the observation and the item in one batch (2 writes). */
  | { kind: 'change'; observation: PlannedObservation; item: PlannedItemState; trend: TrendPoint[] };

/** A reading in another currency than the item's is a state, never a price. */
export function effectiveReading(item: TrackedItem, reading: Reading): Reading {
  const mismatch = reading.outcome === 'ok' && reading.currency !== null && item.currency !== null && reading.currency !== item.currency;
  if (mismatch) return { ...reading, outcome: 'currency-mismatch', amount: null, currency: null, listPrice: null };
  if (reading.outcome !== 'ok' || reading.amount === null) return { ...reading, amount: null, currency: null, listPrice: null };
  // A price without a currency is the item's own currency (the same page); without one either, it
  // cannot be stored as a price and only the stock counts.
  if (reading.currency === null) {
    return item.currency === null ? { ...reading, amount: null, listPrice: null } : { ...reading, currency: item.currency };
  }
  return reading;
}

const isOk = (outcome: CheckOutcome) => outcome === 'ok';

/** Whether the reading differs from the item's current state (amount, currency, stock, ok or not). */
function differs(item: TrackedItem, reading: Reading): boolean {
  if (item.lastCheck === null) return true;
  if (isOk(item.lastCheck.outcome) !== isOk(reading.outcome)) return true;
  if (!isOk(reading.outcome)) return false;
  if (reading.availability !== item.availability) return true;
  return reading.amount !== null && (reading.amount !== item.price || reading.currency !== item.currency);
}

/**
 * Whether the item's last write was a change point that may still wait for its confirmation, so
 * the caller should ask whether a later observation exists. A change sets `lastCheck` and adds a
 * trend point from the same reading; a heartbeat moves `lastCheck` on by a day, after which no
 * confirmation is sought (and no read spent on it).
 */
export function awaitsConfirmation(item: TrackedItem, reading: Reading): boolean {
  const last = item.trend.at(-1);
  const effective = effectiveReading(item, reading);
  return (
    last !== undefined &&
    item.lastCheck !== null &&
    isOk(item.lastCheck.outcome) &&
    isOk(effective.outcome) &&
    !differs(item, effective) &&
    Math.abs(item.lastCheck.at - last.at) < SAME_WRITE_MS &&
    hourIdOf(reading.at) !== hourIdOf(last.at)
  );
}

function observationOf(reading: Reading): PlannedObservation {
  return {
    hour: hourIdOf(reading.at),
    amount: reading.amount,
    currency: reading.currency,
    availability: reading.availability,
    outcome: reading.outcome,
    source: reading.source,
    method: reading.method,
    confidence: reading.confidence,
    at: reading.at,
  };
}

/** The item's price and stock after a change: a failed check or a page without a price keeps them. */
function itemStateAfter(item: TrackedItem, reading: Reading): PlannedItemState {
  const kept = { price: item.price, currency: item.currency, listPrice: item.listPrice, availability: item.availability };
  if (!isOk(reading.outcome)) return kept;
  if (reading.amount === null) return { ...kept, availability: reading.availability };
  return { price: reading.amount, currency: reading.currency, listPrice: reading.listPrice, availability: reading.availability };
}

/**
 * What to write for one reading of one item: nothing, a heartbeat, a confirmation or a change point
 * (docs/data-model.md, "What tracking costs"). `now` is this browser's clock.
 */
export function planRecording(item: TrackedItem, latest: LatestChange | null, reading: Reading, now: number): RecordPlan {
  const effective = effectiveReading(item, reading);
  const heartbeatDue = item.lastCheck === null || now - item.lastCheck.at >= HEARTBEAT_MS;
  if (differs(item, effective)) {
    const state = itemStateAfter(item, effective);
    const point: TrendPoint = { at: effective.at, amount: effective.amount, availability: state.availability };
    return { kind: 'change', observation: observationOf(effective), item: state, trend: [...item.trend, point].slice(-TREND_POINTS) };
  }
  if (latest !== null && !latest.confirmed && awaitsConfirmation(item, reading)) {
    return { kind: 'confirmation', observation: observationOf(effective), heartbeat: heartbeatDue };
  }
  if (heartbeatDue) return { kind: 'heartbeat', outcome: effective.outcome, source: effective.source };
  return { kind: 'none' };
}

/** How many documents a plan writes. */
export function writesOf(plan: RecordPlan): number {
  switch (plan.kind) {
    case 'none':
      return 0;
    case 'heartbeat':
      return 1;
    case 'confirmation':
      return plan.heartbeat ? 2 : 1;
    case 'change':
      return 2;
  }
}
