import { useState } from 'react';
import { t } from '../../../platform/browser/i18n';
import { LIMITS } from '../../../platform/limits';
import { pageToSave, type ProductToSave } from '../model/product-to-save';
import type { AppState } from '../../../app/state';
import { TextField } from '../../../ui/text-field';
import { SaveControls } from './save-controls';
import { guessCurrency, parseTypedPrice } from '../../../ui/typed-price';

interface FieldErrors {
  name?: string;
  price?: string;
  currency?: string;
}

/** Saves a page where detection found no product: the shopper types its name and price. */
export function ManualSaveForm({ state, page }: { state: AppState; page: { url: string; title: string } }) {
  const [name, setName] = useState(page.title.slice(0, LIMITS.productName));
  const [price, setPrice] = useState('');
  const [currency, setCurrency] = useState(() => guessCurrency(navigator.language));
  const [errors, setErrors] = useState<FieldErrors>({});

  function product(): ProductToSave | null {
    const found: FieldErrors = {};
    const trimmedName = name.trim();
    if (trimmedName === '') found.name = t('manualNameRequired');
    else if (trimmedName.length > LIMITS.productName) found.name = t('manualNameTooLong', LIMITS.productName);
    const typed = parseTypedPrice(price);
    if ('error' in typed) found.price = t(typed.error === 'range' ? 'manualPriceRange' : 'manualPriceInvalid');
    const code = currency.trim().toUpperCase();
    const amount = 'amount' in typed ? typed.amount : null;
    if (amount !== null && !/^[A-Z]{3}$/.test(code)) found.currency = t('manualCurrencyInvalid');
    setErrors(found);
    if (Object.keys(found).length > 0) return null;
    return { ...pageToSave(page), name: trimmedName, price: amount, currency: amount === null ? null : code };
  }

  return (
    <form className="manual-form" onSubmit={(event) => event.preventDefault()} noValidate data-testid="manual-save">
      <p className="hint">{t('manualSaveHint')}</p>
      <TextField label={t('manualName')} type="text" name="name" value={name} onChange={setName} error={errors.name} />
      <div className="manual-price">
        <TextField label={t('manualPrice')} type="text" name="price" value={price} onChange={setPrice} error={errors.price} />
        <TextField label={t('manualCurrency')} type="text" name="currency" value={currency} onChange={setCurrency} error={errors.currency} />
      </div>
      <SaveControls state={state} product={product} />
    </form>
  );
}
