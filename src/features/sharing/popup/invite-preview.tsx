import { t } from '../../../platform/browser/i18n';
import type { InvitePreview } from '../model/sharing';
import { expiresOn, roleLabel } from './sharing-words';

/** What joining with an invite means: the list, its owner, the role, until when. */
export function InvitePreviewLines({ preview }: { preview: InvitePreview }) {
  return (
    <div className="invite-preview">
      <p>{t('sharingPreview', [preview.listName, preview.ownerName, roleLabel(preview.role)])}</p>
      <p className="hint">{expiresOn(preview.expiresAt)}</p>
    </div>
  );
}
