import { useId, useState, type FormEvent } from 'react';
import { t } from '../../../platform/browser/i18n';
import { ITEM_STATUSES, type ItemStatus, type ListItem } from '../model/items';
import { LIMITS } from '../../../platform/limits';
import type { ListSummary } from '../model/lists';
import type { PayloadOf } from '../../../app/protocol';
import { errorMessage } from '../../../ui/error-messages';
import { TextField } from '../../../ui/text-field';
import { useRequest } from '../../../app/connector/use-request';
import { ItemAlertRules, type ItemAlertContext } from '../../alerts/popup';
import { checkQuantity, noteFits } from './item-checks';
import { STATUS_LABELS } from './item-status';
import { MoveItem } from './move-item';
import { NoteField } from './note-field';
import { RemoveItem } from './remove-item';
import { Button } from '../../../ui/button';
import { SelectField } from '../../../ui/select';
import { ViewHeader } from '../../../ui/view-header';

interface ItemEditorProps {
  item: ListItem;
  list: ListSummary;
  moveTargets: readonly ListSummary[];
  /** The rules around the item's own alert rules. */
  alerts: ItemAlertContext;
  /** Back to the list, saying what was done. */
  onDone: (notice: string | null) => void;
}

/**
 * Note, quantity and status of one item, and its alert rules; move it or remove it. What was typed
 * stays when a request fails.
 */
export function ItemEditor({ item, list, moveTargets, alerts, onDone }: ItemEditorProps) {
  const statusId = useId();
  const [note, setNote] = useState(item.note);
  const [quantity, setQuantity] = useState(String(item.quantity));
  const [quantityError, setQuantityError] = useState<string | undefined>();
  const [status, setStatus] = useState<ItemStatus>(item.status);
  const update = useRequest('page:update-item');

  async function save(event: FormEvent) {
    event.preventDefault();
    const checked = checkQuantity(quantity);
    setQuantityError(
      checked.ok ? undefined : t('itemQuantityInvalid', [LIMITS.quantity.min, LIMITS.quantity.max]),
    );
    if (!checked.ok || !noteFits(note)) return;
    // Only what changed is sent, so a claim another member made meanwhile is not overwritten.
    const change: PayloadOf<'page:update-item'> = { listId: item.listId, itemId: item.id };
    if (note.trim() !== item.note) change.note = note.trim();
    if (checked.value !== item.quantity) change.quantity = checked.value;
    if (status !== item.status) change.status = status;
    if (change.note === undefined && change.quantity === undefined && change.status === undefined) return onDone(null);
    if ((await update.send(change)) === null) onDone(t('itemSaved'));
  }

  return (
    <section className="item-view item-editor" aria-labelledby={`${statusId}-heading`}>
      <ViewHeader id={`${statusId}-heading`} title={t('itemEditorHeading')} onBack={() => onDone(null)} />
      <p className="item-view-name">{item.name}</p>
      <form className="item-editor-form" onSubmit={(event) => void save(event)} noValidate>
        <NoteField value={note} onChange={setNote} />
        <div className="item-editor-pair">
          <TextField label={t('itemQuantityLabel')} type="text" name="quantity" value={quantity} onChange={setQuantity} error={quantityError} />
          {/* On a gift list claims replace the status, and the owner must not learn of them. */}
          {!list.gift && (
            <SelectField
              label={t('itemStatusLabel')}
              value={status}
              options={ITEM_STATUSES.map((value) => ({ value, label: t(STATUS_LABELS[value]) }))}
              onChange={(value) => setStatus(value as ItemStatus)}
            />
          )}
        </div>
        {update.error && (
          <p className="form-error" role="alert">
            {errorMessage(update.error.code)}
          </p>
        )}
        <div className="actions">
          <Button type="submit" disabled={update.pending}>
            {update.pending ? t('working') : t('save')}
          </Button>
        </div>
      </form>
      <ItemAlertRules item={item} context={alerts} />
      <MoveItem item={item} targets={moveTargets} onMoved={(to) => onDone(t('itemMoved', to.name))} />
      <RemoveItem item={item} listName={list.name} onRemoved={() => onDone(t('itemRemoved', item.name))} />
    </section>
  );
}
