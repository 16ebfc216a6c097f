import { useState } from 'react';
import { t } from '../../../platform/browser/i18n';
import type { ListItem } from '../model/items';
import { errorMessage } from '../../../ui/error-messages';
import { useRequest } from '../../../app/connector/use-request';
import { Button } from '../../../ui/button';

/** Remove, after the shopper confirms it. */
export function RemoveItem({ item, listName, onRemoved }: { item: ListItem; listName: string; onRemoved: () => void }) {
  const [confirming, setConfirming] = useState(false);
  const remove = useRequest('page:remove-item');
  const question = t('itemRemoveConfirm', [item.name, listName]);

  async function send() {
    if ((await remove.send({ listId: item.listId, itemId: item.id })) === null) onRemoved();
  }

  if (!confirming) {
    return (
      <div className="actions">
        <Button variant="danger" onClick={() => setConfirming(true)}>
          {t('itemRemove')}
        </Button>
      </div>
    );
  }
  return (
    <div className="danger-zone" role="alertdialog" aria-label={question}>
      <p>{question}</p>
      <div className="actions">
        <Button variant="danger" disabled={remove.pending} onClick={() => void send()}>
          {remove.pending ? t('working') : t('itemRemove')}
        </Button>
        <Button variant="secondary" onClick={() => setConfirming(false)}>
          {t('cancel')}
        </Button>
      </div>
      {remove.error && (
        <p className="form-error" role="alert">
          {errorMessage(remove.error.code)}
        </p>
      )}
    </div>
  );
}
