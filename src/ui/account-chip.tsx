import { t } from '../shared/i18n';
import type { AccountState } from '../shared/state';

export function AccountChip({ account }: { account: AccountState }) {
  return (
    <span className="account-chip" data-account={account.status}>
      {t('accountSignedOut')}
    </span>
  );
}
