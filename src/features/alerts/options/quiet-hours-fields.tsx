import { useId, type ReactNode } from 'react';
import { commitOn } from '../../../ui/commit-on';
import { t } from '../../../platform/browser/i18n';

interface QuietHoursFieldsProps {
  on: boolean;
  from: string;
  to: string;
  invalid: boolean;
  onChange: (change: { on?: boolean; from?: string; to?: string }) => void;
  /** A time was chosen: left or confirmed with Enter. */
  onCommit: () => void;
  /** The group's save status, after its fields. */
  children?: ReactNode;
}

/** Quiet hours: on or off, and the window (it may cross midnight). */
export function QuietHoursFields({ on, from, to, invalid, onChange, onCommit, children }: QuietHoursFieldsProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const described = invalid ? errorId : `${id}-hint`;
  return (
    <fieldset className="quiet-hours">
      <legend>{t('alertsQuietHours')}</legend>
      <label className="checkbox">
        <input type="checkbox" checked={on} onChange={(event) => onChange({ on: event.currentTarget.checked })} />
        {t('alertsQuietHoursOn')}
      </label>
      {on && (
        <div className="actions">
          <div className="field">
            <label htmlFor={`${id}-from`}>{t('alertsQuietFrom')}</label>
            <input id={`${id}-from`} type="time" className="input" value={from} aria-invalid={invalid} aria-describedby={described} onChange={(event) => onChange({ from: event.currentTarget.value })} {...commitOn(onCommit)} />
          </div>
          <div className="field">
            <label htmlFor={`${id}-to`}>{t('alertsQuietTo')}</label>
            <input id={`${id}-to`} type="time" className="input" value={to} aria-invalid={invalid} aria-describedby={described} onChange={(event) => onChange({ to: event.currentTarget.value })} {...commitOn(onCommit)} />
          </div>
        </div>
      )}
      {on && !invalid && (
        <p id={`${id}-hint`} className="hint">
          {t('alertsQuietHint')}
        </p>
      )}
      {on && invalid && (
        <span id={errorId} className="field-error">
          {t('alertsQuietInvalid')}
        </span>
      )}
      {children}
    </fieldset>
  );
}
