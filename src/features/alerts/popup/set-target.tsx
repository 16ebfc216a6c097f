import { useState, type FormEvent } from 'react';
import { ruleScopeKey, type ItemAlertSettings } from '../model/alerts';
import { t } from '../../../platform/browser/i18n';
import type { ListItem } from '../../lists';
import type { ListSummary } from '../../lists';
import { errorMessage } from '../../../ui/error-messages';
import { formatPrice } from '../../../ui/format-price';
import { TextField } from '../../../ui/text-field';
import { useRequest } from '../../../app/connector/use-request';
import { parseTypedPrice } from '../../../ui/typed-price';
import { settingsOrNull } from './rule-draft';
import { Button } from '../../../ui/button';
import { SelectField } from '../../../ui/select';
import { listLabel } from '../../sharing/popup';
import type { ListMember } from '../../sharing';

export interface SetTargetProps {
  /** The saved copies of the product on the page (one per list that holds it), in list order. */
  items: readonly ListItem[];
  lists: readonly ListSummary[];
  /** Each shared list's members, to name its owner beside lists named alike. */
  members: Readonly<Record<string, readonly ListMember[]>>;
  rules: Readonly<Record<string, ItemAlertSettings>>;
  offline: boolean;
  locale?: string | undefined;
}

const TARGET_ERRORS = { invalid: 'targetInvalid', range: 'targetRange' } as const;

/** "Set a target" for a saved product: its price field sends the item's rules with the new target. */
export function SetTarget({ items, lists, members, rules, offline, locale }: SetTargetProps) {
  const [chosenId, setChosenId] = useState<string | null>(null);
  const item = items.find((candidate) => candidate.id === chosenId) ?? items[0];
  const [text, setText] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [done, setDone] = useState<'set' | 'removed' | null>(null);
  const update = useRequest('page:set-alert-rules');
  if (item === undefined) return null;

  const own = rules[ruleScopeKey(item.listId, item.id)];
  const current = own?.target ?? null;
  const currency = item.currency;

  async function send(target: number | null) {
    if (item === undefined) return;
    const { target: _previous, ...others } = own ?? {};
    const settings = target === null ? settingsOrNull(others) : { ...others, target };
    if ((await update.send({ listId: item.listId, itemId: item.id, settings })) !== null) return;
    setDone(target === null ? 'removed' : 'set');
    if (target !== null) setText('');
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    setDone(null);
    const typed = parseTypedPrice(text);
    const error = 'error' in typed ? t(TARGET_ERRORS[typed.error]) : typed.amount === null ? t('targetRequired') : undefined;
    setFieldError(error);
    if ('error' in typed || typed.amount === null) return;
    void send(typed.amount);
  }

  return (
    <form className="set-target inline-form" onSubmit={submit} noValidate aria-label={t('targetHeading')}>
      {items.length > 1 && (
        <SelectField
          label={t('targetListLabel')}
          value={item.id}
          options={items.map((candidate) => {
            const list = lists.find((known) => known.id === candidate.listId);
            return { value: candidate.id, label: list === undefined ? candidate.listId : listLabel(list, members) };
          })}
          onChange={setChosenId}
        />
      )}
      {current !== null && <p className="hint">{t('targetCurrent', formatPrice(current, currency, locale))}</p>}
      <div className="field-row">
        <TextField
          label={currency === null ? t('targetLabel') : t('targetLabelCurrency', currency)}
          type="text"
          inputMode="decimal"
          name="target"
          value={text}
          onChange={setText}
          error={fieldError}
        />
        <Button type="submit" disabled={update.pending}>
          {update.pending ? t('working') : t('targetSet')}
        </Button>
        {current !== null && (
          <Button variant="secondary" disabled={update.pending} onClick={() => void send(null)}>
            {t('targetRemove')}
          </Button>
        )}
      </div>
      {update.error && (
        <p className="form-error" role="alert">
          {errorMessage(update.error.code)}
        </p>
      )}
      {done !== null && !update.error && (
        <p className="hint" role="status">
          {offline ? t('targetSavedOffline') : t(done === 'set' ? 'targetSaved' : 'targetRemoved')}
        </p>
      )}
    </form>
  );
}
