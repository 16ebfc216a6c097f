import { createContext, useContext } from 'react';
import { t } from '../platform/browser/i18n';

/**
 * The name of what a list row is about ("Trail Backpack"), for controls drawn in the row by other
 * parts that know only their own props: each row's button then has a name of its own.
 */
export const RowNameContext = createContext<string | null>(null);

/** " for “Trail Backpack”", read after a control's words by screen readers only, inside a row. */
export function ForRowName() {
  const name = useContext(RowNameContext);
  return name === null ? null : (
    <>
      {' '}
      <span className="visually-hidden">{t('actionForItem', name)}</span>
    </>
  );
}
