import { useId } from 'react';
import type { AppError } from '../../../platform/messaging/errors';
import { errorMessage } from '../../../ui/error-messages';

interface SwitchFieldProps {
  label: string;
  hint: string;
  checked: boolean;
  disabled: boolean;
  error: AppError | null;
  onChange: (checked: boolean) => void;
}

/** A labelled on/off switch with one line on what it does, and why the last change failed. */
export function SwitchField({ label, hint, checked, disabled, error, onChange }: SwitchFieldProps) {
  const id = useId();
  return (
    <div className="field switch-field">
      <label htmlFor={id}>
        <input
          id={id}
          type="checkbox"
          role="switch"
          checked={checked}
          disabled={disabled}
          aria-describedby={`${id}-hint`}
          onChange={(event) => onChange(event.currentTarget.checked)}
        />{' '}
        {label}
      </label>
      <p id={`${id}-hint`} className="hint">
        {hint}
      </p>
      {error && (
        <p className="form-error" role="alert">
          {errorMessage(error.code)}
        </p>
      )}
    </div>
  );
}
