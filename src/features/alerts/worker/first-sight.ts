import type { ListItem } from '../../lists';
import type { PricePoint } from '../../tracking';
import { confirmedStates } from '../model/observation-series';
import { initialRuleState, type ItemRuleState } from '../model/rule-state';

/**
 * The rule state of an item this browser evaluates for the first time: the history read is its
 * baseline (no alert on first sight). When the read window holds no confirmed state (an item
 * unchanged for longer), the item's own fields are the baseline, from its latest change.
 */
export function firstSightState(points: readonly PricePoint[], item: Pick<ListItem, 'price' | 'currency' | 'availability' | 'trend'>): ItemRuleState {
  const states = confirmedStates(points);
  if (states.length > 0) return initialRuleState(states);
  return {
    consumedThrough: item.trend.at(-1)?.at ?? 0,
    lastPrice: item.price,
    lastCurrency: item.currency,
    lastAvailability: item.availability,
    rules: {},
  };
}
