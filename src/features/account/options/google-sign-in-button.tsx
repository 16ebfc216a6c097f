import { isGoogleSignInConfigured } from '../model/google-sign-in-config';
import { t } from '../../../platform/browser/i18n';
import { errorMessage } from '../../../ui/error-messages';
import { useRequest } from '../../../app/connector/use-request';
import { Button } from '../../../ui/button';

/**
 * "Continue with Google": signs in, or gives a guest a Google account keeping its lists. Absent
 * when the build has no Google OAuth client. Every failure, a closed window too, is said under it.
 */
export function GoogleSignInButton({ disabled = false }: { disabled?: boolean }) {
  const google = useRequest('page:sign-in-google');
  if (!isGoogleSignInConfigured()) return null;
  return (
    <div className="google-sign-in" aria-busy={google.pending}>
      <Button variant="secondary" disabled={disabled || google.pending} onClick={() => void google.send({})}>
        {t('accountContinueWithGoogle')}
      </Button>
      {google.pending && <p aria-live="polite">{t('accountGoogleWaiting')}</p>}
      {google.error && (
        <p className="form-error" role="alert">
          {errorMessage(google.error.code)}
        </p>
      )}
    </div>
  );
}
