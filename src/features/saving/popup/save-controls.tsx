import { useState } from 'react';
import { t } from '../../../platform/browser/i18n';
import type { ItemIndex } from '../../lists';
import type { ProductToSave } from '../model/product-to-save';
import type { AppState } from '../../../app/state';
import { hasStoreAccess, storeOfUrl } from '../../tracking';
import { errorMessage } from '../../../ui/error-messages';
import { NotWatched } from '../../tracking/popup';
import { requestStoreAccess } from '../../tracking/popup';
import { useRequest } from '../../../app/connector/use-request';
import { listsHolding, writableLists } from './saved-in';
import { Button } from '../../../ui/button';
import { SelectField } from '../../../ui/select';
import { listLabel } from '../../sharing/popup';

/** Where a product is already saved, or nothing when it is in no list. */
export function SavedIn({ state, index, url }: { state: AppState; index: ItemIndex; url: string }) {
  const holding = listsHolding(state, index, url);
  if (holding.length === 0) return null;
  return (
    <p className="saved-in" data-testid="saved-in">
      {t('alreadySavedIn', holding.map((list) => listLabel(list, state.sharing.members)).join(', '))}
    </p>
  );
}

/**
 * Chooses a list and saves the product there. `product` returns null when the form that builds it
 * found a problem (shown at its field), so nothing is sent.
 */
export function SaveControls({
  state,
  product,
  readAt = null,
  onSaved,
}: {
  state: AppState;
  product: () => ProductToSave | null;
  /** When the page said what `product` holds (detection's pageTime): the save may be the item's first check. */
  readAt?: number | null;
  onSaved?: () => void;
}) {
  const lists = writableLists(state);
  const [chosenId, setListId] = useState<string | null>(null);
  // Derived while rendering, not fixed up in an effect: lists that arrive late (or lose the chosen
  // one) must never leave a rendered Save button holding an empty or stale list id.
  const listId = lists.some((list) => list.id === chosenId) ? (chosenId as string) : (lists[0]?.id ?? '');
  const [savedTo, setSavedTo] = useState<string | null>(null);
  const [refusedStore, setRefusedStore] = useState<string | null>(null);
  const save = useRequest('page:save-item');

  if (state.lists === null) return <p aria-busy="true">{t('listsLoading')}</p>;
  if (lists.length === 0) return <p className="hint">{t('saveNoWritableList')}</p>;

  function submit() {
    const toSave = product();
    if (toSave === null) return;
    const store = storeOfUrl(toSave.url);
    // Asked before anything is awaited: the browser prompts only within the click's gesture. The
    // item is saved whatever the answer; a refusal only means it is not watched.
    const access = store === null || hasStoreAccess(state.tracking, store) ? null : requestStoreAccess(store);
    setRefusedStore(null);
    void save.send({ listId, product: toSave, readAt }).then(async (answer) => {
      if (answer === undefined) return;
      setSavedTo(lists.find((list) => list.id === listId)?.name ?? '');
      onSaved?.();
      if (access !== null && !(await access)) setRefusedStore(store);
    });
  }

  return (
    <div className="save-controls">
      <div className="field-row">
        <SelectField
          label={t('saveToListLabel')}
          value={listId}
          options={lists.map((list) => ({ value: list.id, label: listLabel(list, state.sharing.members) }))}
          onChange={setListId}
        />
        <Button disabled={save.pending} onClick={submit}>
          {save.pending ? t('saving') : t('saveToList')}
        </Button>
      </div>
      {savedTo !== null && !save.error && (
        <p className="hint" role="status">
          {state.network === 'offline' ? t('savedToListOffline', savedTo) : t('savedToList', savedTo)}
        </p>
      )}
      {refusedStore !== null && !hasStoreAccess(state.tracking, refusedStore) && (
        <NotWatched store={refusedStore} onGranted={() => setRefusedStore(null)} />
      )}
      {save.error && (
        <p className="form-error" role="alert">
          {errorMessage(save.error.code)}
        </p>
      )}
    </div>
  );
}
