import type { ItemFocus } from './list-items';

export type ItemControl = ItemFocus['control'];

/** What the Lists tab shows below its header: the list, one item's editor, history or alerts (by the control that opened it), or the invite panel. */
export type ListsTabPanel = { kind: 'list' } | { kind: 'item'; control: ItemControl; itemId: string } | { kind: 'invite' };

export interface ListsTabView {
  chosenId: string;
  panel: ListsTabPanel;
  /** The item control that had opened the panel closed last: the list gives it focus back. */
  focusItem: ItemFocus | null;
  /** What the item editor said as it closed, shown until the shopper opens an item or another list. */
  notice: string | null;
}

export type ListsTabAction =
  | { type: 'choose-list'; listId: string }
  | { type: 'open-item'; control: ItemControl; itemId: string }
  | { type: 'close-item'; notice: string | null }
  | { type: 'open-invite' }
  | { type: 'close-invite' };

const LIST: ListsTabPanel = { kind: 'list' };

/** The Lists tab on a list, as a newly chosen list opens: nothing else open, nothing to say. */
export const listsTabViewOn = (chosenId: string): ListsTabView => ({ chosenId, panel: LIST, focusItem: null, notice: null });

export function listsTabReducer(view: ListsTabView, action: ListsTabAction): ListsTabView {
  switch (action.type) {
    case 'choose-list':
      return listsTabViewOn(action.listId);
    case 'open-item':
      return { ...view, panel: { kind: 'item', control: action.control, itemId: action.itemId }, notice: null };
    case 'close-item': {
      const { panel } = view;
      if (panel.kind !== 'item') return view;
      return { ...view, panel: LIST, focusItem: { itemId: panel.itemId, control: panel.control }, notice: action.notice };
    }
    case 'open-invite':
      return { ...view, panel: { kind: 'invite' } };
    case 'close-invite':
      return view.panel.kind === 'invite' ? { ...view, panel: LIST } : view;
  }
}
