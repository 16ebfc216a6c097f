import { t } from '../../../platform/browser/i18n';
import type { InvitePreview } from '../model/sharing';
import { Button } from '../../../ui/button';

/** Invites addressed to the shopper, in a line each: joining happens in options, with a name. */
export function EmailInviteNotice({ invites, openOptions }: { invites: readonly InvitePreview[]; openOptions: () => void }) {
  if (invites.length === 0) return null;
  return (
    <div role="status">
      <ul className="email-invite-notices">
        {invites.map((invite) => (
          <li key={invite.code} className="notice">
            <span>{t('sharingEmailInvitePopup', [invite.ownerName, invite.listName])}</span>{' '}
            <Button variant="link" onClick={openOptions}>
              {t('sharingSeeInvite')}
            </Button>
          </li>
        ))}
      </ul>
    </div>
  );
}
