import type { SharingState } from '../model/sharing';
import { ListNotices } from './list-notices';
import { EmailInviteNotice } from './email-invite-notice';

/** What the popup says about sharing above its tabs: notices about shared lists, invites for the shopper. */
export function SharingNotices({ sharing, openOptions }: { sharing: SharingState; openOptions: () => void }) {
  return (
    <>
      <ListNotices notices={sharing.notices} />
      <EmailInviteNotice invites={sharing.emailInvites} openOptions={openOptions} />
    </>
  );
}
