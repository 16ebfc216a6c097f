import { t } from '../../../platform/browser/i18n';
import type { ListSummary } from '../../lists';
import { useRequest } from '../../../app/connector/use-request';
import { ConfirmAction } from './confirm-action';

/** A member (not the owner) leaves the list, after a confirmation. */
export function LeaveList({ list }: { list: ListSummary }) {
  const leave = useRequest('page:leave-list');
  return (
    <ConfirmAction
      label={t('sharingLeave')}
      question={t('sharingLeaveConfirm', list.name)}
      pending={leave.pending}
      error={leave.error}
      onConfirm={() => void leave.send({ listId: list.id })}
    />
  );
}
