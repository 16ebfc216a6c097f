import { t } from '../../../platform/browser/i18n';
import { itemCount, type ItemIndex } from '../model/item-index';
import type { ListSummary } from '../model/lists';
import type { ListMember } from '../../sharing';
import { listLabel, memberCountText } from '../../sharing/popup';
import { SelectField } from '../../../ui/select';

interface ListPickerProps {
  lists: readonly ListSummary[];
  index: ItemIndex;
  /** Each shared list's members, for its owner's name. */
  members: Readonly<Record<string, readonly ListMember[]>>;
  chosenId: string;
  onChoose: (listId: string) => void;
}

/** One list's line in the picker: "Wishlist – Ana’s · gift list (3)", and "· 2 members" after one's own shared list. */
export function pickerOption(list: ListSummary, count: number | undefined, members: Readonly<Record<string, readonly ListMember[]>>): string {
  const label = listLabel(list, members);
  const counted = count === undefined ? label : t('listsTabOption', [label, count]);
  const shared = list.role === 'owner' ? memberCountText(list) : null;
  return shared === null ? counted : `${counted} · ${shared}`;
}

/** The shopper's lists in their order, each with how many items it holds once that is known. */
export function ListPicker({ lists, index, members, chosenId, onChoose }: ListPickerProps) {
  return (
    <SelectField
      fieldClassName="list-picker"
      label={t('listsTabPicker')}
      value={chosenId}
      options={lists.map((list) => ({ value: list.id, label: pickerOption(list, itemCount(index, list.id), members) }))}
      onChange={onChoose}
    />
  );
}
