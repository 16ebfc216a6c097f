import { useState } from 'react';
import type { AppError } from '../../../platform/messaging/errors';
import { t } from '../../../platform/browser/i18n';
import { errorMessage } from '../../../ui/error-messages';

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
            <button type="button" className="danger" disabled={pending} onClick={onConfirm}>
              {pending ? t('working') : label}
            </button>
            <button type="button" className="secondary" onClick={() => setAsking(false)}>
              {t('cancel')}
            </button>
          </div>
        </div>
      ) : (
        <button type="button" className="link" aria-label={name} onClick={() => setAsking(true)}>
          {label}
        </button>
      )}
      {error && (
        <p className="form-error" role="alert">
          {errorMessage(error.code)}
        </p>
      )}
    </>
  );
}
