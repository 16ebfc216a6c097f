import { useId } from 'react';
import { t } from '../../../platform/browser/i18n';
import { itemCount, type ItemIndex } from '../model/item-index';
import type { ListSummary } from '../model/lists';
import { memberCountText } from '../../sharing/popup';

interface ListPickerProps {
  lists: readonly ListSummary[];
  index: ItemIndex;
  chosenId: string;
  onChoose: (listId: string) => void;
}

/** The shopper's lists in their order, each with how many items it holds once that is known. */
export function ListPicker({ lists, index, chosenId, onChoose }: ListPickerProps) {
  const id = useId();
  return (
    <div className="list-picker">
      <label htmlFor={id}>{t('listsTabPicker')}</label>
      <select className="select" id={id} value={chosenId} onChange={(event) => onChoose(event.currentTarget.value)}>
        {lists.map((list) => {
          const count = itemCount(index, list.id);
          const members = memberCountText(list);
          const label = count === undefined ? list.name : t('listsTabOption', [list.name, String(count)]);
          return (
            <option key={list.id} value={list.id}>
              {members === null ? label : `${label} · ${members}`}
            </option>
          );
        })}
      </select>
    </div>
  );
}
