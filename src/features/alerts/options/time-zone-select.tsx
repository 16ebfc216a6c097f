import { useId, useMemo } from 'react';
import { t } from '../../../platform/browser/i18n';

/** Every zone this browser knows, plus the saved one should it not be among them (an alias). */
function zoneNames(saved: string): string[] {
  const known = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return saved === '' || known.includes(saved) ? known : [saved, ...known];
}

/** The time zone quiet hours and the daily cap's day are in: the browser's (''), or a chosen one. */
export function TimeZoneSelect({ value, invalid, onChange }: { value: string; invalid: boolean; onChange: (zone: string) => void }) {
  const id = useId();
  const names = useMemo(() => zoneNames(value), [value]);
  const browserZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return (
    <div className="field">
      <label htmlFor={id}>{t('alertsTimeZone')}</label>
      <select className="select" id={id} value={value} aria-invalid={invalid} aria-describedby={invalid ? `${id}-error` : undefined} onChange={(event) => onChange(event.currentTarget.value)}>
        <option value="">{t('alertsTimeZoneBrowser', browserZone)}</option>
        {names.map((zone) => (
          <option key={zone} value={zone}>
            {zone}
          </option>
        ))}
      </select>
      {invalid && (
        <span id={`${id}-error`} className="field-error">
          {t('alertsTimeZoneInvalid')}
        </span>
      )}
    </div>
  );
}
