import type { ListItem } from '../../lists';
import type { PricePoint, Reading } from '../../tracking';
import type { ItemRuleState } from '../model/rule-state';
import type { AlertRule } from '../model/rules';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;
/** Observation ids are UTC hours and `observedAt` is server time: an hour takes in the consumed state's own change point. */
const MARGIN_MS = HOUR_MS;
/** Without the 90-day low, older points cannot matter: a state older than this is the rule state's last one. */
const MAX_DAYS = 30;
const LOWEST_DAYS = 90;
/** A change nobody confirmed within this long (the longest re-check interval, 24 h, and some) was a blip: the alarm stops looking. */
export const AWAIT_CONFIRMATION_MS = 26 * HOUR_MS;

/**
 * How many days of history an evaluation reads: since the rule state's last consumed change (with a
 * margin), or, on first sight, since the item's second-latest change so the latest confirmed state is
 * in it. 90 days when the 90-day low applies, since it compares with all of them.
 */
export function historyDays(item: Pick<ListItem, 'trend'>, ruleState: ItemRuleState | null, rules: readonly AlertRule[], now: number): number {
  if (rules.some((rule) => rule.kind === 'lowest-90-days')) return LOWEST_DAYS;
  const since = ruleState !== null && ruleState.consumedThrough > 0 ? ruleState.consumedThrough : (item.trend.at(-2) ?? item.trend.at(0))?.at;
  if (since === undefined) return 1;
  return Math.min(MAX_DAYS, Math.max(1, (now - since + MARGIN_MS) / DAY_MS));
}

/** The item's latest change is not what the rule state last consumed: a new change, confirmed or not. */
export function differsFromRuleState(item: Pick<ListItem, 'trend'>, ruleState: ItemRuleState): boolean {
  const latest = item.trend.at(-1);
  if (latest === undefined) return false;
  return (latest.amount !== null && latest.amount !== ruleState.lastPrice) || latest.availability !== ruleState.lastAvailability;
}

/**
 * Whether an evaluation may find something (asked with no reads): a first sight, or a latest change
 * whose price or stock is not the rule state's. A change back to the same price and stock, or a
 * failed check (its trend point has no price and keeps the stock), can fire no rule.
 */
export function hasNews(item: Pick<ListItem, 'trend'>, ruleState: ItemRuleState | null): boolean {
  return ruleState === null || differsFromRuleState(item, ruleState);
}

/**
 * A change that differs from the rule state and may still be confirmed by another member's
 * observation, which does not touch the item: the periodic alarm looks again.
 */
export function awaitsConfirmation(item: Pick<ListItem, 'trend'>, ruleState: ItemRuleState | null, now: number): boolean {
  const latest = item.trend.at(-1);
  return ruleState !== null && latest !== undefined && now - latest.at < AWAIT_CONFIRMATION_MS && differsFromRuleState(item, ruleState);
}

/** Whether this browser's own reading says something the rule state does not know. */
export function readingIsNews(reading: Reading, ruleState: ItemRuleState | null): boolean {
  if (ruleState === null || reading.outcome !== 'ok') return false;
  return (reading.amount !== null && reading.amount !== ruleState.lastPrice) || reading.availability !== ruleState.lastAvailability;
}

/** This browser's reading as a history point: its own observation, with the reading's time. */
export function pointOfReading(reading: Reading, uid: string): PricePoint {
  return {
    at: reading.at,
    amount: reading.amount,
    currency: reading.currency,
    availability: reading.availability,
    outcome: reading.outcome,
    source: reading.source,
    method: reading.method,
    confidence: reading.confidence,
    observerId: uid,
  };
}
