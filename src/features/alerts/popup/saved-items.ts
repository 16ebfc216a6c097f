import type { ListItem } from '../../lists';
import { orderLists } from '../../lists';
import { productKeyOf } from '../../detection';
import type { AppState } from '../../../app/state';

/** The saved copies of the product at `url` whose items are known, in the shopper's list order. */
export function savedItems(state: AppState, url: string): ListItem[] {
  const key = productKeyOf(url);
  if (key === null || state.lists === null) return [];
  return orderLists(state.lists, state.profile?.listOrder ?? []).flatMap(
    (list) => state.items[list.id]?.filter((item) => item.productKey === key) ?? [],
  );
}
