import { useState, type ReactNode } from 'react';
import { t } from '../../../platform/browser/i18n';
import { LIMITS } from '../../../platform/limits';
import { pageToSave, type ProductToSave } from '../model/product-to-save';
import { TextField } from '../../../ui/text-field';
import { guessCurrency, parseTypedPrice } from '../../../ui/typed-price';

interface FieldErrors {
  name?: string;
  price?: string;
  currency?: string;
}

interface ManualSaveFormProps {
  page: { url: string; title: string };
  /**
   * The card's Save controls for the typed product (null while a field is wrong): passed in, so this
   * form's chunk does not carry a second copy of what the card already loaded.
   */
  saveControls: (product: () => ProductToSave | null) => ReactNode;
}

/** Saves a page where detection found no product: the shopper types its name and price. */
export function ManualSaveForm({ page, saveControls }: ManualSaveFormProps) {
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
        <TextField label={t('manualPrice')} type="text" inputMode="decimal" name="price" value={price} onChange={setPrice} error={errors.price} />
        <TextField label={t('manualCurrency')} type="text" name="currency" value={currency} onChange={setCurrency} error={errors.currency} />
      </div>
      {saveControls(product)}
    </form>
  );
}
