import { t } from '../../../platform/browser/i18n';
import type { AccountState } from '../../../app/state';

function label(account: AccountState): string {
  if (account.status === 'signed-out') return t('accountSignedOut');
  if (account.anonymous || account.email === null) return t('accountGuest');
  return account.email;
}

export function AccountChip({ account }: { account: AccountState }) {
  const text = label(account);
  // A long address gives way with an ellipsis; its whole is in the title.
  return (
    <span className="account-chip" data-account={account.status} title={text}>
      {text}
    </span>
  );
}
