import { t } from '../../../platform/browser/i18n';
import type { ListNotice } from '../model/sharing';
import { errorMessage } from '../../../ui/error-messages';
import { useRequest } from '../../../app/connector/use-request';
import { roleLabel } from './sharing-words';
import { Button } from '../../../ui/button';

function noticeText(notice: ListNotice): string {
  switch (notice.kind) {
    case 'deleted-by-owner':
      return t('sharingNoticeDeleted', notice.listName);
    case 'removed':
      return t('sharingNoticeRemoved', notice.listName);
    case 'role-changed':
      return t('sharingNoticeRoleChanged', [notice.listName, notice.role === null ? '' : roleLabel(notice.role)]);
  }
}

function NoticeBanner({ notice }: { notice: ListNotice }) {
  const dismiss = useRequest('page:dismiss-list-notice');
  return (
    <li className="notice list-notice" data-notice-kind={notice.kind}>
      <p>{noticeText(notice)}</p>
      <Button
        variant="secondary"
        aria-label={t('sharingDismissNoticeNamed', notice.listName)}
        disabled={dismiss.pending}
        onClick={() => void dismiss.send({ id: notice.id })}
      >
        {t('sharingDismissNotice')}
      </Button>
      {dismiss.error && (
        <p className="form-error" role="alert">
          {errorMessage(dismiss.error.code)}
        </p>
      )}
    </li>
  );
}

/** What happened to shared lists while the shopper was away: one banner each, until dismissed. */
export function ListNotices({ notices }: { notices: readonly ListNotice[] }) {
  if (notices.length === 0) return null;
  return (
    <div role="status">
      <ul className="list-notices">
        {notices.map((notice) => (
          <NoticeBanner key={notice.id} notice={notice} />
        ))}
      </ul>
    </div>
  );
}
