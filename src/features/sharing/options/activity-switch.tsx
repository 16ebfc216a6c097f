import { t } from '../../../platform/browser/i18n';
import type { ListSummary } from '../../lists';
import { errorMessage } from '../../../ui/error-messages';
import { Switch } from '../../../ui/switch';
import { useRequest } from '../../../app/connector/use-request';

/** Other members' changes to this list in the feed and as notifications (on unless switched off). */
export function ActivitySwitch({ list, enabled }: { list: ListSummary; enabled: boolean }) {
  const setActivity = useRequest('page:set-list-activity');
  return (
    <Switch
      label={t('sharingActivitySwitch')}
      hint={t('sharingActivityHint')}
      checked={enabled}
      disabled={setActivity.pending}
      error={setActivity.error && errorMessage(setActivity.error.code)}
      onChange={(on) => void setActivity.send({ listId: list.id, enabled: on })}
    />
  );
}
