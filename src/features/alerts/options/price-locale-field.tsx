import { useId, type ReactNode } from 'react';
import { t } from '../../../platform/browser/i18n';
import { formatPrice } from '../../../ui/format-price';
import { TextField } from '../../../ui/text-field';
import { commitOn } from '../../../ui/commit-on';
import { guessCurrency } from '../../../ui/typed-price';
import { isPriceLocale } from './alert-preferences-draft';

const EXAMPLE_AMOUNT = 1234.5;

/** "Example: $1,234.50": a price in the format shown, in the currency of that format's region. */
function example(locale: string | undefined): string {
  return formatPrice(EXAMPLE_AMOUNT, guessCurrency(locale ?? navigator.language), locale);
}

interface PriceLocaleFieldProps {
  own: boolean;
  locale: string;
  invalid: boolean;
  onChange: (change: { own?: boolean; locale?: string }) => void;
  /** The typed tag was chosen: left or confirmed with Enter. */
  onCommit: () => void;
  /** The group's save status, after its fields. */
  children?: ReactNode;
}

/** How prices are displayed: in the browser's locale or a chosen one, with a live example. */
export function PriceLocaleField({ own, locale, invalid, onChange, onCommit, children }: PriceLocaleFieldProps) {
  const name = useId();
  const shown = own && isPriceLocale(locale.trim()) ? locale.trim() : own ? null : undefined;
  return (
    <fieldset className="price-locale">
      <legend>{t('alertsPriceDisplay')}</legend>
      <label className="checkbox">
        <input type="radio" name={name} checked={!own} onChange={() => onChange({ own: false })} />
        {t('alertsPriceDisplayBrowser', navigator.language)}
      </label>
      <label className="checkbox">
        <input type="radio" name={name} checked={own} onChange={() => onChange({ own: true })} />
        {t('alertsPriceDisplayOwn')}
      </label>
      {own && (
        <div {...commitOn(onCommit)}>
          <TextField
            label={t('alertsPriceLocale')}
            type="text"
            name="priceLocale"
            value={locale}
            onChange={(text) => onChange({ locale: text })}
            error={invalid ? t('alertsPriceLocaleInvalid') : undefined}
          />
        </div>
      )}
      <p className="hint" aria-live="polite" data-testid="price-example">
        {shown === null ? t('alertsPriceExampleNone') : t('alertsPriceExample', example(shown))}
      </p>
      {children}
    </fieldset>
  );
}
