import { useId } from 'react';
import { t } from '../../shared/i18n';
import type { ListItem } from '../../shared/items';
import type { ListSummary } from '../../shared/lists';

interface ListPickerProps {
  lists: readonly ListSummary[];
  items: Record<string, ListItem[]>;
  chosenId: string;
  onChoose: (listId: string) => void;
}

/** The shopper's lists in their order, each with how many items it holds once they have loaded. */
export function ListPicker({ lists, items, chosenId, onChoose }: ListPickerProps) {
  const id = useId();
  return (
    <div className="list-picker">
      <label htmlFor={id}>{t('listsTabPicker')}</label>
      <select id={id} value={chosenId} onChange={(event) => onChoose(event.currentTarget.value)}>
        {lists.map((list) => {
          const count = items[list.id]?.length;
          return (
            <option key={list.id} value={list.id}>
              {count === undefined ? list.name : t('listsTabOption', [list.name, String(count)])}
            </option>
          );
        })}
      </select>
    </div>
  );
}
