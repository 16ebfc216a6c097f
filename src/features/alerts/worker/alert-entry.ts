import type { FiredRule } from '../model/alerts';
import type { ListItem } from '../../lists';
import type { PricePoint } from '../../tracking';
import type { NewAlert } from './firestore/alerts';
import type { AlertCandidate } from '../model/evaluate';
import type { AlertRule } from '../model/rules';

export const itemPathOf = (listId: string, itemId: string): string => `lists/${listId}/items/${itemId}`;

export function firedRuleOf(rule: AlertRule): FiredRule {
  switch (rule.kind) {
    case 'target':
      return { kind: rule.kind, value: rule.target };
    case 'drop-percent':
      return { kind: rule.kind, value: rule.basisPoints };
    case 'drop-amount':
      return { kind: rule.kind, value: rule.amount };
    default:
      return { kind: rule.kind, value: null };
  }
}

/** The feed document of a candidate: the item's name and page as they are now, the method of the observation it rests on. */
export function newAlertOf(candidate: AlertCandidate, item: Pick<ListItem, 'listId' | 'id' | 'name' | 'url'>, points: readonly PricePoint[]): NewAlert {
  const observation = points.find((point) => point.at === candidate.observedAt);
  const named = candidate.rules[0];
  return {
    id: candidate.id,
    listId: item.listId,
    itemId: item.id,
    name: item.name,
    url: item.url,
    kind: candidate.kind,
    rule: named === undefined ? null : firedRuleOf(named),
    previousPrice: candidate.previousPrice,
    price: candidate.price,
    currency: candidate.currency,
    availability: candidate.availability,
    source: candidate.source,
    method: observation?.method ?? null,
    confidence: candidate.confidence,
    observedAt: candidate.observedAt,
    observerId: candidate.observerId,
  };
}
