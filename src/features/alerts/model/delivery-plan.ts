import type { AlertCandidate } from './evaluate';
import { isQuiet, isTimeZone, localDayOf, type QuietHours } from './quiet-hours';

export interface DeliverySettings {
  /** Notifications a day, in the shopper's zone; a digest counts as one. */
  dailyCap: number;
  quietHours: QuietHours | null;
  /** IANA name; one this runtime does not know falls back to the runtime's own zone. */
  timeZone: string;
}

/** What the worker keeps between deliveries: plain JSON. */
export interface DeliveryState {
  /** `YYYY-MM-DD` in the shopper's zone that `deliveredToday` counts. */
  day: string;
  deliveredToday: number;
  /** What quiet hours held, oldest first, each id once. */
  held: AlertCandidate[];
}

export const NO_DELIVERIES: DeliveryState = { day: '', deliveredToday: 0, held: [] };

/**
 * Which notifications to show now. Every candidate goes to the feed at once whatever this says;
 * the plan decides only the notifications.
 */
export interface DeliveryPlan {
  /** One notification each. */
  deliverNow: AlertCandidate[];
  /** Everything quiet hours held, as one notification; null when nothing was held or it is still quiet. */
  digest: AlertCandidate[] | null;
  /** Over the daily cap: in the feed, without a notification. */
  overCap: AlertCandidate[];
  nextState: DeliveryState;
}

function withoutRepeats(alerts: readonly AlertCandidate[]): AlertCandidate[] {
  const seen = new Set<string>();
  return alerts.filter((alert) => !seen.has(alert.id) && (seen.add(alert.id), true));
}

/** Applies quiet hours, the digest after them and the daily cap to new candidates at `now`. */
export function planDelivery(candidates: readonly AlertCandidate[], state: DeliveryState, settings: DeliverySettings, now: number): DeliveryPlan {
  const timeZone = isTimeZone(settings.timeZone) ? settings.timeZone : new Intl.DateTimeFormat().resolvedOptions().timeZone;
  const day = localDayOf(timeZone, now);
  const delivered = state.day === day ? state.deliveredToday : 0;
  if (isQuiet(settings.quietHours, timeZone, now)) {
    const held = withoutRepeats([...state.held, ...candidates]);
    return { deliverNow: [], digest: null, overCap: [], nextState: { day, deliveredToday: delivered, held } };
  }
  const heldIds = new Set(state.held.map((alert) => alert.id));
  const fresh = withoutRepeats(candidates.filter((alert) => !heldIds.has(alert.id)));
  // The digest is sent even at the cap: it is one notification, and what it holds waited all night.
  const digest = state.held.length > 0 ? state.held : null;
  const room = Math.max(0, settings.dailyCap - delivered - (digest === null ? 0 : 1));
  const deliverNow = fresh.slice(0, room);
  return {
    deliverNow,
    digest,
    overCap: fresh.slice(room),
    nextState: { day, deliveredToday: delivered + deliverNow.length + (digest === null ? 0 : 1), held: [] },
  };
}
