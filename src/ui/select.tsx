import type { SelectHTMLAttributes } from 'react';
import { classNames } from './class-names';
import { Field } from './field';

export interface SelectOption {
  value: string;
  label: string;
}

interface SelectProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'onChange' | 'value'> {
  value: string;
  options: readonly SelectOption[];
  onChange: (value: string) => void;
}

/** A native select (the platform's own keyboard and screen reader support), styled as every control. */
export function Select({ value, options, onChange, className, ...rest }: SelectProps) {
  return (
    <select {...rest} className={classNames('select', className)} value={value} onChange={(event) => onChange(event.currentTarget.value)}>
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </select>
  );
}

interface SelectFieldProps extends Omit<SelectProps, 'id'> {
  label: string;
  hint?: string | undefined;
  error?: string | undefined;
  fieldClassName?: string;
}

/** A select with its label, hint and error (see Field). */
export function SelectField({ label, hint, error, fieldClassName, ...select }: SelectFieldProps) {
  return (
    <Field label={label} hint={hint} error={error} className={fieldClassName}>
      {(control) => <Select {...select} {...control} />}
    </Field>
  );
}
