import { t } from '../../../platform/browser/i18n';
import type { AccountState } from '../../../app/state';
import { JoinList } from './join-list';
import { nameFromEmail } from './sharing-words';

/** "Join a list" under the Lists tab, folded until asked for. */
export function JoinToggle({ account }: { account: AccountState }) {
  return (
    <details className="join-toggle">
      <summary>{t('sharingJoinHeading')}</summary>
      <JoinList defaultName={nameFromEmail(account.status === 'signed-in' ? account.email : null)} />
    </details>
  );
}
