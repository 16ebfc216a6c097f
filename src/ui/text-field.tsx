import type { HTMLAttributes } from 'react';
import { Field } from './field';
import { commitOn } from './commit-on';

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
  /** A setting's field: called when the typed value is chosen (blur or Enter), see commitOn. */
  onCommit?: (() => void) | undefined;
}

/** A labelled input whose error is announced with it (aria-describedby), not inside the label. */
export function TextField({ label, type, name, value, onChange, error, hint, autoComplete, inputMode, className, onCommit }: TextFieldProps) {
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
          {...(onCommit && commitOn(onCommit))}
        />
      )}
    </Field>
  );
}
