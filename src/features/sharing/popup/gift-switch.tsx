import { t } from '../../../platform/browser/i18n';
import type { ListSummary } from '../../lists';
import { errorMessage } from '../../../ui/error-messages';
import { Switch } from '../../../ui/switch';
import { useRequest } from '../../../app/connector/use-request';

/** The owner marks a list as a gift list, or back: in options' sharing and under the popup's list. */
export function GiftSwitch({ list }: { list: ListSummary }) {
  const setGift = useRequest('page:set-gift-mode');
  return (
    <Switch
      label={t('sharingGiftSwitch')}
      hint={t('sharingGiftHint')}
      checked={list.gift}
      disabled={setGift.pending}
      error={setGift.error && errorMessage(setGift.error.code)}
      onChange={(gift) => void setGift.send({ listId: list.id, gift })}
    />
  );
}
