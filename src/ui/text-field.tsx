import type { HTMLAttributes } from 'react';
import { Field } from './field';

interface TextFieldProps {
  label: string;
  type: 'email' | 'password' | 'text';
  name: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  hint?: string | undefined;
  autoComplete?: string;
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  className?: string;
}

/** A labelled input whose error is announced with it (aria-describedby), not inside the label. */
export function TextField({ label, type, name, value, onChange, error, hint, autoComplete, inputMode, className }: TextFieldProps) {
  return (
    <Field label={label} hint={hint} error={error} className={className}>
      {(control) => (
        <input
          {...control}
          className="input"
          type={type}
          name={name}
          autoComplete={autoComplete}
          inputMode={inputMode}
          value={value}
          onChange={(event) => onChange(event.currentTarget.value)}
        />
      )}
    </Field>
  );
}
