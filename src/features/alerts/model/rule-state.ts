import type { Availability } from '../../detection';
import type { ConfirmedState } from './observation-series';
import type { RuleKind } from './rules';

/** One rule's arming; plain JSON. */
export interface RuleArm {
  armed: boolean;
  /** The price drops are measured from: the price when armed or re-armed. */
  reference: number | null;
  /** The price and time of its last alert, while it waits to re-arm. */
  firedPrice: number | null;
  firedAt: number | null;
}

/**
 * What the engine remembers of one item between evaluations (chrome.storage, then Firestore):
 * plain JSON. Only confirmed states changed after `consumedThrough` are evaluated, so running
 * again on the same history, or after a restart, alerts nothing twice.
 */
export interface ItemRuleState {
  /** `changeAt` of the latest confirmed state evaluated; states at or before it are done. */
  consumedThrough: number;
  lastPrice: number | null;
  lastCurrency: string | null;
  lastAvailability: Availability | null;
  rules: Partial<Record<RuleKind, RuleArm>>;
}

/**
 * The state of an item seen for the first time: its history so far is known and never alerts
 * (no alert on a first observation); the latest confirmed state is the rules' reference.
 */
export function initialRuleState(states: readonly ConfirmedState[]): ItemRuleState {
  const latest = states.at(-1);
  return {
    consumedThrough: latest?.changeAt ?? 0,
    lastPrice: latest?.amount ?? null,
    lastCurrency: latest?.currency ?? null,
    lastAvailability: latest?.availability ?? null,
    rules: {},
  };
}
