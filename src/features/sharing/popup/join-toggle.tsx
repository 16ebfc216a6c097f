import { t } from '../../shared/i18n';
import type { AccountState } from '../../shared/state';
import { JoinList } from '../sharing/join-list';
import { nameFromEmail } from '../sharing/sharing-words';

/** "Join a list" under the Lists tab, folded until asked for. */
export function JoinToggle({ account }: { account: AccountState }) {
  return (
    <details className="join-toggle">
      <summary>{t('sharingJoinHeading')}</summary>
      <JoinList defaultName={nameFromEmail(account.status === 'signed-in' ? account.email : null)} />
    </details>
  );
}
