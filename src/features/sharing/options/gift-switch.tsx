import { t } from '../../../platform/browser/i18n';
import type { ListSummary } from '../../lists';
import { useRequest } from '../../../app/connector/use-request';
import { SwitchField } from './switch-field';

/** The owner marks a list as a gift list, or back. */
export function GiftSwitch({ list }: { list: ListSummary }) {
  const setGift = useRequest('page:set-gift-mode');
  return (
    <SwitchField
      label={t('sharingGiftSwitch')}
      hint={t('sharingGiftHint')}
      checked={list.gift}
      disabled={setGift.pending}
      error={setGift.error}
      onChange={(gift) => void setGift.send({ listId: list.id, gift })}
    />
  );
}
