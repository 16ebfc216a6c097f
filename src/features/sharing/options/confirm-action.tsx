import { useState } from 'react';
import type { AppError } from '../../../platform/messaging/errors';
import { t } from '../../../platform/browser/i18n';
import { errorMessage } from '../../../ui/error-messages';
import { Button } from '../../../ui/button';

interface ConfirmActionProps {
  /** The button's words, also the confirming button's. */
  label: string;
  /** Its accessible name, when the words alone do not say what it acts on. */
  name?: string;
  question: string;
  pending: boolean;
  error: AppError | null;
  onConfirm: () => void;
}

/** A button that asks first: the question, then the same words to go ahead, or Cancel. */
export function ConfirmAction({ label, name, question, pending, error, onConfirm }: ConfirmActionProps) {
  const [asking, setAsking] = useState(false);
  return (
    <>
      {asking ? (
        <div className="danger-zone" role="alertdialog" aria-label={question}>
          <p>{question}</p>
          <div className="actions">
            <Button variant="danger" disabled={pending} onClick={onConfirm}>
              {pending ? t('working') : label}
            </Button>
            <Button variant="secondary" onClick={() => setAsking(false)}>
              {t('cancel')}
            </Button>
          </div>
        </div>
      ) : (
        <Button variant="link" aria-label={name} onClick={() => setAsking(true)}>
          {label}
        </Button>
      )}
      {error && (
        <p className="form-error" role="alert">
          {errorMessage(error.code)}
        </p>
      )}
    </>
  );
}
