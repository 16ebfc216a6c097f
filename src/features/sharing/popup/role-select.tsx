import { useId } from 'react';
import { t } from '../../../platform/browser/i18n';
import { MEMBER_ROLES, type MemberRole } from '../model/sharing';
import { roleLabel } from './sharing-words';

/** The role an invite gives: editor or viewer. */
export function RoleSelect({ value, onChange }: { value: MemberRole; onChange: (role: MemberRole) => void }) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>{t('sharingInviteRole')}</label>
      <select className="select" id={id} value={value} onChange={(event) => onChange(event.currentTarget.value as MemberRole)}>
        {MEMBER_ROLES.map((role) => (
          <option key={role} value={role}>
            {roleLabel(role)}
          </option>
        ))}
      </select>
    </div>
  );
}
