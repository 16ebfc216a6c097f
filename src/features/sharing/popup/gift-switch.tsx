import { t } from '../../../platform/browser/i18n';
import type { ListSummary } from '../../lists';
import { Switch } from '../../../ui/switch';
import { SaveStatus } from '../../../ui/save-status';
import { useApply } from '../../../ui/use-apply';
import { useConnector } from '../../../app/connector/connector-context';

/** The owner marks a list as a gift list, or back: in options' sharing and under the popup's list. */
export function GiftSwitch({ list }: { list: ListSummary }) {
  const connector = useConnector();
  const gift = useApply((on: boolean) => connector.request('page:set-gift-mode', { listId: list.id, gift: on }), list.gift);
  return (
    <div className="setting">
      <Switch label={t('sharingGiftSwitch')} hint={t('sharingGiftHint')} checked={gift.shown} onChange={gift.apply} />
      <SaveStatus status={gift.status} waitingToSync={list.pendingWrites} onRetry={gift.retry} />
    </div>
  );
}
