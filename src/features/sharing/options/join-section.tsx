import { t } from '../../../platform/browser/i18n';
import type { AppState } from '../../../app/state';
import { JoinList } from '../popup/join-list';
import { nameFromEmail } from '../popup/sharing-words';
import { EmailInviteCards } from './email-invite-cards';

/** "Join a list": invites sent to the shopper's address first, then the code form. */
export function JoinSection({ state }: { state: AppState }) {
  const defaultName = nameFromEmail(state.account.status === 'signed-in' ? state.account.email : null);
  return (
    <div className="join-section options-group">
      <EmailInviteCards invites={state.sharing.emailInvites} defaultName={defaultName} />
      <h3>{t('sharingJoinHeading')}</h3>
      <JoinList defaultName={defaultName} />
    </div>
  );
}
