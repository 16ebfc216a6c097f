import { useId } from 'react';
import { t } from '../../../platform/browser/i18n';
import { LIMITS } from '../../../platform/limits';
import { noteFits } from './item-checks';

/** The item's note, with a live count of what is left and an error as soon as it is too long. */
export function NoteField({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const id = useId();
  const fits = noteFits(value);
  const count = value.trim().length;
  return (
    <div className="field">
      <label htmlFor={id}>{t('itemNote')}</label>
      <textarea className="textarea"
        id={id}
        name="note"
        rows={3}
        value={value}
        aria-invalid={!fits}
        aria-describedby={`${id}-count${fits ? '' : ` ${id}-error`}`}
        onChange={(event) => onChange(event.currentTarget.value)}
      />
      <span id={`${id}-count`} className="hint note-count">
        {t('itemNoteCount', [count, LIMITS.note])}
      </span>
      {!fits && (
        <span id={`${id}-error`} className="field-error">
          {t('itemNoteTooLong', LIMITS.note)}
        </span>
      )}
    </div>
  );
}
