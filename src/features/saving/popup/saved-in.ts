import { listIdsHolding, type ItemIndex } from '../../lists';
import { orderLists, type ListSummary } from '../../lists';
import { productKeyOf } from '../../detection';
import type { AppState } from '../../../app/state';

/** The shopper's lists that already hold the product at `url`, in their order. */
export function listsHolding(state: AppState, index: ItemIndex, url: string): ListSummary[] {
  const key = productKeyOf(url);
  if (key === null || state.lists === null) return [];
  const holders = new Set(listIdsHolding(index, key));
  const holding = state.lists.filter((list) => holders.has(list.id));
  return orderLists(holding, state.profile?.listOrder ?? []);
}

/** The lists the shopper may add to, in their order. */
export function writableLists(state: AppState): ListSummary[] {
  return orderLists(state.lists ?? [], state.profile?.listOrder ?? []).filter((list) => list.role !== 'viewer');
}
