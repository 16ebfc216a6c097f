import { t } from '../../../platform/browser/i18n';
import type { ListSummary } from '../../lists';
import type { AppState } from '../../../app/state';
import { ownerNameOf } from '../popup/sharing-words';
import { ActivitySwitch } from './activity-switch';
import { EmailInviteForm } from './email-invite-form';
import { GiftSwitch } from '../popup/gift-switch';
import { InviteCodeForm } from '../popup/invite-code-form';
import { LeaveList } from './leave-list';
import { Members } from './members';
import { OpenInvites } from './open-invites';

interface ListSharingProps {
  list: ListSummary;
  state: AppState;
  now?: number;
}

/** One list's sharing: members, and for its owner gift mode and invites; for a member, leaving. */
export function ListSharing({ list, state, now = Date.now() }: ListSharingProps) {
  const { sharing, account } = state;
  const uid = account.status === 'signed-in' ? account.uid : null;
  const members = sharing.members[list.id] ?? [];
  const isOwner = list.role === 'owner';
  const shared = list.memberCount > 1 || !isOwner;
  const ownerName = ownerNameOf(list, sharing, account);
  return (
    <details className="list-sharing" open={shared}>
      <summary>{t('sharingHeading')}</summary>
      {members.length > 0 && <Members list={list} members={members} uid={uid} />}
      {shared && <ActivitySwitch list={list} enabled={!(sharing.activityOff ?? []).includes(list.id)} waitingToSync={state.network === 'offline'} />}
      {isOwner ? (
        <>
          <GiftSwitch list={list} />
          <InviteCodeForm list={list} ownerName={ownerName} invites={sharing.invites[list.id] ?? []} />
          <EmailInviteForm list={list} ownerName={ownerName} />
          <OpenInvites invites={sharing.invites[list.id] ?? []} now={now} />
        </>
      ) : (
        <LeaveList list={list} />
      )}
    </details>
  );
}
