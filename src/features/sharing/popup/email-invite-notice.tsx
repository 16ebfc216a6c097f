import { t } from '../../../platform/browser/i18n';
import type { InvitePreview } from '../model/sharing';

/** Invites addressed to the shopper, in a line each: joining happens in options, with a name. */
export function EmailInviteNotice({ invites, openOptions }: { invites: readonly InvitePreview[]; openOptions: () => void }) {
  if (invites.length === 0) return null;
  return (
    <div role="status">
      <ul className="email-invite-notices">
        {invites.map((invite) => (
          <li key={invite.code} className="notice">
            <span>{t('sharingEmailInvitePopup', [invite.ownerName, invite.listName])}</span>{' '}
            <button type="button" className="link" onClick={openOptions}>
              {t('sharingSeeInvite')}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
