import { t } from '../../../platform/browser/i18n';
import { SHARING_LIMITS } from '../model/sharing';

type Checked<T> = { ok: true; value: T } | { ok: false; error: string };

/** How many people a code lets in, as typed: a whole number from 1 to 49. */
export function checkInviteUses(typed: string): Checked<number> {
  const { min, max } = SHARING_LIMITS.inviteUses;
  const value = Number(typed.trim());
  if (!/^\d+$/.test(typed.trim()) || value < min || value > max) {
    return { ok: false, error: t('sharingInviteUsesInvalid', [String(min), String(max)]) };
  }
  return { ok: true, value };
}

// What an address looks like, not whether it exists: the worker checks it again.
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function checkInviteEmail(typed: string): Checked<string> {
  const value = typed.trim().toLowerCase();
  return EMAIL_SHAPE.test(value) && value.length <= 254 ? { ok: true, value } : { ok: false, error: t('sharingEmailInvalid') };
}
