import { useState } from 'react';
import { t } from '../../../platform/browser/i18n';
import type { InvitePreview } from '../model/sharing';
import { JoinForm } from '../popup/join-form';
import { Button } from '../../../ui/button';

interface EmailInviteCardsProps {
  invites: readonly InvitePreview[];
  defaultName: string;
}

/**
 * Invites addressed to the shopper's verified email: each joins under a name, or is put aside for
 * now (it comes back next time the page opens: only joining or the invite's expiry ends it).
 */
export function EmailInviteCards({ invites, defaultName }: EmailInviteCardsProps) {
  const [dismissed, setDismissed] = useState<ReadonlySet<string>>(new Set());
  const [joined, setJoined] = useState<string | null>(null);
  const shown = invites.filter((invite) => !dismissed.has(invite.code));
  if (shown.length === 0 && joined === null) return null;
  return (
    <div className="email-invites">
      <h3>{t('sharingEmailInvitesHeading')}</h3>
      <ul>
        {shown.map((invite) => (
          <li key={invite.code} className="card email-invite">
            <JoinForm preview={invite} defaultName={defaultName} onJoined={setJoined} />
            <Button variant="secondary" onClick={() => setDismissed((old) => new Set(old).add(invite.code))}>
              {t('sharingDismissForNow')}
            </Button>
          </li>
        ))}
      </ul>
      {joined !== null && (
        <p className="form-done" role="status">
          {t('sharingJoined', joined)}
        </p>
      )}
    </div>
  );
}
