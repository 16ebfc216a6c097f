import type { ListItem } from '../../lists';
import { sameData } from '../../../platform/state/same-data';

/** What an item's evaluation depends on: its price, stock, last check and trend. */
function trackingOf(item: ListItem) {
  return { price: item.price, currency: item.currency, availability: item.availability, lastCheck: item.lastCheck, trend: item.trend };
}

/** The items whose tracking fields changed between two states' items (every item, against none). */
export function changedItems(before: Readonly<Record<string, readonly ListItem[]>>, after: Readonly<Record<string, readonly ListItem[]>>): ListItem[] {
  const changed: ListItem[] = [];
  for (const [listId, items] of Object.entries(after)) {
    const previous = before[listId];
    if (previous === items) continue;
    const byId = new Map(previous?.map((item) => [item.id, item]));
    for (const item of items) {
      const old = byId.get(item.id);
      if (old !== item && (old === undefined || !sameData(trackingOf(old), trackingOf(item)))) changed.push(item);
    }
  }
  return changed;
}
