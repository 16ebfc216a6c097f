import type { ListItem } from '../../shared/items';
import { orderLists } from '../../shared/lists';
import { productKeyOf } from '../../shared/product-key';
import type { AppState } from '../../shared/state';

/** The saved copies of the product at `url` whose items are known, in the shopper's list order. */
export function savedItems(state: AppState, url: string): ListItem[] {
  const key = productKeyOf(url);
  if (key === null || state.lists === null) return [];
  return orderLists(state.lists, state.profile?.listOrder ?? []).flatMap(
    (list) => state.items[list.id]?.filter((item) => item.productKey === key) ?? [],
  );
}
