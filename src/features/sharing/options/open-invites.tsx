import { t } from '../../../platform/browser/i18n';
import { formatInviteCode, type InviteSummary } from '../model/sharing';
import { errorMessage } from '../../../ui/error-messages';
import { expiresOn, roleLabel } from '../popup/sharing-words';
import { useRequest } from '../../../app/connector/use-request';
import { Button } from '../../../ui/button';

/** Whether an invite still lets someone in: neither revoked, expired nor used up. */
export const isOpen = (invite: InviteSummary, now: number): boolean =>
  !invite.revoked && invite.expiresAt > now && invite.uses < invite.maxUses;

function OpenInvite({ invite }: { invite: InviteSummary }) {
  const revoke = useRequest('page:revoke-invite');
  const shown = invite.email ?? formatInviteCode(invite.code);
  return (
    <li className="open-invite" data-code={invite.code}>
      <span className="invite-what">{shown}</span>
      <span className="hint">
        {' · '}
        {roleLabel(invite.role)} · {t('sharingInviteUsed', [String(invite.uses), String(invite.maxUses)])} · {expiresOn(invite.expiresAt)}
      </span>
      <Button
        variant="link"
        aria-label={t('sharingRevokeNamed', shown)}
        disabled={revoke.pending}
        onClick={() => void revoke.send({ code: invite.code })}
      >
        {t('sharingRevoke')}
      </Button>
      {revoke.error && (
        <p className="form-error" role="alert">
          {errorMessage(revoke.error.code)}
        </p>
      )}
    </li>
  );
}

/** The list's invites that can still be used, each with its uses, expiry and Revoke. */
export function OpenInvites({ invites, now }: { invites: readonly InviteSummary[]; now: number }) {
  const open = invites.filter((invite) => isOpen(invite, now));
  return (
    <div className="open-invites">
      <h3>{t('sharingOpenInvitesHeading')}</h3>
      {open.length === 0 ? (
        <p className="hint">{t('sharingNoOpenInvites')}</p>
      ) : (
        <ul>
          {open.map((invite) => (
            <OpenInvite key={invite.code} invite={invite} />
          ))}
        </ul>
      )}
    </div>
  );
}
