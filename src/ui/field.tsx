import { useId, type ReactNode } from 'react';
import { classNames } from './class-names';

/** What ties a control to its label, hint and error; spread onto the input, select or textarea. */
export interface ControlProps {
  id: string;
  'aria-invalid': boolean;
  'aria-describedby': string | undefined;
}

export interface FieldProps {
  label: ReactNode;
  /** One line on what to enter, announced with the control. */
  hint?: string | undefined;
  /** Why the value was refused; announced with the control (aria-describedby), not inside the label. */
  error?: string | undefined;
  className?: string | undefined;
  children: (control: ControlProps) => ReactNode;
}

/** A labelled control with its hint and its error below it. */
export function Field({ label, hint, error, className, children }: FieldProps) {
  const id = useId();
  const hintId = hint === undefined ? undefined : `${id}-hint`;
  const errorId = error === undefined ? undefined : `${id}-error`;
  const describedBy = [errorId, hintId].filter(Boolean).join(' ');
  return (
    <div className={classNames('field', className)}>
      <label className="field-label" htmlFor={id}>
        {label}
      </label>
      {children({ id, 'aria-invalid': error !== undefined, 'aria-describedby': describedBy === '' ? undefined : describedBy })}
      {hint !== undefined && (
        <p id={hintId} className="field-hint">
          {hint}
        </p>
      )}
      {error !== undefined && (
        <p id={errorId} className="field-error">
          {error}
        </p>
      )}
    </div>
  );
}
