import { useId, useState } from 'react';
import { t } from '../../../platform/browser/i18n';
import type { ListItem } from '../model/items';
import type { ListSummary } from '../model/lists';
import { errorMessage } from '../../../ui/error-messages';
import { useRequest } from '../../../app/connector/use-request';
import { Button } from '../../../ui/button';

interface MoveItemProps {
  item: ListItem;
  /** The other lists the shopper may write to. */
  targets: readonly ListSummary[];
  onMoved: (to: ListSummary) => void;
}

/** "Move to" another list the shopper may add to. */
export function MoveItem({ item, targets, onMoved }: MoveItemProps) {
  const id = useId();
  const [toListId, setToListId] = useState(targets[0]?.id ?? '');
  const move = useRequest('page:move-item');
  const target = targets.find((list) => list.id === toListId) ?? targets[0];

  if (target === undefined) return <p className="hint">{t('itemMoveNoTargets')}</p>;

  async function send(to: ListSummary) {
    if ((await move.send({ listId: item.listId, itemId: item.id, toListId: to.id })) === null) onMoved(to);
  }

  return (
    <div className="field item-move">
      <label htmlFor={id}>{t('itemMoveTo')}</label>
      <div className="actions">
        <select className="select" id={id} value={target.id} onChange={(event) => setToListId(event.currentTarget.value)}>
          {targets.map((list) => (
            <option key={list.id} value={list.id}>
              {list.name}
            </option>
          ))}
        </select>
        <Button variant="secondary" disabled={move.pending} onClick={() => void send(target)}>
          {move.pending ? t('working') : t('itemMove')}
        </Button>
      </div>
      {move.error && (
        <p className="form-error" role="alert">
          {errorMessage(move.error.code)}
        </p>
      )}
    </div>
  );
}
