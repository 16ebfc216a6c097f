import { listIdsHolding, type ItemIndex } from '../../lists';
import { productKeyOf } from '../../detection';
import type { AppState } from '../../../app/state';
import { savedItems } from './saved-items';
import { useShownLists } from '../../../app/connector/use-shown-lists';
import { SetTarget } from './set-target';

export interface TargetAreaProps {
  state: AppState;
  url: string;
  /** Where the product is saved, before those lists' items are known. */
  index: ItemIndex;
  /** Asks for the items of a list (see AppStateView.showList). */
  showList: (listId: string) => void;
}

/** "Set a target" on the This page card, once the product on the page is saved (and its items known). */
export function TargetArea({ state, url, index, showList }: TargetAreaProps) {
  const key = productKeyOf(url);
  useShownLists(key === null ? [] : listIdsHolding(index, key), showList);

  const items = savedItems(state, url);
  if (items.length === 0 || state.lists === null) return null;
  return (
    <SetTarget
      items={items}
      lists={state.lists}
      members={state.sharing.members}
      rules={state.alerts.rules}
      offline={state.network === 'offline'}
      locale={state.profile?.preferences.alerts.priceLocale ?? undefined}
    />
  );
}
