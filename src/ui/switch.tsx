import { useId } from 'react';

interface SwitchProps {
  label: string;
  /** One line on what it does. */
  hint?: string | undefined;
  checked: boolean;
  disabled?: boolean;
  onChange: (checked: boolean) => void;
}

/**
 * An on/off setting that applies at once, its SaveStatus after it: a checkbox with the switch role
 * (the platform's own keyboard and announcements), drawn as a track and thumb.
 */
export function Switch({ label, hint, checked, disabled = false, onChange }: SwitchProps) {
  const id = useId();
  return (
    <div className="switch-field">
      <input
        id={id}
        className="switch"
        type="checkbox"
        role="switch"
        checked={checked}
        disabled={disabled}
        aria-describedby={hint === undefined ? undefined : `${id}-hint`}
        onChange={(event) => onChange(event.currentTarget.checked)}
      />
      <label className="switch-label" htmlFor={id}>
        {label}
      </label>
      {hint !== undefined && (
        <p id={`${id}-hint`} className="field-hint">
          {hint}
        </p>
      )}
    </div>
  );
}
