import { t } from '../../../platform/browser/i18n';
import type { ListSummary } from '../../lists';
import { Switch } from '../../../ui/switch';
import { SaveStatus } from '../../../ui/save-status';
import { useApply } from '../../../ui/use-apply';
import { useConnector } from '../../../app/connector/connector-context';

/** Other members' changes to this list in the feed and as notifications (on unless switched off). */
export function ActivitySwitch({ list, enabled, waitingToSync }: { list: ListSummary; enabled: boolean; waitingToSync: boolean }) {
  const connector = useConnector();
  const activity = useApply((on: boolean) => connector.request('page:set-list-activity', { listId: list.id, enabled: on }), enabled);
  return (
    <div className="setting">
      <Switch label={t('sharingActivitySwitch')} hint={t('sharingActivityHint')} checked={activity.shown} onChange={activity.apply} />
      <SaveStatus status={activity.status} waitingToSync={waitingToSync} onRetry={activity.retry} />
    </div>
  );
}
