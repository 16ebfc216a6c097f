import type { FormEvent } from 'react';
import { t } from '../../../platform/browser/i18n';
import { useRequest } from '../../../app/connector/use-request';
import { CredentialFields, useCredentialFields } from './credential-fields';
import { GoogleSignInButton } from './google-sign-in-button';
import { Button } from '../../../ui/button';

/** Turns an anonymous account into an email account, keeping everything it saved. */
export function UpgradeForm() {
  const fields = useCredentialFields();
  const upgrade = useRequest('page:upgrade-anonymous');

  function submit(event: FormEvent) {
    event.preventDefault();
    if (fields.validate(true)) void upgrade.send({ email: fields.email.trim(), password: fields.password });
  }

  return (
    <form className="credentials" onSubmit={submit} noValidate aria-busy={upgrade.pending}>
      <h3>{t('accountUpgradeHeading')}</h3>
      <p>{t('accountUpgradeExplained')}</p>
      <CredentialFields fields={fields} failure={upgrade.error} newPassword />
      <div className="actions">
        <Button type="submit" disabled={upgrade.pending}>
          {t('accountUpgrade')}
        </Button>
      </div>
      <GoogleSignInButton disabled={upgrade.pending} />
    </form>
  );
}
